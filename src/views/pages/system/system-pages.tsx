// System issues (from the hardware inventory) and system utilization (silo provisioning against
// the fleet's estimated capacity, then the fleet's metrics charts).
import { Link } from 'wouter'
import { physicalDiskList, siloUtilizationList, sledList } from '@/api/generated/operations'
import type { SiloUtilization } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { capacityEstimate, GiB, TiB } from '@/lib/constants'
import { pb } from '@/lib/paths'
import { PageHeader } from '../../layout/page-header'
import { ListTable } from '../../list/list-table'
import { StateBadge } from '../../ui/badge'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { Bytes, RelTime, Unit } from '../../ui/units'
import { UsageTable } from '../shared/usage'
import { diskIssues, sledIssues, type Issue } from './issues'
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

export function IssuesPage() {
  const { data, error } = useInventory()
  if (error) throw error
  const issues = data ? [...sledIssues(data.sleds), ...diskIssues(data.disks)] : []
  return (
    <>
      <PageHeader title="System issues" />
      {!data ? (
        <Skeleton label="Checking the inventory" />
      ) : (
        <Table<Issue>
          label="Issues"
          rows={issues}
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
              header: 'hardware',
              cell: (i) =>
                i.sledId ? (
                  <Link href={pb.sledInstances({ sledId: i.sledId })}>{i.name}</Link>
                ) : (
                  i.name
                ),
            },
            { key: 'problem', header: 'problem', cell: (i) => i.problem },
            {
              key: 'since',
              header: 'since',
              sortValue: (i) => i.since,
              cell: (i) => <RelTime date={i.since} />,
            },
          ]}
          empty={
            <EmptyState
              title="No issues"
              body={`All ${data.sleds.length} sleds and ${data.disks.length} physical disks are in service.`}
            />
          }
          footer={<span>{issues.length} issues</span>}
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
