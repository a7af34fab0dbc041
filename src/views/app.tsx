// The application: store, SWR defaults, router, the shell and every global overlay.
import '@fontsource/jetbrains-mono/400.css'
import '@fontsource/jetbrains-mono/700.css'
import './styles/global.css'
import type { ReactNode } from 'react'
import { Route, Router, Switch, useLocation } from 'wouter'
import { Provider, store } from '@/state/store'
import { ApiViewMount } from './api/api-view-mount'
import { CommandContextBridge } from './command-context'
import { ErrorBoundary } from './errors/error-boundary'
import { KeyboardShortcuts } from './keyboard/keyboard-shortcuts'
import { BulkOutcomeHost } from './list/bulk-outcome'
import { PaletteHost } from './palette/palette-host'
import { ScriptMount } from './script/script-mount'
import { Shell } from './layout/shell'
import { PageFrame } from './routes/page-frame'
import { bareRoutes, ShellRoutes } from './routes/routes'
import { SessionCache } from './routes/session-cache'
import { UnauthorizedRedirect } from './routes/unauthorized-redirect'
import { ConfirmDialog } from './ui/confirm-host'
import { Toasts } from './ui/toasts'

function Pages() {
  return (
    <Switch>
      {bareRoutes.map((r) => (
        <Route key={r.pattern} path={r.pattern}>
          <main id="content" className="bare">
            <PageFrame>
              <r.component />
            </PageFrame>
          </main>
        </Route>
      ))}
      <Route>
        <Shell>
          <PageFrame>
            <ShellRoutes />
          </PageFrame>
        </Shell>
      </Route>
    </Switch>
  )
}

/** Last resort: a failure outside any page (the shell itself) still shows the error page. */
function TopBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
}

export function App() {
  return (
    <Provider store={store}>
      <SessionCache>
        <Router>
          <TopBoundary>
            <CommandContextBridge />
            <UnauthorizedRedirect />
            <Pages />
            <KeyboardShortcuts />
            <PaletteHost />
            <ApiViewMount />
            <ScriptMount />
            <BulkOutcomeHost />
            <ConfirmDialog />
            <Toasts />
          </TopBoundary>
        </Router>
      </SessionCache>
    </Provider>
  )
}
