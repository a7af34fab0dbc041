// The silo's tabs: identity providers, linked IP pools, subnet pools, quotas, users and groups.
// SCIM tokens and fleet roles have files of their own (silo-scim.tsx, silo-fleet-roles.tsx).
import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import {
  currentUserView,
  groupList,
  siloIdentityProviderList,
  siloIpPoolList,
  siloQuotasView,
  siloUserList,
  siloUtilizationView,
} from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LoadError } from '../../ui/empty-state'
import { LinkButton } from '../../ui/link-button'
import { Skeleton } from '../../ui/skeleton'
import { Bytes, ShortId, Unit } from '../../ui/units'
import { UsageTable } from '../shared/usage'
import { SiloLayout, useSilo, useSiloParam } from './silo-layout'

export { SiloScimTab } from './silo-scim'
export { SiloFleetRolesTab } from './silo-fleet-roles'

export function SiloIdpsTab() {
  const silo = useSiloParam()
  return (
    <SiloLayout
      actions={
        <LinkButton href={pb.siloIdpsNew({ silo })} variant="primary">
          New identity provider
        </LinkButton>
      }
    >
      <ListTable
        urlView
        label="Identity providers"
        endpoint={siloIdentityProviderList}
        params={{ query: { silo } }}
        columns={[
          {
            key: 'name',
            header: 'name',
            sortValue: (p) => p.name,
            cell: (p) =>
              p.providerType === 'saml' ? (
                <Link href={pb.siloIdp({ silo, provider: p.name })}>{p.name}</Link>
              ) : (
                p.name
              ),
          },
          { key: 'type', header: 'type', cell: (p) => p.providerType },
          descriptionColumn(),
          createdColumn(),
        ]}
        emptyTitle="No identity providers"
        emptyBody="Users of a silo without one sign in as local users."
      />
    </SiloLayout>
  )
}

export function SiloIpPoolsTab() {
  const silo = useSiloParam()
  return (
    <SiloLayout
      actions={
        <CommandButton
          id="ip-pool.silo-link"
          args={{ silo }}
          label="Link IP pool"
          variant="primary"
        />
      }
    >
      <ListTable
        urlView
        label="Silo IP pools"
        endpoint={siloIpPoolList}
        params={{ path: { silo } }}
        columns={[
          nameColumn((p) => pb.ipPool({ pool: p.name })),
          { key: 'default', header: 'default', cell: (p) => (p.isDefault ? 'default' : '') },
          { key: 'version', header: 'version', cell: (p) => p.ipVersion },
          { key: 'type', header: 'type', cell: (p) => p.poolType },
          descriptionColumn(),
        ]}
        menu={(p) => [
          {
            id: 'ip-pool.silo-make-default',
            args: { pool: p.name, silo },
            target: p,
            label: 'Make default',
          },
          { id: 'ip-pool.silo-unlink', args: { pool: p.name, silo }, target: p, label: 'Unlink' },
        ]}
        emptyTitle="No IP pools linked"
        emptyBody="Link an IP pool to let the silo's users allocate external addresses."
      />
    </SiloLayout>
  )
}

// The subnet pools section is a module of its own, loaded with the tab.
const SiloSubnetPools = lazy(async () => ({
  default: (await import('./silo-subnet-pools')).SiloSubnetPools,
}))

export function SiloSubnetPoolsTab() {
  const silo = useSiloParam()
  return (
    <SiloLayout
      actions={
        <CommandButton
          id="subnet-pool.silo-link"
          args={{ silo }}
          label="Link subnet pool"
          variant="primary"
        />
      }
    >
      <Suspense fallback={<Skeleton lines={4} label="Loading subnet pools" />}>
        <SiloSubnetPools silo={silo} main />
      </Suspense>
    </SiloLayout>
  )
}

const cpus = (n: number) => <Unit value={n} unit="vCPU" />
const bytes = (n: number) => <Bytes bytes={n} />

function SiloQuotas({ silo }: { silo: string }) {
  const quotas = useApiQuery(siloQuotasView, { path: { silo } })
  const usage = useApiQuery(siloUtilizationView, { path: { silo } })
  if (quotas.error) return <LoadError what="Quotas" error={quotas.error} />
  if (!quotas.data) return <Skeleton lines={3} label="Loading quotas" />
  const q = quotas.data
  const used = usage.data?.provisioned ?? { cpus: 0, memory: 0, storage: 0 }
  return (
    <UsageTable
      label="Quotas"
      rows={[
        { resource: 'cpu', used: used.cpus, capacity: q.cpus, show: cpus },
        { resource: 'memory', used: used.memory, capacity: q.memory, show: bytes },
        { resource: 'storage', used: used.storage, capacity: q.storage, show: bytes },
      ]}
    />
  )
}

export function SiloQuotasTab() {
  const silo = useSiloParam()
  return (
    <SiloLayout
      actions={
        <CommandButton
          id="silo.quotas-update"
          args={{ silo }}
          label="Edit quotas"
          variant="primary"
        />
      }
    >
      <SiloQuotas silo={silo} />
    </SiloLayout>
  )
}

export function SiloUsersTab() {
  const silo = useSiloParam()
  return (
    <SiloLayout>
      <ListTable
        urlView
        label="Silo users"
        endpoint={siloUserList}
        params={{ query: { silo } }}
        rowKey={(u) => u.id}
        rowName={(u) => u.displayName}
        columns={[
          {
            key: 'name',
            header: 'name',
            sortValue: (u) => u.displayName,
            cell: (u) => u.displayName,
          },
          { key: 'id', header: 'id', cell: (u) => <ShortId id={u.id} /> },
          createdColumn(),
        ]}
        emptyTitle="No users"
        emptyBody="Users appear when they first sign in (or when the identity provider provisions them)."
      />
    </SiloLayout>
  )
}

/**
 * The silo's groups. The API lists groups only within the viewer's own silo, so another silo's
 * tab says so instead of showing none.
 */
export function SiloGroupsTab() {
  return (
    <SiloLayout>
      <SiloGroups />
    </SiloLayout>
  )
}

function SiloGroups() {
  const { silo, data } = useSilo()
  const me = useApiQuery(currentUserView, {})
  if (me.error) return <LoadError what="Groups" error={me.error} />
  if (!me.data) return <Skeleton lines={2} label="Loading groups" />
  if (me.data.siloId !== data.id)
    return (
      <p className="dim section-note tab-note">
        The API lists a silo&apos;s groups only to its own users; sign in to {silo} to see them.
      </p>
    )
  return (
    <ListTable
      urlView
      label="Silo groups"
      endpoint={groupList}
      params={{}}
      rowKey={(g) => g.id}
      rowName={(g) => g.displayName}
      columns={[
        {
          key: 'name',
          header: 'name',
          sortValue: (g) => g.displayName,
          cell: (g) => g.displayName,
        },
        { key: 'id', header: 'id', cell: (g) => <ShortId id={g.id} /> },
        createdColumn(),
      ]}
      emptyTitle="No groups"
    />
  )
}
