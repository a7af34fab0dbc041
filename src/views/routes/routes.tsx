// The route table as wouter routes: index redirects, form routes (the background page with the
// form on top), pages, and the 404 page for anything else.
import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { redirectPatterns } from '@/lib/nav-paths'
import { NotFound } from '../errors/not-found'
import { formRoutes, type FormRoute } from '../forms/form-routes'
import { RedirectTo } from './redirect-to'
import { pageFor, pageRoutes } from './route-table'

/** The pages that render without the shell (signed out): sign-in and device pages. */
export const bareRoutes = pageRoutes.filter((r) => r.bare)
const shellRoutes = pageRoutes.filter((r) => !r.bare)

/** A form route: the page it opens over (same params), with the form on top. */
function FormOverPage({ route }: { route: FormRoute }) {
  const Background = pageFor(route.background)?.component
  return (
    <>
      {Background && <Background />}
      {/* The form loads on its own: the page behind it stays while the form's code arrives. */}
      <Suspense fallback={null}>
        <route.component />
      </Suspense>
    </>
  )
}

export function ShellRoutes() {
  return (
    <Switch>
      {Object.entries(redirectPatterns).map(([from, to]) => (
        <Route key={from} path={from}>
          <RedirectTo pattern={to} />
        </Route>
      ))}
      {formRoutes.map((f) => (
        <Route key={f.pattern} path={f.pattern}>
          <FormOverPage route={f} />
        </Route>
      ))}
      {shellRoutes.map((r) => (
        <Route key={r.pattern} path={r.pattern} component={r.component} />
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  )
}
