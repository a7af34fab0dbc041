// System subnet pools: the list (a tab of networking), and one pool with its utilization, its
// members (the blocks external subnets are allocated from) and the silos it is linked to.
import { useParams } from 'wouter'
import {
  siloList,
  systemSubnetPoolList,
  systemSubnetPoolMemberList,
  systemSubnetPoolSiloList,
  systemSubnetPoolUtilizationView,
  systemSubnetPoolView,
} from '@/api/generated/operations'
import { useApiQuery, usePageQuery, useRowQuery } from '@/api/hooks'
import { formatAddressCount } from '@/lib/format'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LoadError } from '../../ui/empty-state'
import { Facts } from '../../ui/facts'
import { LinkButton } from '../../ui/link-button'
import { RelatedName } from '../../ui/related-name'
import { Skeleton } from '../../ui/skeleton'
import { RelTime } from '../../ui/units'
import { useAfterPaint } from '../../ui/use-after-paint'
import { UsageBar, UsageTable } from '../shared/usage'
import { NetworkingTabs } from './networking-tabs'

export function SubnetPoolsPage() {
  return (
    <>
      <PageHeader
        title="Subnet pools"
        cli={['oxide system networking subnet-pool list']}
        actions={
          <LinkButton href={pb.subnetPoolsNew()} variant="primary">
            New subnet pool
          </LinkButton>
        }
      />
      <NetworkingTabs>
        <ListTable
          main
          label="Subnet pools"
          endpoint={systemSubnetPoolList}
          params={{}}
          columns={[
            nameColumn((p) => pb.subnetPool({ subnetPool: p.name })),
            {
              key: 'version',
              header: 'version',
              sortValue: (p) => p.ipVersion,
              cell: (p) => p.ipVersion,
            },
            {
              key: 'remaining',
              header: 'addresses remaining',
              cell: (p) => <RemainingCell pool={p.name} />,
            },
            descriptionColumn(),
            createdColumn(),
          ]}
          menu={(p) => [
            { id: 'subnet-pool.update', args: { pool: p.name }, target: p, label: 'Edit' },
            { id: 'subnet-pool.delete', args: { pool: p.name } },
          ]}
          emptyTitle="No subnet pools"
          emptyBody="A subnet pool holds the blocks a silo's projects allocate external subnets from."
          emptyAction={<LinkButton href={pb.subnetPoolsNew()}>New subnet pool</LinkButton>}
        />
      </NetworkingTabs>
    </>
  )
}

/** A pool's addresses not yet allocated, in the pools list: `3,840 of 4,096` and a usage bar. */
function RemainingCell({ pool }: { pool: string }) {
  // One call per row, asked for once the rows are on screen (see useAfterPaint).
  const painted = useAfterPaint()
  const { data, error } = useRowQuery(
    systemSubnetPoolUtilizationView,
    painted ? { path: { pool } } : null,
  )
  if (error) return <span className="dim">unavailable</span>
  if (!data) return <span className="dim">…</span>
  const show = (n: number) => formatAddressCount(n, data.capacity)
  return (
    <span className="pool-usage">
      <span className="num">
        {show(data.remaining)} of {show(data.capacity)}
      </span>{' '}
      <UsageBar used={data.capacity - data.remaining} capacity={data.capacity} />
    </span>
  )
}

function PoolUtilization({ pool }: { pool: string }) {
  const { data, error } = useApiQuery(systemSubnetPoolUtilizationView, { path: { pool } })
  if (error) return <LoadError what="Utilization" error={error} />
  if (!data) return <Skeleton lines={2} label="Loading utilization" />
  return (
    <UsageTable
      label="Subnet pool utilization"
      rows={[
        {
          resource: 'addresses',
          used: data.capacity - data.remaining,
          capacity: data.capacity,
          show: (n) => formatAddressCount(n, data.capacity),
        },
      ]}
    />
  )
}

