// Who holds which role on the fleet (GET /v1/system/policy): the operators. Roles are set and
// removed by the role.*-fleet commands, from the header button, the row menus or the palette.
// Like every system page, a user who is not a fleet viewer gets the API's 403 as the error page.
import { systemPolicyView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { PolicyTable } from '../shared/policy-table'

export function FleetAccessPage() {
  const policy = usePageQuery(systemPolicyView, {})
  return (
    <>
      <PageHeader
        title="Fleet access"
        actions={<CommandButton id="role.set-fleet" label="Set role" variant="primary" />}
      />
      <PolicyTable
        label="Fleet role assignments"
        policy={policy}
        commands={{ set: 'role.set-fleet', remove: 'role.remove-fleet', args: {} }}
      />
    </>
  )
}
