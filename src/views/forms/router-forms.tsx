// routers-new and routers/:router/edit.
import { vpcRouterView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { NamedCreateForm, NamedEditForm } from './kit/named-forms'
import { useFormParams } from './kit/use-close'

export function RouterCreateForm() {
  const { project, vpc } = useFormParams('project', 'vpc')
  return <NamedCreateForm title="Create router" commandId="router.create" args={{ project, vpc }} />
}

export function RouterEditForm() {
  const { project, vpc, router } = useFormParams('project', 'vpc', 'router')
  const query = useApiQuery(vpcRouterView, { path: { router }, query: { project, vpc } })
  return (
    <NamedEditForm
      title="Edit router"
      commandId="router.update"
      args={{ project, vpc, router }}
      query={query}
    />
  )
}
