// Instance storage: the attached disks, the boot disk marked.
import { instanceDiskList } from '@/api/generated/operations'
import { ListTable } from '../../list/list-table'
import { createdColumn, nameColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import { Bytes } from '../../ui/units'
import { InstanceLayout } from './instance-layout'
import { useInstance } from './use-instance'

function StorageBody() {
  const { project, instance } = useInstance()
  return (
    <ListTable
      label="Attached disks"
      endpoint={instanceDiskList}
      params={{ path: { instance: instance.name }, query: { project } }}
      columns={[
        nameColumn(),
        {
          key: 'boot',
          header: 'boot',
          cell: (d) => (d.id === instance.bootDiskId ? 'boot' : <span className="dim">–</span>),
        },
        {
          key: 'state',
          header: 'state',
          sortValue: (d) => d.state.state,
          cell: (d) => <StateBadge state={d.state.state} />,
        },
        {
          key: 'size',
          header: 'size',
          numeric: true,
          sortValue: (d) => d.size,
          cell: (d) => <Bytes bytes={d.size} />,
        },
        {
          key: 'device',
          header: 'device',
          cell: (d) => <span className="muted">{d.devicePath}</span>,
        },
        createdColumn(),
      ]}
      menu={(d) => [
        { id: 'snapshot.create', args: { project, disk: d.name }, target: d },
        { id: 'disk.delete', args: { project, disk: d.name }, target: d },
      ]}
      emptyTitle="No disks attached"
      emptyBody="Attach a disk while the instance is stopped."
    />
  )
}

export function InstanceStorageTab() {
  return (
    <InstanceLayout>
      <StorageBody />
    </InstanceLayout>
  )
}
