// Who holds which role on the fleet (GET /v1/system/policy): the operators. Roles are set and
// removed by the role.*-fleet commands, from the header button, the row menus or the palette.
// Beside the policy, the silos' fleet-role mappings: anyone with a mapped silo role holds that
// fleet role too, without appearing in the policy.
// Like every system page, a user who is not a fleet viewer gets the API's 403 as the error page.
import { siloList, systemPolicyView } from '@/api/generated/operations'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { PolicyTable } from '../shared/policy-table'
import { RoleMappingTable, roleMappings } from './silo-fleet-roles'

function SiloRoleMappings() {
  const { data, error } = useApiQuery(siloList, { query: { limit: 1000 } })
  if (error) return <LoadError what="Silo role mappings" error={error} />
  if (!data) return <Skeleton lines={2} label="Loading silo role mappings" />
  return (
    <RoleMappingTable
      label="Fleet roles from silo roles"
      rows={data.items.flatMap(roleMappings)}
      withSilo
      empty="No silo maps its roles to fleet roles"
    />
  )
}

export function FleetAccessPage() {
  const policy = usePageQuery(systemPolicyView, {})
  return (
    <>
      <PageHeader
        title="Fleet access"
        cli={['oxide system policy view', 'oxide silo list']}
        actions={<CommandButton id="role.set-fleet" label="Set role" variant="primary" />}
      />
      <PolicyTable
        label="Fleet role assignments"
        policy={policy}
        commands={{ set: 'role.set-fleet', remove: 'role.remove-fleet', args: {} }}
      />
      <h2 className="section-title">fleet roles from silo roles</h2>
      <p className="dim section-note">
        Any user with the silo role holds the fleet role too (the silo&apos;s mapped_fleet_roles,
        set when it is created).
      </p>
      <SiloRoleMappings />
    </>
  )
}
