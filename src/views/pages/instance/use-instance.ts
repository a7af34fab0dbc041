// The instance of the current route, read again for a while after it moves into a transient
// state (api/transition-poll.ts); what others do to it comes through the change feed.
import { useParams } from 'wouter'
import { isBusy } from '@/api/capabilities'
import { instanceView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'

/** An instance's page follows a start or a stop closely: a small answer, read often a while. */
const FAST_MS = 1500

export function useInstanceParams() {
  const { project = '', instance = '' } = useParams<{ project: string; instance: string }>()
  return { project, instance }
}

export function useInstance() {
  const { project, instance } = useInstanceParams()
  const data = usePageQuery(
    instanceView,
    { path: { instance }, query: { project } },
    { moving: (i) => (isBusy(i.runState) ? i.runState : ''), fastMs: FAST_MS },
  )
  return { project, instance: data }
}
