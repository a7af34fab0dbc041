// The instance list's columns and row menu.
import { isBusy } from '@/api/capabilities'
import type { Instance } from '@/api/generated/schemas'
import { pb } from '@/lib/paths'
import type { CommandMenuItem } from '../../command-menu'
import { createdColumn, nameColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import type { Column } from '../../ui/table'
import { Bytes, Unit } from '../../ui/units'

export const anyBusy = (rows: Instance[]) => rows.some((i) => isBusy(i.runState))

export function instanceColumns(project: string): Column<Instance>[] {
  return [
    nameColumn((i) => pb.instance({ project, instance: i.name })),
    {
      key: 'state',
      header: 'state',
      sortValue: (i) => i.runState,
      cell: (i) => <StateBadge state={i.runState} />,
    },
    {
      key: 'cpu',
      header: 'cpu',
      numeric: true,
      sortValue: (i) => i.ncpus,
      cell: (i) => <Unit value={i.ncpus} unit="vCPU" />,
    },
    {
      key: 'memory',
      header: 'memory',
      numeric: true,
      sortValue: (i) => i.memory,
      cell: (i) => <Bytes bytes={i.memory} />,
    },
    {
      key: 'hostname',
      header: 'hostname',
      cell: (i) => <span className="muted">{i.hostname}</span>,
    },
    createdColumn(),
  ]
}

export function instanceMenu(project: string, i: Instance): CommandMenuItem[] {
  const args = { project, instance: i.name }
  return [
    { id: 'instance.start', args, target: i },
    { id: 'instance.stop', args, target: i },
    { id: 'instance.reboot', args, target: i },
    { id: 'nav.serial-console', args, label: 'Open serial console' },
    { id: 'instance.delete', args, target: i },
  ]
}
