// For the key router's unit tests: the router with what it needs around it (the store, an empty
// SWR cache, a memory location, the command context), `children` beside it.
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { Router } from 'wouter'
import type { BaseLocationHook } from 'wouter'
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
