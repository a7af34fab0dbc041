// Who holds which role on the project, next to their role on the silo.
import { policyView, projectPolicyView } from '@/api/generated/operations'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { PageHeader } from '../../layout/page-header'
import { PolicyTable } from '../shared/policy-table'
import { useProjectParam } from './use-project'

export function ProjectAccessPage() {
  const project = useProjectParam()
  const policy = usePageQuery(projectPolicyView, { path: { project } })
  const silo = useApiQuery(policyView, {})
  return (
    <>
      <PageHeader title="Project access" />
      <PolicyTable
        label="Project role assignments"
        policy={policy}
        siloPolicy={silo.data ?? { roleAssignments: [] }}
      />
    </>
  )
}
