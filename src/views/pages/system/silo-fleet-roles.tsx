// A silo's fleet-role mappings (`mapped_fleet_roles`): users holding a silo role also get the
// fleet roles it maps to. They are set when the silo is created; the API has no operation that
// changes them. The fleet access page lists every silo's mappings beside the fleet policy.
import type { Silo } from '@/api/generated/schemas'
import { pb } from '@/lib/paths'
import { EmptyState } from '../../ui/empty-state'
import { Table } from '../../ui/table'
import { Link } from 'wouter'
import { SiloLayout, useSilo } from './silo-layout'

export type RoleMapping = { silo: string; siloRole: string; fleetRole: string }

/** One row per silo role and fleet role it grants, in the order the API gives them. */
export function roleMappings(silo: Pick<Silo, 'name' | 'mappedFleetRoles'>): RoleMapping[] {
  const mapped = silo.mappedFleetRoles ?? {}
  return Object.entries(mapped).flatMap(([siloRole, fleetRoles]) =>
    (Array.isArray(fleetRoles) ? fleetRoles : []).map((fleetRole) => ({
      silo: silo.name,
      siloRole,
      fleetRole: String(fleetRole),
    })),
  )
}

const key = (m: RoleMapping) => `${m.silo}/${m.siloRole}/${m.fleetRole}`

/** The mappings as a table; with `withSilo`, a column links each row to its silo's tab. */
export function RoleMappingTable({
  label,
  rows,
  withSilo,
  empty,
}: {
  label: string
  rows: RoleMapping[]
  withSilo?: boolean
  empty: string
}) {
  return (
    <Table<RoleMapping>
      label={label}
      rows={rows}
      rowKey={key}
      columns={[
        ...(withSilo
          ? [
              {
                key: 'silo',
                header: 'silo',
                sortValue: (m: RoleMapping) => m.silo,
                cell: (m: RoleMapping) => (
                  <Link href={pb.siloFleetRoles({ silo: m.silo })}>{m.silo}</Link>
                ),
              },
            ]
          : []),
        {
          key: 'silo-role',
          header: 'silo role',
          sortValue: (m) => m.siloRole,
          cell: (m) => `silo.${m.siloRole}`,
        },
        { key: 'arrow', header: '', cell: () => <span className="dim">→</span> },
        {
          key: 'fleet-role',
          header: 'fleet role',
          sortValue: (m) => m.fleetRole,
          cell: (m) => `fleet.${m.fleetRole}`,
        },
      ]}
      empty={<EmptyState title={empty} />}
      footer={
        <span>
          {rows.length} {rows.length === 1 ? 'mapping' : 'mappings'}
        </span>
      }
    />
  )
}

export function SiloFleetRolesTab() {
  const { data } = useSilo()
  return (
    <SiloLayout>
      <p className="dim section-note tab-note">
        Users with a silo role also get the fleet role it maps to. Mappings are set when the silo is
        created.
      </p>
      <RoleMappingTable
        label="Fleet role mappings"
        rows={roleMappings(data)}
        empty="No mappings: the silo's roles grant no fleet role"
      />
    </SiloLayout>
  )
}
