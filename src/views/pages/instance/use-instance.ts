// The instance of the current route, polled while it is in a transient state.
import { useParams } from 'wouter'
import { isBusy } from '@/api/capabilities'
import { instanceView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'

export function useInstanceParams() {
  const { project = '', instance = '' } = useParams<{ project: string; instance: string }>()
  return { project, instance }
}

export function useInstance() {
  const { project, instance } = useInstanceParams()
  const data = usePageQuery(
    instanceView,
    { path: { instance }, query: { project } },
    { refreshInterval: (latest) => (latest && isBusy(latest.runState) ? 1500 : 0) },
  )
  return { project, instance: data }
}
