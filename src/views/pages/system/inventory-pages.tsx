// Inventory: sleds, physical disks, racks and switches (tabs). One sled's own pages are in sled-pages.tsx.
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { physicalDiskList, rackList, sledList, switchList } from '@/api/generated/operations'
import type { PhysicalDisk, Rack, Sled, Switch } from '@/api/generated/schemas'
import { pb } from '@/lib/paths'
import { PageHeader } from '../../layout/page-header'
import { createdColumn } from '../../list/columns'
import { ListTable } from '../../list/list-table'
import type { Column } from '../../ui/table'
import { StateBadge } from '../../ui/badge'
import { Tabs } from '../../ui/tabs'
import { Bytes, ShortId, Unit } from '../../ui/units'
import { DisksWaitingForAdoption } from './disk-adoption'

/** `in_service`, `in_service (non_provisionable)`, `expunged`. */
export const sledPolicyText = (s: Sled) =>
  s.policy.kind === 'in_service' && s.policy.provisionPolicy !== 'provisionable'
    ? `in_service (${s.policy.provisionPolicy})`
    : s.policy.kind

/** The serial and part number printed on a sled's or a switch's board. */
function baseboardColumns<
  T extends { baseboard: { serial: string; part: string } },
>(): Column<T>[] {
  return [
    {
      key: 'serial',
      header: 'serial',
      sortValue: (r) => r.baseboard.serial,
      cell: (r) => r.baseboard.serial,
    },
    { key: 'part', header: 'part', cell: (r) => <span className="muted">{r.baseboard.part}</span> },
  ]
}

function InventoryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Inventory" />
      <Tabs
        label="Inventory"
        tabs={[
          { label: 'sleds', to: pb.sleds() },
          { label: 'disks', to: pb.physicalDisks() },
          { label: 'racks', to: pb.racks() },
          { label: 'switches', to: pb.switches() },
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
        urlView
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
          ...baseboardColumns<Sled>(),
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
        menu={(s) => [
          { id: 'nav.system-sled', args: { sledId: s.id }, label: 'Open' },
          {
            id: 'sled.set-provision-policy',
            args: { sled: s.id },
            target: s,
            label: 'Set provision policy',
          },
        ]}
        emptyTitle="No sleds"
      />
    </InventoryLayout>
  )
}

/**
 * The physical disk table's columns, shared by the fleet's disks and one sled's disks (where the
 * sled column would only repeat the page's sled).
 */
export function physicalDiskColumns(withSled: boolean): Column<PhysicalDisk>[] {
  return [
    { key: 'id', header: 'id', cell: (d) => <ShortId id={d.id} /> },
    { key: 'model', header: 'model', sortValue: (d) => d.model, cell: (d) => d.model },
    { key: 'serial', header: 'serial', cell: (d) => d.serial },
    {
      key: 'vendor',
      header: 'vendor',
      cell: (d) => <span className="muted">{d.vendor}</span>,
    },
    { key: 'form', header: 'form factor', cell: (d) => d.formFactor },
    ...(withSled
      ? [
          {
            key: 'sled',
            header: 'sled',
            cell: (d: PhysicalDisk) =>
              d.sledId ? (
                <Link href={pb.sledInstances({ sledId: d.sledId })}>{d.sledId.slice(0, 8)}</Link>
              ) : (
                '–'
              ),
          },
        ]
      : []),
    { key: 'policy', header: 'policy', cell: (d) => d.policy.kind },
    {
      key: 'state',
      header: 'state',
      sortValue: (d) => d.state,
      cell: (d) => <StateBadge state={d.state} />,
    },
  ]
}

export function PhysicalDisksPage() {
  return (
    <InventoryLayout>
      <h2 className="section-title">waiting for adoption</h2>
      <DisksWaitingForAdoption />
      <h2 className="section-title">adopted</h2>
      <ListTable
        main
        label="Physical disks"
        endpoint={physicalDiskList}
        params={{}}
        columns={physicalDiskColumns(true)}
        emptyTitle="No physical disks"
      />
    </InventoryLayout>
  )
}

export function RacksPage() {
  return (
    <InventoryLayout>
      <ListTable
        urlView
        label="Racks"
        endpoint={rackList}
        params={{}}
        columns={[
          { key: 'id', header: 'id', cell: (r: Rack) => <span className="num">{r.id}</span> },
          createdColumn<Rack>(),
        ]}
        emptyTitle="No racks"
      />
    </InventoryLayout>
  )
}

export function SwitchesPage() {
  return (
    <InventoryLayout>
      <ListTable
        urlView
        label="Switches"
        endpoint={switchList}
        params={{}}
        columns={[
          { key: 'id', header: 'id', cell: (s: Switch) => <ShortId id={s.id} /> },
          ...baseboardColumns<Switch>(),
          { key: 'revision', header: 'revision', numeric: true, cell: (s) => s.baseboard.revision },
          { key: 'rack', header: 'rack', cell: (s) => <ShortId id={s.rackId} /> },
          createdColumn<Switch>(),
        ]}
        emptyTitle="No switches"
      />
    </InventoryLayout>
  )
}
