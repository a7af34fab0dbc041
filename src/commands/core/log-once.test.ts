// What the log drawer lists: an undo once (the commands it ran, from source `undo`), not also as
// the key that asked for it; opening and closing panels not at all.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { commandLogAtom } from '@/state/command-log'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { dispatch } from './dispatch'
import { fakeContext } from './test-context'

setUpMockPlatform({ register: registerAllCommands })

const since = (n: number) => store.get(commandLogAtom).slice(n)

describe('the command log', () => {
  it('does not list opening or closing the log, the palette or the help', async () => {
    const { ctx } = fakeContext()
    const before = store.get(commandLogAtom).length
    for (const id of ['ui.toggle-log', 'ui.toggle-log', 'ui.show-help', 'ui.open-palette'])
      expect((await dispatch(id, {}, 'keyboard', { ctx })).status).toBe('ok')
    expect(since(before)).toEqual([])
  })

  it('lists an undo once: the command it ran, marked as an undo', async () => {
    const { ctx } = fakeContext()
    const made = await dispatch('project.create', { name: 'once-1' }, 'palette', { ctx })
    expect(made.status).toBe('ok')
    const before = store.get(commandLogAtom).length
    const undone = await dispatch('history.undo', {}, 'keyboard', { ctx, skipConfirm: true })
    expect(undone.status).toBe('ok')
    const logged = since(before)
    expect(logged.map((e) => [e.commandId, e.source])).toEqual([['project.delete', 'undo']])
    expect(logged[0]?.line).toBe('oxide project delete --project once-1')
  })
})
