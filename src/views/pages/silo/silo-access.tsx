// Who holds which role on the silo (GET /v1/policy); roles are set and removed by the role.*-silo
// commands, from the header button, the row menus or the palette.
import { policyView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { PolicyTable } from '../shared/policy-table'

export function SiloAccessPage() {
  const policy = usePageQuery(policyView, {})
  return (
    <>
      <PageHeader
        title="Silo access"
        actions={<CommandButton id="role.set-silo" label="Set role" variant="primary" />}
      />
      <PolicyTable
        label="Silo role assignments"
        policy={policy}
        commands={{ set: 'role.set-silo', remove: 'role.remove-silo', args: {} }}
      />
    </>
  )
}
