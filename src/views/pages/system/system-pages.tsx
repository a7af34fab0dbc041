// System issues (hardware, instances, IP pools, silo quotas) and system utilization (silo provisioning against
// the fleet's estimated capacity, then the fleet's metrics charts).
import { useState } from 'react'
import { Link } from 'wouter'
import { physicalDiskList, siloUtilizationList, sledList } from '@/api/generated/operations'
import type { SiloUtilization } from '@/api/generated/schemas'
import { useFleetHealth } from '@/api/fleet-health'
import { useApiQuery } from '@/api/hooks'
import { capacityEstimate, GiB, TiB } from '@/lib/constants'
import { pb } from '@/lib/paths'
import { CommandMenu, type CommandMenuItem } from '../../command-menu'
import { PageHeader } from '../../layout/page-header'
import { ListTable } from '../../list/list-table'
import { StateBadge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { Bytes, RelTime, Unit } from '../../ui/units'
import { UsageTable } from '../shared/usage'
import {
  deliveryIssues,
  diskIssues,
  instanceIssues,
  poolIssues,
  siloIssues,
  sledIssues,
  type Issue,
} from './issues'
import { SystemMetrics } from './system-metrics'

/** The largest page the API serves: a rack's whole inventory fits in one. */
const ALL = { query: { limit: 1000 } }

/** Every sled and every physical disk (issues need the whole inventory, not one page). */
function useInventory() {
  const sleds = useApiQuery(sledList, ALL)
  const disks = useApiQuery(physicalDiskList, ALL)
  const error = sleds.error ?? disks.error
  const data =
    sleds.data && disks.data ? { sleds: sleds.data.items, disks: disks.data.items } : undefined
  return { data, error }
}

/** Where an issue's resource lives in the console, when the viewer can open it. */
function issueHref(i: Issue): string | undefined {
  if (i.kind === 'sled' || i.kind === 'physical disk')
    return i.sledId ? pb.sledInstances({ sledId: i.sledId }) : undefined
  if (i.kind === 'instance')
    return i.project ? pb.instance({ project: i.project, instance: i.name }) : undefined
  if (i.kind === 'ip pool') return pb.ipPool({ pool: i.name })
  if (i.kind === 'silo') return pb.silo({ silo: i.name })
  // The receiver's page with the delivery under the cursor.
  if (i.resend) return `${pb.alertReceiver({ receiver: i.resend.receiver })}?row=${i.id}`
  return undefined
}

/** The command that answers an issue, from its row menu. */
function issueMenu(i: Issue): CommandMenuItem[] {
  if (i.kind === 'instance' && i.project) {
    const args = { project: i.project, instance: i.name }
    const target = { runState: i.runState }
    return i.runState === 'failed'
      ? [{ id: 'instance.start', args, target }]
      : [{ id: 'instance.stop', args, target }]
  }
  if (i.kind === 'ip pool') return [{ id: 'ip-pool.range-add', args: { pool: i.name } }]
  if (i.kind === 'silo') return [{ id: 'silo.quotas-update', args: { silo: i.name } }]
  if (i.resend)
    return [{ id: 'alert.resend', args: i.resend, target: { state: 'failed' }, label: 'Resend' }]
  return []
}

/** Rows drawn at first: a rack in trouble can have hundreds; errors come first. */
const ISSUES_SHOWN = 100
const severityRank = (i: Issue) => (i.severity === 'error' ? 0 : 1)

export function IssuesPage() {
  const { data, error } = useInventory()
  const health = useFleetHealth()
  const [showAll, setShowAll] = useState(false)
  if (error) throw error
  const h = health.data
  const issues = [
    ...(data ? [...sledIssues(data.sleds), ...diskIssues(data.disks)] : []),
    ...(h?.instances.data ? instanceIssues(h.instances.data) : []),
    ...(h?.pools.data ? poolIssues(h.pools.data) : []),
    ...(h?.silos.data ? siloIssues(h.silos.data) : []),
    ...(h?.deliveries.data ? deliveryIssues(h.deliveries.data) : []),
  ]
  // A part that could not load says so in its own box; the rest still shows.
  const failed = h
    ? (
        [
          ['Instances', h.instances.error],
          ['IP pools', h.pools.error],
          ['Silo quotas', h.silos.error],
          ['Alert deliveries', h.deliveries.error],
        ] as const
      ).filter(([, e]) => e)
    : []
  return (
    <>
      <PageHeader title="System issues" />
      {failed.map(([what, e]) => e && <LoadError key={what} what={what} error={e} />)}
      {health.error && <LoadError what="Fleet health" error={health.error} />}
      {!data ? (
        <Skeleton label="Checking the inventory" />
      ) : (
        <Table<Issue>
          label="Issues"
          rows={
            showAll
              ? issues
              : [...issues].sort((a, b) => severityRank(a) - severityRank(b)).slice(0, ISSUES_SHOWN)
          }
          rowKey={(i) => i.key}
          columns={[
            {
              key: 'severity',
              header: 'severity',
              sortValue: (i) => i.severity,
              cell: (i) => (
                <StateBadge state={i.severity === 'error' ? 'faulted' : 'maintenance'} />
              ),
            },
            { key: 'kind', header: 'kind', sortValue: (i) => i.kind, cell: (i) => i.kind },
            {
              key: 'name',
              header: 'resource',
              sortValue: (i) => i.name,
              clip: { maxWidth: 'min(14rem, 16vw)', text: (i) => i.name },
              cell: (i) => {
                const href = issueHref(i)
                return href ? <Link href={href}>{i.name}</Link> : i.name
              },
            },
            {
              key: 'where',
              header: 'where',
              // Cut with an ellipsis, whole on hover (the cell's title).
              clip: { maxWidth: 'min(10rem, 11vw)', text: (i) => i.where ?? '' },
              cell: (i) => i.where ?? '',
            },
            {
              key: 'problem',
              header: 'problem',
              clip: { maxWidth: 'min(22rem, 19vw)', text: (i) => i.problem },
              cell: (i) => i.problem,
            },
            {
              key: 'since',
              header: 'since',
              sortValue: (i) => i.since ?? new Date(0),
              cell: (i) => (i.since ? <RelTime date={i.since} /> : ''),
            },
          ]}
          menu={(i) => {
            const items = issueMenu(i)
            return items.length ? (
              <CommandMenu label={`Actions for ${i.kind} ${i.name}`} items={items} />
            ) : null
          }}
          empty={
            <EmptyState
              title="No issues"
              body={`All ${data.sleds.length} sleds and ${data.disks.length} physical disks are in service, and no instance, IP pool or silo needs attention.`}
            />
          }
          footer={
            <span>
              {issues.length > ISSUES_SHOWN && !showAll ? (
                <>
                  {ISSUES_SHOWN} of {issues.length} issues shown, errors first{' '}
                  <Button size="sm" variant="ghost" onClick={() => setShowAll(true)}>
                    show all
                  </Button>
                </>
              ) : (
                `${issues.length} issues`
              )}
              {!h ? ' (checking instances, IP pools and silos…)' : ''}
              {h?.checked.length ? ` · checked ${h.checked.join(', ')}` : ''}
            </span>
          }
        />
      )}
    </>
  )
}

const cpus = (n: number) => <Unit value={n} unit="vCPU" />
const bytes = (n: number) => <Bytes bytes={n} />

function FleetCapacity() {
  const { data, error } = useInventory()
  const utilization = useApiQuery(siloUtilizationList, ALL)
  const silos = utilization.data?.items
  // Without the inventory or the silos' figures there is nothing to add up: say which failed.
  const failed = error ?? utilization.error
  if (failed) return <LoadError what="Fleet capacity" error={failed} />
  if (!data || !silos) return <Skeleton lines={3} label="Loading capacity" />
  const cap = capacityEstimate(data.sleds)
  const sum = (k: 'cpus' | 'memory' | 'storage') => silos.reduce((n, s) => n + s.provisioned[k], 0)
  return (
    <UsageTable
      label="Fleet capacity"
      rows={[
        { resource: 'cpu', used: sum('cpus'), capacity: cap.cpus, show: cpus },
        { resource: 'memory', used: sum('memory'), capacity: cap.memoryGiB * GiB, show: bytes },
        { resource: 'storage', used: sum('storage'), capacity: cap.diskTiB * TiB, show: bytes },
      ]}
    />
  )
}

export function SystemUtilizationPage() {
  return (
    <>
      <PageHeader title="System utilization" />
      <h2 className="section-title">provisioned / estimated capacity</h2>
      <FleetCapacity />
      <h2 className="section-title">silos: provisioned / quota</h2>
      <ListTable
        urlView
        label="Silo utilization"
        endpoint={siloUtilizationList}
        params={{}}
        rowKey={(s: SiloUtilization) => s.siloId}
        columns={[
          {
            key: 'silo',
            header: 'silo',
            sortValue: (s) => s.siloName,
            cell: (s) => <Link href={pb.silo({ silo: s.siloName })}>{s.siloName}</Link>,
          },
          {
            key: 'cpu',
            header: 'cpu',
            numeric: true,
            sortValue: (s) => s.provisioned.cpus,
            cell: (s) => `${s.provisioned.cpus} / ${s.allocated.cpus}`,
          },
          {
            key: 'memory',
            header: 'memory',
            numeric: true,
            sortValue: (s) => s.provisioned.memory,
            cell: (s) => (
              <>
                <Bytes bytes={s.provisioned.memory} /> / <Bytes bytes={s.allocated.memory} />
              </>
            ),
          },
          {
            key: 'storage',
            header: 'storage',
            numeric: true,
            sortValue: (s) => s.provisioned.storage,
            cell: (s) => (
              <>
                <Bytes bytes={s.provisioned.storage} /> / <Bytes bytes={s.allocated.storage} />
              </>
            ),
          },
        ]}
        emptyTitle="No silos"
      />
      <SystemMetrics />
    </>
  )
}
