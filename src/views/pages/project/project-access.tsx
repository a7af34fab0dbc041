// Who has access to the project: its own role assignments and the silo's (a silo role applies to
// every project), with each identity's effective role, the stronger of the two, and where it
// comes from. Roles are set and removed by the role.*-project commands, from the header button,
// the row menus or the palette.
import { policyView, projectPolicyView } from '@/api/generated/operations'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { PolicyTable } from '../shared/policy-table'
import { useProjectParam } from './use-project'

export function ProjectAccessPage() {
  const project = useProjectParam()
  const policy = usePageQuery(projectPolicyView, { path: { project } })
  const silo = useApiQuery(policyView, {})
  return (
    <>
      <PageHeader
        title="Project access"
        actions={
          <CommandButton
            id="role.set-project"
            args={{ project }}
            label="Set role"
            variant="primary"
          />
        }
      />
      <PolicyTable
        label="Project role assignments"
        policy={policy}
        siloPolicy={silo.data ?? { roleAssignments: [] }}
        commands={{ set: 'role.set-project', remove: 'role.remove-project', args: { project } }}
      />
    </>
  )
}
