// System IP pools: the list, and one pool with its ranges, linked silos and utilization.
import { useParams } from 'wouter'
import {
  siloList,
  systemIpPoolList,
  systemIpPoolRangeList,
  systemIpPoolSiloList,
  systemIpPoolUtilizationView,
  systemIpPoolView,
} from '@/api/generated/operations'
import type { IpPoolRange } from '@/api/generated/schemas'
import { useApiQuery, usePageQuery, useRowQuery } from '@/api/hooks'
import { formatAddressCount } from '@/lib/format'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LoadError } from '../../ui/empty-state'
import { LinkButton } from '../../ui/link-button'
import { RelatedName } from '../../ui/related-name'
import { Skeleton } from '../../ui/skeleton'
import { RelTime } from '../../ui/units'
import { UsageBar, UsageTable } from '../shared/usage'
import { Facts } from '../../ui/facts'
import { useAfterPaint } from '../../ui/use-after-paint'
import { NetworkingTabs } from './networking-tabs'

export function IpPoolsPage() {
  return (
    <>
      <PageHeader
        title="IP pools"
        cli={['oxide system networking ip-pool list']}
        actions={
          <LinkButton href={pb.ipPoolsNew()} variant="primary">
            New IP pool
          </LinkButton>
        }
      />
      <NetworkingTabs>
        <ListTable
          main
          label="IP pools"
          endpoint={systemIpPoolList}
          params={{}}
          columns={[
            nameColumn((p) => pb.ipPool({ pool: p.name })),
            {
              key: 'version',
              header: 'version',
              sortValue: (p) => p.ipVersion,
              cell: (p) => p.ipVersion,
            },
            { key: 'type', header: 'type', cell: (p) => p.poolType },
            {
              key: 'used',
              header: 'addresses used',
              cell: (p) => <PoolUsageCell pool={p.name} />,
            },
            descriptionColumn(),
            createdColumn(),
          ]}
          menu={(p) => [
            { id: 'ip-pool.update', args: { pool: p.name }, target: p, label: 'Edit' },
            { id: 'ip-pool.delete', args: { pool: p.name }, target: p },
          ]}
          emptyTitle="No IP pools"
        />
      </NetworkingTabs>
    </>
  )
}

function PoolUtilization({ pool }: { pool: string }) {
  const { data, error } = useApiQuery(systemIpPoolUtilizationView, { path: { pool } })
  if (error) return <LoadError what="Utilization" error={error} />
  if (!data) return <Skeleton lines={2} label="Loading utilization" />
  const show = (n: number) => formatAddressCount(n, data.capacity)
  return (
    <UsageTable
      label="IP pool utilization"
      rows={[
        {
          resource: 'addresses',
          used: data.capacity - data.remaining,
          capacity: data.capacity,
          show,
        },
      ]}
    />
  )
}

/** A pool's addresses in use, in the pools list: `12 of 254` and a bar. */
function PoolUsageCell({ pool }: { pool: string }) {
  // One call per row, asked for once the rows are on screen (see useAfterPaint).
  const painted = useAfterPaint()
  const { data, error } = useRowQuery(
    systemIpPoolUtilizationView,
    painted ? { path: { pool } } : null,
  )
  if (error) return <span className="dim">unavailable</span>
  if (!data) return <span className="dim">…</span>
  const used = data.capacity - data.remaining
  return (
    <span className="pool-usage">
      <span className="num">
        {formatAddressCount(used, data.capacity)} of{' '}
        {formatAddressCount(data.capacity, data.capacity)}
      </span>{' '}
      <UsageBar used={used} capacity={data.capacity} />
    </span>
  )
}

const rangeText = (r: IpPoolRange) => ({ first: r.range.first, last: r.range.last })

export function IpPoolPage() {
  const { pool = '' } = useParams<{ pool: string }>()
  const data = usePageQuery(systemIpPoolView, { path: { pool } })
  return (
    <>
      <PageHeader
        title={`IP pool ${data.name}`}
        actions={
          <>
            <LinkButton href={pb.ipPoolRangesAdd({ pool })} variant="primary">
              Add range
            </LinkButton>
            <LinkButton href={pb.ipPoolEdit({ pool })}>Edit</LinkButton>
            <CommandButton
              id="ip-pool.delete"
              args={{ pool }}
              target={data}

              variant="danger"
            />
          </>
        }
      />
      <Facts className="facts facts-inline">
        <dt>version</dt>
        <dd>{data.ipVersion}</dd>
        <dt>type</dt>
        <dd>{data.poolType}</dd>
        <dt>description</dt>
        <dd>{data.description || '–'}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
      </Facts>
      <h2 className="section-title">utilization</h2>
      <PoolUtilization pool={pool} />
      <h2 className="section-title">ranges</h2>
      <ListTable
        label="Ranges"
        endpoint={systemIpPoolRangeList}
        params={{ path: { pool } }}
        columns={[
          { key: 'first', header: 'first', cell: (r) => rangeText(r).first },
          { key: 'last', header: 'last', cell: (r) => rangeText(r).last },
          createdColumn(),
        ]}
        menu={(r) => [{ id: 'ip-pool.range-remove', args: { pool, ...rangeText(r) }, target: r }]}
        emptyTitle="No ranges"
        emptyBody="Add a range to give the pool addresses."
      />
      <LinkedSilos pool={pool} />
    </>
  )
}

/** The silos the pool is linked to, by name, with their menus. */
function LinkedSilos({ pool }: { pool: string }) {
  // Read `data` here, in this render: SWR re-renders only for the fields a render read, and the
  // name lookups below run later, in the table's rows. Reading it there only (as before) left the
  // names unresolved for good whenever the silo list answered before the links did.
  const { data: silos, error } = useApiQuery(siloList, { query: { limit: 1000 } })
  const found = (id: string) => silos?.items.find((s) => s.id === id)?.name
  // Until the silo list has loaded, a placeholder rather than a flash of the id; a silo missing
  // from a loaded list (deleted meanwhile) shows its short id.
  const siloName = (id: string) => (
    <RelatedName name={found(id)} id={id} loading={!silos && !error} />
  )
  // Commands (and the row's name) use the silo's name once it is known; the API takes the id too.
  const siloRef = (id: string) => found(id) ?? id
  return (
    <>
      <div className="section-head">
        <h2 className="section-title">silos</h2>
        <CommandButton id="ip-pool.silo-link" args={{ pool }} label="Link silo" size="sm" />
      </div>
      <ListTable
        label="Linked silos"
        endpoint={systemIpPoolSiloList}
        params={{ path: { pool } }}
        rowKey={(l) => l.siloId}
        rowName={(l) => siloRef(l.siloId)}
        columns={[
          { key: 'silo', header: 'silo', cell: (l) => siloName(l.siloId) },
          { key: 'default', header: 'default', cell: (l) => (l.isDefault ? 'default' : '') },
        ]}
        menu={(l) => [
          {
            id: 'ip-pool.silo-make-default',
            args: { pool, silo: siloRef(l.siloId) },
            target: l,
            label: 'Make default',
          },
          {
            id: 'ip-pool.silo-unlink',
            args: { pool, silo: siloRef(l.siloId) },
            target: l,
            label: 'Unlink',
          },
        ]}
        emptyTitle="Not linked to any silo"
        emptyBody="Link a silo to let its users allocate addresses from the pool."
      />
    </>
  )
}
