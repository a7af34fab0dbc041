// @vitest-environment happy-dom
// The shell's first render hands the command context over as it goes: the views drawn after the
// bridge in that render read it, and none draws a second time for it when the bridge mounts.
import { cleanup, render } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { afterEach, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { currentCommandContext, setCommandContext } from '@/commands/core/context'
import { Provider, store } from '@/state/store'
import { CommandContextBridge, useCommandContext } from './command-context'

afterEach(cleanup)

// In the isolated project (vite.config.ts): no context is set yet, as at a page load.
it('gives the first render the context, so views that read it draw once', async () => {
  expect(currentCommandContext()).toBeNull()

  const seen: unknown[] = []
  function Reader() {
    seen.push(useCommandContext())
    return null
  }
  // A signed-out page, so the bridge asks nothing of the API (no answer redraws it).
  const { hook } = memoryLocation({ path: '/login' })
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={hook}>
          <CommandContextBridge />
          <Reader />
        </Router>
      </SWRConfig>
    </Provider>,
  )
  expect(seen).toHaveLength(1)
  expect(seen[0]).not.toBeNull()
  expect(currentCommandContext()).toBe(seen[0])

  // Set again later, the views still hear of it.
  setCommandContext({ ...currentCommandContext()!, scope: { project: 'demo' } })
  await vi.waitFor(() => expect(seen).toHaveLength(2))
  expect(seen[1]).toMatchObject({ scope: { project: 'demo' } })
})
