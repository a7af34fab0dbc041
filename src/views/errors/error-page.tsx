// Any page-level failure other than a 404. A 403 says which role the page needs and where to go
// instead (forbidden.ts), never to try again; it also checks whether the user is in no groups and
// holds no role on the silo: the usual sign of a misconfigured identity provider.
import { ApiError } from '@/api/errors'
import { currentUserGroups, currentUserView, policyView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { useSWRConfig } from 'swr'
import { Link } from 'wouter'
import { Button } from '../ui/button'
import { forbiddenAdvice, refusalText } from './forbidden'
import { ERROR_MESSAGE, NO_GROUPS_MESSAGE, ACCESS_DOCS_URL } from './messages'
import './errors.css'

export { ERROR_MESSAGE, NO_GROUPS_MESSAGE, ACCESS_DOCS_URL }

/**
 * A proxy in front of the platform (`npm run serve`, nginx: docs/serving.md) that could not
 * reach it: the call's own message says where the platform is and why.
 */
const UNREACHABLE_MESSAGE =
  "The platform cannot be reached: this console's server answered, the rack behind it did not. Try again once it is back."

const isUnreachable = (e: unknown) =>
  e instanceof ApiError && (e.statusCode === 502 || e.statusCode === 504)

type Props = {
  error: unknown
  onRetry?: () => void
  /** the page's path: a 403 names the role that page needs */
  path?: string
}

export function ErrorPage({ error, onRetry, path = window.location.pathname }: Props) {
  const { cache } = useSWRConfig()
  // Retrying means asking again: drop the failed answers from the cache (SWR would otherwise
  // throw the same error at once) and render the page afresh.
  const retry = () => {
    for (const key of cache.keys()) if (cache.get(key)?.error) cache.delete(key)
    onRetry?.()
  }
  const forbidden = error instanceof ApiError && error.statusCode === 403
  const unreachable = isUnreachable(error)
  const detail = error instanceof ApiError ? error.message : undefined
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="error-code">
        <span className="dim" aria-hidden="true">
          ${' '}
        </span>
        {forbidden ? 'not allowed' : unreachable ? 'unreachable' : 'error'}
      </h1>
      {forbidden ? (
        <Refused path={path} />
      ) : (
        <p>{unreachable ? UNREACHABLE_MESSAGE : ERROR_MESSAGE}</p>
      )}
      {detail && (
        <p className="dim">
          {detail}
          {error instanceof ApiError && error.requestId ? ` (request ${error.requestId})` : ''}
        </p>
      )}
      {forbidden && <NoGroupsNotice />}
      {onRetry && !forbidden && (
        <p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </p>
      )}
    </section>
  )
}

/** A 403: the role the page needs, who grants it, and a link to a page the user may open. */
function Refused({ path }: { path: string }) {
  const advice = forbiddenAdvice(path)
  return (
    <p>
      {refusalText(advice)} <Link href={advice.goTo.href}>{advice.goTo.label}</Link>.
    </p>
  )
}

/** Shown only once all three calls answered and the user has neither groups nor a silo role. */
export function NoGroupsNotice() {
  const me = useApiQuery(currentUserView, {})
  const groups = useApiQuery(currentUserGroups, {})
  const policy = useApiQuery(policyView, {})
  if (!me.data || !groups.data) return null
  if (groups.data.items.length > 0) return null
  // Reading the silo policy is itself forbidden to someone without a role on the silo.
  const policyForbidden = policy.error?.statusCode === 403
  if (!policy.data && !policyForbidden) return null
  const userId = me.data.id
  const hasRole = policy.data?.roleAssignments.some((a) => a.identityId === userId) ?? false
  if (hasRole) return null
  return (
    <div className="notice" role="note">
      <p>{NO_GROUPS_MESSAGE}</p>
      <a href={ACCESS_DOCS_URL} target="_blank" rel="noreferrer">
        Read the documentation on configuring access
      </a>
    </div>
  )
}
