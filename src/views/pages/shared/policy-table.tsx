// A policy's role assignments as a table of identities (users and groups by display name),
// groups first, then by name (spec section 6). Each row's menu changes or removes that identity's
// role through the level's role commands.
import { groupList, userList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { byGroupThenName, type Policy } from '@/lib/roles'
import { CommandMenu } from '../../command-menu'
import { Table, type Column } from '../../ui/table'
import { EmptyState } from '../../ui/empty-state'

type Row = {
  id: string
  name: string
  identityType: 'silo_user' | 'silo_group'
  roleName: string
  /** a role inherited from the silo, for project policies */
  siloRole?: string
}

/** The role commands of the policy's level and the args naming it (the project). */
export type PolicyCommands = { set: string; remove: string; args: Record<string, unknown> }

export function PolicyTable({
  label,
  policy,
  siloPolicy,
  commands,
}: {
  label: string
  policy: Policy
  /** shown as an extra column on project access pages */
  siloPolicy?: Policy
  commands: PolicyCommands
}) {
  const users = useApiQuery(userList, { query: { limit: 1000 } })
  const groups = useApiQuery(groupList, { query: { limit: 1000 } })
  const names = new Map<string, string>()
  for (const u of users.data?.items ?? []) names.set(u.id, u.displayName)
  for (const g of groups.data?.items ?? []) names.set(g.id, g.displayName)

  const siloRoles = new Map(siloPolicy?.roleAssignments.map((a) => [a.identityId, a.roleName]))
  const rows: Row[] = policy.roleAssignments
    .map((a) => ({
      id: a.identityId,
      name: names.get(a.identityId) ?? a.identityId,
      identityType: a.identityType,
      roleName: a.roleName,
      siloRole: siloRoles.get(a.identityId),
    }))
    .sort(byGroupThenName)

  const columns: Column<Row>[] = [
    { key: 'name', header: 'name', sortValue: (r) => r.name, cell: (r) => r.name },
    {
      key: 'type',
      header: 'type',
      sortValue: (r) => r.identityType,
      cell: (r) => (r.identityType === 'silo_group' ? 'group' : 'user'),
    },
    { key: 'role', header: 'role', sortValue: (r) => r.roleName, cell: (r) => r.roleName },
  ]
  if (siloPolicy)
    columns.push({
      key: 'silo-role',
      header: 'silo role',
      cell: (r) => r.siloRole ?? <span className="dim">–</span>,
    })
  return (
    <Table
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      menu={(r) => (
        <CommandMenu
          label={`Actions for ${r.name}`}
          items={[
            // Only the role is left to ask for: the palette opens on it.
            { id: commands.set, args: { ...commands.args, identity: r.id }, label: 'Change role' },
            {
              id: commands.remove,
              args: { ...commands.args, identity: r.id },
              label: 'Remove role',
            },
          ]}
        />
      )}
      empty={<EmptyState title="No role assignments" />}
      footer={
        <span>
          {rows.length} {rows.length === 1 ? 'assignment' : 'assignments'}
        </span>
      }
    />
  )
}
