// A policy's role assignments as a table of identities (users and groups by display name),
// groups first, then by name (spec section 6). Each row's menu changes or removes that identity's
// role through the level's role commands. On a project, the table also lists those with a silo
// role, which applies to every project, with each identity's effective role and where it comes
// from.
import { groupList, userList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import {
  accessSourceLabel,
  byGroupThenName,
  projectAccess,
  roleOrder,
  type AccessSource,
  type IdentityType,
  type Policy,
  type RoleHolder,
} from '@/lib/roles'
import { CommandMenu } from '../../command-menu'
import { RelatedName } from '../../ui/related-name'
import { Table, type Column } from '../../ui/table'
import { EmptyState } from '../../ui/empty-state'

type Row = {
  id: string
  name: string
  identityType: IdentityType
  /** the role at the table's level, if the identity holds one there */
  roleName?: string
  /** a role inherited from the silo, for project policies */
  siloRole?: string
  effectiveRole: string
  from: AccessSource[]
}

/** The role commands of the policy's level and the args naming it (the project). */
export type PolicyCommands = { set: string; remove: string; args: Record<string, unknown> }

const none = <span className="dim">–</span>

// Unknown roles sort after the known ones.
const rank = (role?: string) =>
  role === undefined ? 9 : role in roleOrder ? roleOrder[role as keyof typeof roleOrder] : 8

export function PolicyTable({
  label,
  policy,
  siloPolicy,
  commands,
}: {
  label: string
  policy: Policy
  /** a project's table: lists the silo's assignments too, with the effective role */
  siloPolicy?: Policy
  commands: PolicyCommands
}) {
  const users = useApiQuery(userList, { query: { limit: 1000 } })
  const groups = useApiQuery(groupList, { query: { limit: 1000 } })
  // Read here, in this render (SWR re-renders for what a render read; the cells come later).
  const namesLoading = (!users.data && !users.error) || (!groups.data && !groups.error)
  const names = new Map<string, string>()
  for (const u of users.data?.items ?? []) names.set(u.id, u.displayName)
  for (const g of groups.data?.items ?? []) names.set(g.id, g.displayName)

  // A silo or fleet table is the same computation with no level above it.
  const rows: Row[] = projectAccess(siloPolicy ?? { roleAssignments: [] }, policy)
    .map((a) => ({
      id: a.identityId,
      // Sorted by name once names are in; until then a placeholder shows, never the id.
      name: names.get(a.identityId) ?? '',
      identityType: a.identityType,
      roleName: a.projectRole,
      siloRole: a.siloRole,
      effectiveRole: a.effectiveRole,
      from: a.from,
    }))
    .sort(byGroupThenName)
  const held = rows.filter((r) => r.roleName !== undefined).length

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: 'name',
      sortValue: (r) => r.name,
      cell: (r) => <RelatedName name={r.name || undefined} id={r.id} loading={namesLoading} />,
    },
    {
      key: 'type',
      header: 'type',
      sortValue: (r) => r.identityType,
      cell: (r) => (r.identityType === 'silo_group' ? 'group' : 'user'),
    },
  ]
  if (!siloPolicy)
    columns.push({
      key: 'role',
      header: 'role',
      sortValue: (r) => rank(r.roleName),
      cell: (r) => r.roleName,
    })
  else
    columns.push(
      {
        key: 'role',
        header: 'project role',
        sortValue: (r) => rank(r.roleName),
        cell: (r) => r.roleName ?? none,
      },
      {
        key: 'silo-role',
        header: 'silo role',
        sortValue: (r) => rank(r.siloRole),
        cell: (r) => r.siloRole ?? none,
      },
      {
        key: 'effective',
        header: 'effective role',
        sortValue: (r) => rank(r.effectiveRole),
        cell: (r) => (
          <>
            {r.effectiveRole} <span className="dim">via {accessSourceLabel(r.from)}</span>
          </>
        ),
      },
    )

  return (
    <Table
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      menu={(r) => {
        // The role as this row shows it: the command refuses if someone changed it since.
        const args = { ...commands.args, identity: r.id, expected: r.roleName ?? 'none' }
        const target: RoleHolder = { kind: 'role-holder', name: r.name || r.id, role: r.roleName }
        return (
          <CommandMenu
            label={`Actions for ${r.name || r.id}`}
            items={[
              // Only the role is left to ask for: the palette opens on it.
              { id: commands.set, args, label: r.roleName ? 'Change role' : 'Set role' },
              { id: commands.remove, args, target, label: 'Remove role' },
            ]}
          />
        )
      }}
      empty={<EmptyState title="No role assignments" />}
      footer={
        // One footer item (the footer spreads its children), the count in a span of its own.
        <span>
          <span>
            {held} {held === 1 ? 'assignment' : 'assignments'}
          </span>
          {rows.length > held && (
            <span className="dim"> · {rows.length - held} more through the silo</span>
          )}
        </span>
      }
    />
  )
}
