// Inventory: sleds and physical disks (tabs), and the instances running on one sled.
import type { ReactNode } from 'react'
import { Link, useParams } from 'wouter'
import { physicalDiskList, sledInstanceList, sledList, sledView } from '@/api/generated/operations'
import type { PhysicalDisk, Sled } from '@/api/generated/schemas'
import { usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { PageHeader } from '../../layout/page-header'
import { ListTable } from '../../list/list-table'
import { createdColumn, nameColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import { Tabs } from '../../ui/tabs'
import { Bytes, ShortId, Unit } from '../../ui/units'
import { Facts } from '../../ui/facts'

/** `in_service`, `in_service (non_provisionable)`, `expunged`. */
export const sledPolicyText = (s: Sled) =>
  s.policy.kind === 'in_service' && s.policy.provisionPolicy !== 'provisionable'
    ? `in_service (${s.policy.provisionPolicy})`
    : s.policy.kind

function InventoryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Inventory" />
      <Tabs
        label="Inventory"
        tabs={[
          { label: 'sleds', to: pb.sleds() },
          { label: 'disks', to: pb.physicalDisks() },
        ]}
      >
        {children}
      </Tabs>
    </>
  )
}

export function SledsPage() {
  return (
    <InventoryLayout>
      <ListTable
        label="Sleds"
        endpoint={sledList}
        params={{}}
        columns={[
          {
            key: 'id',
            header: 'id',
            cell: (s: Sled) => (
              <Link href={pb.sledInstances({ sledId: s.id })}>{s.id.slice(0, 8)}</Link>
            ),
          },
          {
            key: 'serial',
            header: 'serial',
            sortValue: (s) => s.baseboard.serial,
            cell: (s) => s.baseboard.serial,
          },
          {
            key: 'part',
            header: 'part',
            cell: (s) => <span className="muted">{s.baseboard.part}</span>,
          },
          {
            key: 'slot',
            header: 'slot',
            numeric: true,
            sortValue: (s) => s.slot,
            cell: (s) => s.slot ?? '–',
          },
          {
            key: 'state',
            header: 'state',
            sortValue: (s) => s.state,
            cell: (s) => <StateBadge state={s.state} />,
          },
          { key: 'policy', header: 'policy', cell: (s) => sledPolicyText(s) },
          {
            key: 'threads',
            header: 'threads',
            numeric: true,
            sortValue: (s) => s.usableHardwareThreads,
            cell: (s) => <Unit value={s.usableHardwareThreads} unit="thr" />,
          },
          {
            key: 'ram',
            header: 'ram',
            numeric: true,
            sortValue: (s) => s.usablePhysicalRam,
            cell: (s) => <Bytes bytes={s.usablePhysicalRam} />,
          },
        ]}
        emptyTitle="No sleds"
      />
    </InventoryLayout>
  )
}

export function PhysicalDisksPage() {
  return (
    <InventoryLayout>
      <ListTable
        label="Physical disks"
        endpoint={physicalDiskList}
        params={{}}
        columns={[
          { key: 'id', header: 'id', cell: (d: PhysicalDisk) => <ShortId id={d.id} /> },
          { key: 'model', header: 'model', sortValue: (d) => d.model, cell: (d) => d.model },
          { key: 'serial', header: 'serial', cell: (d) => d.serial },
          {
            key: 'vendor',
            header: 'vendor',
            cell: (d) => <span className="muted">{d.vendor}</span>,
          },
          { key: 'form', header: 'form factor', cell: (d) => d.formFactor },
          {
            key: 'sled',
            header: 'sled',
            cell: (d) =>
              d.sledId ? (
                <Link href={pb.sledInstances({ sledId: d.sledId })}>{d.sledId.slice(0, 8)}</Link>
              ) : (
                '–'
              ),
          },
          { key: 'policy', header: 'policy', cell: (d) => d.policy.kind },
          {
            key: 'state',
            header: 'state',
            sortValue: (d) => d.state,
            cell: (d) => <StateBadge state={d.state} />,
          },
        ]}
        emptyTitle="No physical disks"
      />
    </InventoryLayout>
  )
}

export function SledInstancesPage() {
  const { sledId = '' } = useParams<{ sledId: string }>()
  const sled = usePageQuery(sledView, { path: { sledId } })
  return (
    <>
      <PageHeader title={`Sled ${sled.baseboard.serial}`} />
      <Facts className="facts facts-inline">
        <dt>serial</dt>
        <dd>{sled.baseboard.serial}</dd>
        <dt>state</dt>
        <dd>
          <StateBadge state={sled.state} />
        </dd>
        <dt>policy</dt>
        <dd>{sledPolicyText(sled)}</dd>
        <dt>threads</dt>
        <dd>{sled.usableHardwareThreads}</dd>
        <dt>ram</dt>
        <dd>
          <Bytes bytes={sled.usablePhysicalRam} />
        </dd>
      </Facts>
      <Tabs label="Sled" tabs={[{ label: 'instances', to: pb.sledInstances({ sledId }) }]}>
        <ListTable
          label="Instances on this sled"
          endpoint={sledInstanceList}
          params={{ path: { sledId } }}
          columns={[
            nameColumn(),
            {
              key: 'project',
              header: 'project',
              sortValue: (i) => i.projectName,
              cell: (i) => i.projectName,
            },
            { key: 'silo', header: 'silo', sortValue: (i) => i.siloName, cell: (i) => i.siloName },
            {
              key: 'state',
              header: 'state',
              sortValue: (i) => i.state,
              cell: (i) => <StateBadge state={i.state} />,
            },
            {
              key: 'cpu',
              header: 'cpu',
              numeric: true,
              cell: (i) => <Unit value={i.ncpus} unit="vCPU" />,
            },
            {
              key: 'memory',
              header: 'memory',
              numeric: true,
              cell: (i) => <Bytes bytes={i.memory} />,
            },
            createdColumn(),
          ]}
          emptyTitle="No instances on this sled"
        />
      </Tabs>
    </>
  )
}