export function SubnetPoolPage() {
  const { subnetPool: pool = '' } = useParams<{ subnetPool: string }>()
  const data = usePageQuery(systemSubnetPoolView, { path: { pool } })
  // The delete needs an empty pool: one member read says whether it is.
  const members = useApiQuery(systemSubnetPoolMemberList, { path: { pool }, query: { limit: 1 } })
  const memberCount = members.data?.items.length
  return (
    <>
      <PageHeader
        title={`Subnet pool ${data.name}`}
        cli={[`oxide system networking subnet-pool view --pool ${pool}`]}
        actions={
          <>
            <LinkButton href={pb.subnetPoolMembersNew({ subnetPool: pool })} variant="primary">
              Add member
            </LinkButton>
            <LinkButton href={pb.subnetPoolEdit({ subnetPool: pool })}>Edit</LinkButton>
            <CommandButton
              id="subnet-pool.delete"
              args={{ pool }}
              target={memberCount === undefined ? undefined : { memberCount }}
              variant="danger"
            />
          </>
        }
      />
      <Facts className="facts facts-inline">
        <dt>version</dt>
        <dd>{data.ipVersion}</dd>
        <dt>description</dt>
        <dd>{data.description || '–'}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
      </Facts>
      <h2 className="section-title">utilization</h2>
      <PoolUtilization pool={pool} />
      <h2 className="section-title">members</h2>
      <ListTable
        label="Members"
        endpoint={systemSubnetPoolMemberList}
        params={{ path: { pool } }}
        rowName={(m) => m.subnet}
        columns={[
          { key: 'subnet', header: 'subnet', sortValue: (m) => m.subnet, cell: (m) => m.subnet },
          {
            key: 'min',
            header: 'min prefix',
            numeric: true,
            sortValue: (m) => m.minPrefixLength,
            cell: (m) => `/${m.minPrefixLength}`,
          },
          {
            key: 'max',
            header: 'max prefix',
            numeric: true,
            sortValue: (m) => m.maxPrefixLength,
            cell: (m) => `/${m.maxPrefixLength}`,
          },
          createdColumn(),
        ]}
        menu={(m) => [
          { id: 'subnet-pool.member-remove', args: { pool, subnet: m.subnet }, target: m },
        ]}
        emptyTitle="No members"
        emptyBody="Add a member (a block such as 198.18.0.0/16) to allocate external subnets from."
      />
      <LinkedSilos pool={pool} />
    </>
  )
}

/** The silos the pool is linked to, by name, with their menus. */
function LinkedSilos({ pool }: { pool: string }) {
  // Read here, in this render: SWR re-renders only for what a render read (see ip-pool-pages).
  const { data: silos, error } = useApiQuery(siloList, { query: { limit: 1000 } })
  const found = (id: string) => silos?.items.find((s) => s.id === id)?.name
  const siloName = (id: string) => (
    <RelatedName name={found(id)} id={id} loading={!silos && !error} />
  )
  const siloRef = (id: string) => found(id) ?? id
  return (
    <>
      <div className="section-head">
        <h2 className="section-title">silos</h2>
        <CommandButton id="subnet-pool.silo-link" args={{ pool }} label="Link silo" size="sm" />
      </div>
      <ListTable
        label="Linked silos"
        endpoint={systemSubnetPoolSiloList}
        params={{ path: { pool } }}
        rowKey={(l) => l.siloId}
        rowName={(l) => siloRef(l.siloId)}
        columns={[
          { key: 'silo', header: 'silo', cell: (l) => siloName(l.siloId) },
          { key: 'default', header: 'default', cell: (l) => (l.isDefault ? 'default' : '') },
        ]}
        menu={(l) => {
          const args = { pool, silo: siloRef(l.siloId) }
          return [
            l.isDefault
              ? {
                  id: 'subnet-pool.silo-clear-default',
                  args,
                  target: l,
                  label: 'Clear default',
                }
              : { id: 'subnet-pool.silo-make-default', args, target: l, label: 'Make default' },
            { id: 'subnet-pool.silo-unlink', args, target: l, label: 'Unlink' },
          ]
        }}
        emptyTitle="Not linked to any silo"
        emptyBody="Link a silo to let its projects allocate external subnets from the pool."
      />
    </>
  )
}
