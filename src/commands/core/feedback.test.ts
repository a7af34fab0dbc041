// What a run leaves for the user to see: a cursor move or a selection (a uiOnly command) writes
// no log line.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { commandLogAtom } from '@/state/command-log'
import { store } from '@/state/store'
import { defineCommand, type AnyCommand } from './define'
import { dispatch } from './dispatch'
import { registerCommands } from './registry'
import { fakeContext } from './test-context'

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
      id: 'test-feedback.go',
      title: 'Go somewhere',
      group: 'Test',
      args: z.object({ name: z.string() }),
      run: async () => null,
    }),
  ] as unknown as AnyCommand[])
})

describe('what a run shows', () => {
  it('a cursor move writes no log line; a command that fails does', async () => {
    const { ctx } = fakeContext()
    const before = store.get(commandLogAtom).length
    expect((await dispatch('test-feedback.move', {}, 'keyboard', { ctx })).status).toBe('ok')
    expect(store.get(commandLogAtom)).toHaveLength(before)
    await dispatch('test-feedback.go', {}, 'keyboard', { ctx, quiet: true })
    expect(store.get(commandLogAtom).at(-1)?.status).toBe('error')
  })
})
