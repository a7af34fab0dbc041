// The route table as wouter routes: index redirects, form routes (the background page with the
// form on top), pages, and the 404 page for anything else.
import { Route, Switch } from 'wouter'
import { redirectPatterns } from '@/lib/paths'
import { NotFound } from '../errors/not-found'
import { RedirectTo } from './redirect-to'
import { pageRoutes } from './route-table'

/** The pages that render without the shell (signed out): sign-in and device pages. */
export const bareRoutes = pageRoutes.filter((r) => r.bare)
const shellRoutes = pageRoutes.filter((r) => !r.bare)

export function ShellRoutes() {
  return (
    <Switch>
      {Object.entries(redirectPatterns).map(([from, to]) => (
        <Route key={from} path={from}>
          <RedirectTo pattern={to} />
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
