// The application: store, SWR defaults, router, the shell and every global overlay.
import '@fontsource/jetbrains-mono/400.css'
import '@fontsource/jetbrains-mono/700.css'
import './styles/global.css'
import { lazy, Suspense, type ReactNode } from 'react'
import { Route, Router, Switch, useLocation } from 'wouter'
import { registerAllCommands } from '@/commands/all'
import { Provider, store } from '@/state/store'
import { CommandContextBridge } from './command-context'
import { ErrorBoundary } from './errors/error-boundary'
import { KeyboardShortcuts } from './keyboard/keyboard-shortcuts'
import { Shell } from './layout/shell'
import { PageFrame } from './routes/page-frame'
import { bareRoutes, ShellRoutes } from './routes/routes'
import { SessionCache } from './routes/session-cache'
import { ConfirmDialog } from './ui/confirm-dialog'
import { Toasts } from './ui/toasts'

registerAllCommands()

const CommandPalette = lazy(() =>
  import('./palette/command-palette').then((m) => ({ default: m.CommandPalette })),
)

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
            <Pages />
            <KeyboardShortcuts />
            <Suspense fallback={null}>
              <CommandPalette />
            </Suspense>
            <ConfirmDialog />
            <Toasts />
          </TopBoundary>
        </Router>
      </SessionCache>
    </Provider>
  )
}
