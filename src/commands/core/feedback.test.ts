// What a run leaves for the user to see: a cursor move or a selection (a uiOnly command) writes
// no log line; anything else says it is under way at once in the status bar's text, its own
// words where it has them ("Undoing: ..."), until it ends; a bulk run toasts "N rows done" only
// for a change, never for what shows for itself (a navigation).
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { commandLogAtom } from '@/state/command-log'
import { runningTextAtom } from '@/state/running'
import { store } from '@/state/store'
import { runBulk } from './bulk'
import { defineCommand, type AnyCommand } from './define'
import { dispatch } from './dispatch'
import { registerCommands } from './registry'
import { fakeContext } from './test-context'

let release: () => void = () => {}
const seen: (string | null)[] = []

beforeAll(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  registerCommands([
    defineCommand({
      id: 'test-feedback.move',
      title: 'Move the cursor',
      group: 'Test',
      args: z.object({}),
      uiOnly: true,
      run: async () => null,
    }),
    defineCommand({
      id: 'test-feedback.slow',
      title: 'Slow change',
      group: 'Test',
      args: z.object({ name: z.string() }),
      progress: ({ name }) => `Changing ${name}...`,
      run: () => new Promise<void>((resolve) => (release = resolve)),
    }),
    defineCommand({
      id: 'test-feedback.go',
      title: 'Go somewhere',
      group: 'Test',
      args: z.object({ name: z.string() }),
      run: async () => null,
    }),
    defineCommand({
      id: 'test-feedback.change',
      title: 'Change thing',
      group: 'Test',
      args: z.object({ name: z.string() }),
      successMessage: ({ name }) => `Changed ${name}`,
      run: async () => null,
    }),
  ] as unknown as AnyCommand[])
  store.sub(runningTextAtom, () => void seen.push(store.get(runningTextAtom)))
})

describe('what a run shows', () => {
  it('a cursor move writes no log line; a command that fails does', async () => {
    const { ctx } = fakeContext()
    const before = store.get(commandLogAtom).length
    expect((await dispatch('test-feedback.move', {}, 'keyboard', { ctx })).status).toBe('ok')
    expect(store.get(commandLogAtom)).toHaveLength(before)
    expect(seen).toEqual([])
    await dispatch('test-feedback.go', {}, 'keyboard', { ctx, quiet: true })
    expect(store.get(commandLogAtom).at(-1)?.status).toBe('error')
  })

  it('says what is under way from the moment it starts until it ends', async () => {
    const { ctx } = fakeContext()
    const run = dispatch('test-feedback.slow', { name: 'web-1' }, 'keyboard', { ctx })
    await vi.waitFor(() => expect(store.get(runningTextAtom)).toBe('Changing web-1...'))
    release()
    expect((await run).status).toBe('ok')
    expect(store.get(runningTextAtom)).toBeNull()
    await dispatch('test-feedback.go', { name: 'x' }, 'ui', { ctx })
    expect(seen.slice(-2)).toEqual(['Go somewhere...', null])
  })

  it('a bulk run toasts for a change, not for a navigation', async () => {
    const items = [
      { label: 'a', args: { name: 'a' } },
      { label: 'b', args: { name: 'b' } },
    ]
    const go = fakeContext()
    await runBulk('test-feedback.go', items, go.ctx)
    expect(go.toasts).toEqual([])
    const change = fakeContext()
    await runBulk('test-feedback.change', items, change.ctx)
    expect(change.toasts.map((t) => t.title)).toEqual(['Change thing: 2 rows done'])
  })
})
