// Any page-level failure other than a 404. After a 403 it also checks whether the user is in no
// groups and holds no role on the silo: the usual sign of a misconfigured identity provider.
import { ApiError } from '@/api/errors'
import { currentUserGroups, currentUserView, policyView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { useSWRConfig } from 'swr'
import { Button } from '../ui/button'
import { ERROR_MESSAGE, NO_GROUPS_MESSAGE, ACCESS_DOCS_URL } from './messages'
import './errors.css'

export { ERROR_MESSAGE, NO_GROUPS_MESSAGE, ACCESS_DOCS_URL }

export function ErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { cache } = useSWRConfig()
  // Retrying means asking again: drop the failed answers from the cache (SWR would otherwise
  // throw the same error at once) and render the page afresh.
  const retry = () => {
    for (const key of cache.keys()) if (cache.get(key)?.error) cache.delete(key)
    onRetry?.()
  }
  const forbidden = error instanceof ApiError && error.statusCode === 403
  const detail = error instanceof ApiError ? error.message : undefined
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="error-code">
        <span className="dim" aria-hidden="true">
          ${' '}
        </span>
        error
      </h1>
      <p>{ERROR_MESSAGE}</p>
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
