// The instance list's columns and row menu.
import { isBusy } from '@/api/capabilities'
import { instanceExternalIpList } from '@/api/generated/operations'
import type { Instance } from '@/api/generated/schemas'
import { useRowQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import type { CommandMenuItem } from '../../command-menu'
import { createdColumn, nameColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import type { Column } from '../../ui/table'
import { Bytes, Unit } from '../../ui/units'
import type { Names } from '../shared/use-names'
import { RelatedName } from '../../ui/related-name'
import { useAfterPaint } from '../../ui/use-after-paint'

/** An instance's transient state (starting, stopping...): the list reads it again meanwhile. */
export const movingInstance = (i: Instance) => isBusy(i.runState) && i.runState

/** The instance's ephemeral and floating addresses (SNAT ones carry no inbound traffic). */
function InstanceIps({ project, instance }: { project: string; instance: string }) {
  // One call per row: asked for once the rows are on screen (see useAfterPaint), a few at a
  // time (useRowQuery).
  const painted = useAfterPaint()
  const { data } = useRowQuery(
    instanceExternalIpList,
    painted ? { path: { instance }, query: { project } } : null,
  )
  if (!data) return <span className="dim">…</span>
  const ips = data.items.filter((ip) => ip.kind !== 'snat')
  if (ips.length === 0) return <span className="dim">–</span>
  return (
    <span title={ips.map((ip) => `${ip.ip} (${ip.kind})`).join('\n')}>
      {ips[0]?.ip}
      {ips.length > 1 && <span className="dim"> +{ips.length - 1}</span>}
    </span>
  )
}

export function instanceColumns(project: string, diskNames: Names): Column<Instance>[] {
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
      key: 'boot',
      header: 'boot disk',
      sortValue: (i) => (i.bootDiskId ? (diskNames.get(i.bootDiskId) ?? '') : ''),
      cell: (i) =>
        i.bootDiskId ? (
          <span className="muted">
            <RelatedName
              name={diskNames.get(i.bootDiskId)}
              id={i.bootDiskId}
              loading={diskNames.loading}
            />
          </span>
        ) : (
          <span className="dim">–</span>
        ),
    },
    {
      key: 'ips',
      header: 'external ip',
      cell: (i) => <InstanceIps project={project} instance={i.name} />,
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
    { id: 'nav.serial-console', args, target: i, label: 'Open serial console' },
    { id: 'instance.open-consoles', args, target: i },
    { id: 'instance.delete', args, target: i },
  ]
}
