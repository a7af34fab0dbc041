// @vitest-environment happy-dom
// Dispatch's code is fetched on a view's first `run`. If it cannot load (the network gone, a
// deploy replaced the chunk), the run fails with the reason and a toast names the action.
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { z } from 'zod'
import { commandList } from '@/commands/core/command-list'
import { defineCommand } from '@/commands/core/define'
import { registerCommands } from '@/commands/core/registry'
import { Provider, store } from '@/state/store'
import { toastsAtom } from '@/state/toasts'
import { useCommand } from './use-command'

vi.mock('@/commands/core/dispatch', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/dispatch.js')
})

afterEach(cleanup)

registerCommands(
  commandList(
    defineCommand({
      id: 'test-thing.poke',
      title: 'Poke thing',
      group: 'Test',
      args: z.object({}),
      run: async () => {},
    }),
  ),
)

function wrapper({ children }: { children: ReactNode }) {
  const { hook } = memoryLocation({ path: '/projects' })
  return (
    <Provider store={store}>
      <Router hook={hook}>{children}</Router>
    </Provider>
  )
}

it('a run whose dispatch code cannot load fails with the reason, and a toast names it', async () => {
  const { result } = renderHook(() => useCommand('test-thing.poke'), { wrapper })
  let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined
  await act(async () => {
    outcome = await result.current.run()
  })
  expect(outcome).toMatchObject({ status: 'error' })
  const message = outcome?.status === 'error' ? outcome.message : ''
  expect(message).not.toBe('')
  const toast = store.get(toastsAtom).at(-1)
  expect(toast).toMatchObject({ title: 'Poke thing', variant: 'error' })
  expect(toast?.content).toBe(message)
})
