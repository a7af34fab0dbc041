// The application: store, SWR defaults, router, the shell and every global overlay.
import '@fontsource/jetbrains-mono/400.css'
import '@fontsource/jetbrains-mono/700.css'
import './styles/global.css'
import type { ReactNode } from 'react'
import { Route, Router, Switch, useLocation } from 'wouter'
import { Provider, store } from '@/state/store'
import { pushToastAtom } from '@/state/toasts'
import { ApiViewMount } from './api/api-view-mount'
import { CommandContextBridge } from './command-context'
import { mountOnArrival } from './mount-on-arrival'
import { ErrorBoundary } from './errors/error-boundary'
import { BulkOutcomeHost } from './list/bulk-outcome'
import { PaletteHost } from './palette/palette-host'
import { ScriptMount } from './script/script-mount'
import { Shell } from './layout/shell'
import { PageFrame } from './routes/page-frame'
import { bareRoutes, ShellRoutes } from './routes/routes'
import { SessionCache } from './routes/session-cache'
import { SessionHost } from './session/session-host'
import { ConfirmDialog } from './ui/confirm-host'
import { Toasts } from './ui/toasts'
import { parseOnce } from './routes/route-parser'

// The key router is not needed to draw the first page: its code loads from the first render on,
// and until it mounts, keys are kept in order for it to replay (early-keys.ts, index.html). It
// mounts as soon as its code is here (mount-on-arrival.ts).
const NoKeyRouter = (): ReactNode => null

// If that code cannot load (the network gone, a deploy replaced it), the page still works and a
// toast says why keys do nothing.
const KeyboardShortcuts = mountOnArrival(() =>
  import('./keyboard/keyboard-shortcuts').then(
    (m) => m.KeyboardShortcuts,
    (e: unknown) => {
      store.set(pushToastAtom, {
        title: 'Keyboard shortcuts could not load',
        content: `${e instanceof Error ? e.message : String(e)}. Reload the page to try again.`,
        variant: 'error',
      })
      return NoKeyRouter
    },
  ),
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
        <Router parser={parseOnce}>
          <TopBoundary>
            <CommandContextBridge />
            <SessionHost />
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
