// disk.create against the node mock: a caller that can ask (the palette) is asked the size, the
// default offered first; the toast carries the `oxide` line; the new row is handed to its list.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { newRowAtom } from '@/state/new-row'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

describe('disk.create', () => {
  it('asks the size when the caller can ask, offering the default first', async () => {
    const { ctx } = fakeContext({ project: 'demo' })
    const asked = await dispatch('disk.create', { name: 'asked-1' }, 'palette', { ctx, ask: true })
    expect(asked).toMatchObject({ status: 'needs-arg', arg: 'size' })
    const complete = getCommand('disk.create').complete as Record<
      string,
      (c: typeof ctx, p: Record<string, unknown>) => Promise<{ value: string; detail?: string }[]>
    >
    const choices = await complete.size!(ctx, { project: 'demo', source: 'blank' })
    expect(choices[0]).toMatchObject({ value: '10', detail: 'default' })
  })

  it('toasts the oxide line that made it and hands the new row to the disk list', async () => {
    const { ctx, toasts } = fakeContext({ project: 'demo' })
    const r = await dispatch('disk.create', { name: 'made-1', size: '10' }, 'palette', {
      ctx,
      ask: true,
    })
    expect(r.status).toBe('ok')
    expect(toasts.at(-1)).toMatchObject({
      title: 'Disk made-1 created',
      content: 'oxide disk create --project demo --name made-1 --size 10GiB',
    })
    expect(store.get(newRowAtom)).toMatchObject({ resource: 'disk', name: 'made-1' })
  })

  it('a line or script without a size keeps the default', async () => {
    const { ctx } = fakeContext({ project: 'demo' })
    const r = await dispatch('disk.create', { name: 'quiet-1' }, 'test', { ctx })
    expect(r.status).toBe('ok')
  })
})
