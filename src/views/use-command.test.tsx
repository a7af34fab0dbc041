// @vitest-environment happy-dom
// A view's `run` called before the built-in commands have loaded (a click on a slow first load)
// waits for them and runs, instead of reporting an unknown command and doing nothing.
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { commandsLoaded } from '@/commands/core/load'
import { logDrawerOpenAtom } from '@/state/preferences'
import { Provider, store } from '@/state/store'
import { CommandContextBridge } from './command-context'
import { useCommand } from './use-command'

afterEach(cleanup)

function wrapper({ children }: { children: ReactNode }) {
  const { hook } = memoryLocation({ path: '/projects' })
  return (
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={hook}>
          <CommandContextBridge />
          {children}
        </Router>
      </SWRConfig>
    </Provider>
  )
}

it('runs a built-in command clicked before the registry has loaded', async () => {
  expect(commandsLoaded()).toBe(false)
  const { result } = renderHook(() => useCommand('ui.toggle-log'), { wrapper })
  expect(result.current.disabledReason).toBe('Loading commands')
  // Its title and key are known before the registry has loaded (first-paint.ts), never its id.
  expect(result.current.title).toBe('Toggle command log')
  expect(result.current.keybinding).toBe('`')
  const before = store.get(logDrawerOpenAtom)
  let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined
  await act(async () => {
    outcome = await result.current.run()
  })
  expect(outcome?.status).toBe('ok')
  expect(store.get(logDrawerOpenAtom)).toBe(!before)
  expect(commandsLoaded()).toBe(true)
})
