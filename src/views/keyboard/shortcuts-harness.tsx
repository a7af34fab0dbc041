// For the key router's unit tests: the router with what it needs around it (the store, an empty
// SWR cache, a memory location, the command context), `children` beside it; and the set-up each
// of those test files shares.
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { Router } from 'wouter'
import type { BaseLocationHook } from 'wouter'
import { setBaseUrl } from '@/api/client'
import { Provider, store } from '@/state/store'
import { CommandContextBridge } from '../command-context'
import { KeyboardShortcuts } from './keyboard-shortcuts'

export function renderShortcuts(hook: BaseLocationHook, children?: ReactNode) {
  return render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Router hook={hook}>
          <CommandContextBridge />
          <KeyboardShortcuts />
          {children}
        </Router>
      </SWRConfig>
    </Provider>,
  )
}

/**
 * The shell's queries (the current user for role-gated bindings) get an empty answer, the
 * dispatch lines stay out of the output, and each test's render is cleaned up.
 */
export function setUpShortcutTests() {
  beforeAll(() => {
    setBaseUrl('http://localhost')
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }))
    vi.spyOn(console, 'info').mockImplementation(() => {})
  })
  afterEach(cleanup)
  afterAll(() => vi.unstubAllGlobals())
}
