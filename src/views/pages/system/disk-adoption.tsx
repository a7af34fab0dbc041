// The inventory's disks waiting for adoption: disks a sled reports that the control plane has
// not adopted, and adoption requests for disks no sled reports yet. Each row's menu enables or
// disables adoption; while an enabled one waits to be adopted the section re-reads itself.
import { Link } from 'wouter'
import {
  physicalDiskListAdoptionRequests,
  physicalDiskListUnadopted,
} from '@/api/generated/operations'
import type { PhysicalDiskAdoptionRequest, UnadoptedPhysicalDisk } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandMenu } from '../../command-menu'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { RelTime } from '../../ui/units'

type Row = {
  serial: string
  vendor: string
  model: string
  disk?: UnadoptedPhysicalDisk
  request?: PhysicalDiskAdoptionRequest
  /** what the adoption commands read */
  adoptionRequested: boolean
}

function rowsOf(disks: UnadoptedPhysicalDisk[], requests: PhysicalDiskAdoptionRequest[]): Row[] {
  const bySerial = new Map(requests.map((r) => [r.diskId.serial, r]))
  const present = disks.map((d) => {
    const request = bySerial.get(d.diskId.serial)
    return { ...d.diskId, disk: d, request, adoptionRequested: request !== undefined }
  })
  const seen = new Set(disks.map((d) => d.diskId.serial))
  const waiting = requests
    .filter((r) => !seen.has(r.diskId.serial))
    .map((r) => ({ ...r.diskId, request: r, adoptionRequested: true }))
  return [...present, ...waiting]
}

export function DisksWaitingForAdoption() {
  // Something is about to change while an enabled disk waits for the control plane: read again
  // fast for a while after a request appears, then slowly.
  const waiting = (d: { items: PhysicalDiskAdoptionRequest[] }) =>
    d.items.map((r) => r.diskId.serial).join(',')
  const requests = useApiQuery(
    physicalDiskListAdoptionRequests,
    { query: { limit: 1000 } },
    { moving: waiting },
  )
  const pending = requests.data ? waiting(requests.data) : ''
  const disks = useApiQuery(
    physicalDiskListUnadopted,
    { query: { limit: 1000 } },
    { moving: () => pending },
  )
  const error = disks.error ?? requests.error
  if (error) return <LoadError what="Disks waiting for adoption" error={error} />
  if (!disks.data || !requests.data)
    return <Skeleton lines={2} label="Loading disks waiting for adoption" />
  const rows = rowsOf(disks.data.items, requests.data.items)
  return (
    <Table<Row>
      label="Disks waiting for adoption"
      rows={rows}
      rowKey={(r) => r.serial}
      columns={[
        { key: 'serial', header: 'serial', sortValue: (r) => r.serial, cell: (r) => r.serial },
        { key: 'model', header: 'model', cell: (r) => r.model },
        { key: 'vendor', header: 'vendor', cell: (r) => <span className="muted">{r.vendor}</span> },
        { key: 'form', header: 'form factor', cell: (r) => r.disk?.variant ?? '–' },
        {
          key: 'sled',
          header: 'sled',
          cell: (r) =>
            r.disk ? (
              <>
                <Link href={pb.sledDisks({ sledId: r.disk.sledId })}>
                  {r.disk.sledId.slice(0, 8)}
                </Link>{' '}
                <span className="dim">slot {r.disk.slot}</span>
              </>
            ) : (
              <span className="dim">not reported by any sled</span>
            ),
        },
        {
          key: 'adoption',
          header: 'adoption',
          cell: (r) =>
            r.request ? (
              <>
                enabled <RelTime date={r.request.timeCreated} />
              </>
            ) : (
              <span className="dim">not enabled</span>
            ),
        },
      ]}
      menu={(r) => (
        <CommandMenu
          label={`Actions for ${r.serial}`}
          items={[
            {
              id: 'physical-disk.enable-adoption',
              args: { serial: r.serial, vendor: r.vendor, model: r.model },
              target: r,
              label: 'Enable adoption',
            },
            {
              id: 'physical-disk.disable-adoption',
              args: r.request ? { request: r.request.id } : {},
              target: r,
              label: 'Disable adoption',
            },
          ]}
        />
      )}
      empty={
        <EmptyState
          title="No disk is waiting for adoption"
          body="A disk inserted in a sled shows here until the control plane adopts it."
        />
      }
      footer={
        <span>
          {rows.length} {rows.length === 1 ? 'disk' : 'disks'}
        </span>
      }
    />
  )
}
