// /lookup/instances/:instance and /lookup/i/:instance: an instance id becomes its project and
// name (instance view, then project view by the returned projectId), then the instance's storage
// tab replaces the URL. Any failure of either call shows the 404 page (spec section 2).
import { Redirect, useParams } from 'wouter'
import { instanceView, projectView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { NotFound } from '../../errors/not-found'
import { Skeleton } from '../../ui/skeleton'

export function InstanceLookup() {
  const { instance: id = '' } = useParams<{ instance: string }>()
  const instance = useApiQuery(instanceView, { path: { instance: id } })
  const projectId = instance.data?.projectId
  const project = useApiQuery(projectView, projectId ? { path: { project: projectId } } : null)
  if (instance.error || project.error) return <NotFound />
  if (!instance.data || !project.data) return <Skeleton label="Looking up instance" />
  return (
    <Redirect
      to={pb.instanceStorage({ project: project.data.name, instance: instance.data.name })}
      replace
    />
  )
}
