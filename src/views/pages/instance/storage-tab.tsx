// Instance storage: the boot disk and the other attached disks, with attach, create-and-attach,
// detach, snapshot and set-as-boot, each gated by the instance's and the disk's state.
import { useState } from 'react'
import { instanceDiskList } from '@/api/generated/operations'
import type { Disk, Instance } from '@/api/generated/schemas'
import { CommandButton } from '../../command-button'
import type { CommandMenuItem } from '../../command-menu'
import { ListTable } from '../../list/list-table'
import { createdColumn, nameColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import { Bytes } from '../../ui/units'
import { DiskCreateAttachForm } from './disk-create-form'
import { FormButton } from './form-button'
import { InstanceLayout } from './instance-layout'
import { useInstance } from './use-instance'

export function diskMenu(project: string, instance: Instance, d: Disk): CommandMenuItem[] {
  const pair = { disk: d, instance }
  return [
    {
      id: 'instance.set-boot-disk',
      args: { project, instance: instance.name, disk: d.name },
      target: pair,
      label: 'Set as boot disk',
    },
    { id: 'snapshot.create', args: { project, disk: d.name }, target: d },
    { id: 'disk.detach', args: { project, instance: instance.name, disk: d.name }, target: pair },
  ]
}

function StorageBody() {
  const { project, instance } = useInstance()
  const [creating, setCreating] = useState(false)
  const args = { project, instance: instance.name }
  return (
    <>
      <div className="tab-actions">
        <CommandButton id="disk.attach" args={args} target={instance} label="Attach disk…" />
        <FormButton
          id="instance.disk-create"
          args={args}
          target={instance}
          onOpen={() => setCreating(true)}
        />
      </div>
      <ListTable
        label="Attached disks"
        endpoint={instanceDiskList}
        params={{ path: { instance: instance.name }, query: { project } }}
        columns={[
          nameColumn(),
          {
            key: 'boot',
            header: 'boot',
            sortValue: (d) => (d.id === instance.bootDiskId ? 0 : 1),
            cell: (d) =>
              d.id === instance.bootDiskId ? (
                <span className="boot-mark">boot</span>
              ) : (
                <span className="dim">–</span>
              ),
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
        menu={(d) => diskMenu(project, instance, d)}
        emptyTitle="No disks attached"
        emptyBody="Attach a disk while the instance is stopped."
      />
      {creating && (
        <DiskCreateAttachForm
          project={project}
          instance={instance.name}
          onDismiss={() => setCreating(false)}
        />
      )}
    </>
  )
}

export function InstanceStorageTab() {
  return (
    <InstanceLayout>
      <StorageBody />
    </InstanceLayout>
  )
}
