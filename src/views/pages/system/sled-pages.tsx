// One sled: its facts and provision policy control, with tabs for the instances running on it
// and its physical disks.
import type { ReactNode } from 'react'
import { useParams } from 'wouter'
import { sledInstanceList, sledPhysicalDiskList, sledView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { ListTable } from '../../list/list-table'
import { createdColumn, nameColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import { Facts } from '../../ui/facts'
import { Tabs } from '../../ui/tabs'
import { Bytes, Unit } from '../../ui/units'
import { physicalDiskColumns, sledPolicyText } from './inventory-pages'

const useSledId = () => useParams<{ sledId: string }>().sledId ?? ''

function SledLayout({ children }: { children: ReactNode }) {
  const sledId = useSledId()
  const sled = usePageQuery(sledView, { path: { sledId } })
  return (
    <>
      <PageHeader
        title={`Sled ${sled.baseboard.serial}`}
        cli={[`oxide system hardware sled view --sled-id ${sled.id}`]}
        actions={
          <CommandButton
            id="sled.set-provision-policy"
            args={{ sled: sled.id }}
            target={sled}
            label="Set provision policy"
          />
        }
      />
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
      <Tabs
        label="Sled"
        tabs={[
          { label: 'instances', to: pb.sledInstances({ sledId }) },
          { label: 'disks', to: pb.sledDisks({ sledId }) },
        ]}
      >
        {children}
      </Tabs>
    </>
  )
}

export function SledInstancesPage() {
  const sledId = useSledId()
  return (
    <SledLayout>
      <ListTable
        urlView
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
    </SledLayout>
  )
}

export function SledDisksPage() {
  const sledId = useSledId()
  return (
    <SledLayout>
      <ListTable
        urlView
        label="Physical disks of this sled"
        endpoint={sledPhysicalDiskList}
        params={{ path: { sledId } }}
        columns={physicalDiskColumns(false)}
        emptyTitle="No physical disks in this sled"
      />
    </SledLayout>
  )
}
