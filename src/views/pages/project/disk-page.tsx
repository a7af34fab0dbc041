// One disk: its properties (state, size, where it came from, the instance it is attached to) with
// the disk table's actions as buttons, and the snapshots taken of it. It re-reads itself while
// the disk is in a transient state.
import { Link, useParams } from 'wouter'
import {
  diskView,
  imageView,
  instanceView,
  snapshotList,
  snapshotView,
} from '@/api/generated/operations'
import type { Disk, Snapshot } from '@/api/generated/schemas'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { IMPORTING_STATES } from '@/commands/project/disk-import-run'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { CommandMenu } from '../../command-menu'
import { PageHeader } from '../../layout/page-header'
import { createdColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Facts } from '../../ui/facts'
import { RelatedName } from '../../ui/related-name'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { Bytes, RelTime, ShortId } from '../../ui/units'
import { useProjectParam } from './use-project'

const BUSY = ['creating', 'attaching', 'detaching', 'finalizing', 'importing_from_bulk_writes']

/** The instance a disk is attached to (or being attached to or detached from). */
const instanceOf = (d: Disk) =>
  'instance' in d.state ? (d.state as { instance: string }).instance : undefined

function AttachedTo({ project, id }: { project: string; id: string | undefined }) {
  const { data, error } = useApiQuery(instanceView, id ? { path: { instance: id } } : null)
  if (!id) return <span className="dim">–</span>
  if (!data) return <RelatedName name={undefined} id={id} loading={!error} />
  return <Link href={pb.instanceStorage({ project, instance: data.name })}>{data.name}</Link>
}

/** The image or snapshot the disk was made from, by name (it may be gone since). */
function Source({ project, disk }: { project: string; disk: Disk }) {
  const image = useApiQuery(imageView, disk.imageId ? { path: { image: disk.imageId } } : null)
  const snapshot = useApiQuery(
    snapshotView,
    disk.snapshotId ? { path: { snapshot: disk.snapshotId } } : null,
  )
  if (disk.imageId) {
    const i = image.data
    if (!i) return <RelatedName name={undefined} id={disk.imageId} loading={!image.error} />
    const to = i.projectId
      ? pb.projectImage({ project, image: i.name })
      : pb.siloImage({ image: i.name })
    return (
      <>
        image <Link href={to}>{i.name}</Link>
      </>
    )
  }
  if (disk.snapshotId) {
    const name = snapshot.data?.name
    return (
      <>
        snapshot{' '}
        <RelatedName name={name} id={disk.snapshotId} loading={!snapshot.data && !snapshot.error} />
      </>
    )
  }
  return <span className="dim">blank</span>
}

function DiskSnapshots({ project, disk }: { project: string; disk: Disk }) {
  const { data, error } = useApiQuery(snapshotList, { query: { project, limit: 1000 } })
  if (error) return <LoadError what="Snapshots" error={error} />
  if (!data) return <Skeleton lines={2} label="Loading snapshots" />
  const rows = data.items.filter((s) => s.diskId === disk.id)
  return (
    <Table<Snapshot>
      label="Snapshots of the disk"
      rows={rows}
      rowKey={(s) => s.id}
      columns={[
        { key: 'name', header: 'name', sortValue: (s) => s.name, cell: (s) => s.name },
        {
          key: 'state',
          header: 'state',
          sortValue: (s) => s.state,
          cell: (s) => <StateBadge state={s.state} />,
        },
        {
          key: 'size',
          header: 'size',
          numeric: true,
          sortValue: (s) => s.size,
          cell: (s) => <Bytes bytes={s.size} />,
        },
        createdColumn(),
      ]}
      menu={(s) => (
        <CommandMenu
          label={`Actions for ${s.name}`}
          items={[
            { id: 'image.create', args: { project, snapshot: s.name }, target: s },
            { id: 'snapshot.delete', args: { project, snapshot: s.name }, target: s },
          ]}
        />
      )}
      empty={<EmptyState title="No snapshots of this disk" />}
      footer={
        <span>
          {rows.length} {rows.length === 1 ? 'snapshot' : 'snapshots'}
        </span>
      }
    />
  )
}

/** The disk's actions, each gated by its state (and, for detach and boot disk, its instance's). */
function DiskActions({ project, disk }: { project: string; disk: Disk }) {
  const id = instanceOf(disk)
  const { data: instance } = useApiQuery(instanceView, id ? { path: { instance: id } } : null)
  const args = { project, disk: disk.name }
  const withInstance = { ...args, instance: instance?.name }
  const pair = { disk, instance }
  return (
    <>
      {IMPORTING_STATES.includes(disk.state.state) && (
        <CommandButton id="disk.import-cancel" args={args} target={disk} />
      )}
      <CommandButton id="disk.attach" args={args} target={{ disk }} />
      <CommandButton id="disk.detach" args={withInstance} target={pair} />
      <CommandButton
        id="instance.set-boot-disk"
        args={withInstance}
        target={pair}
        label="Set as boot disk"
      />
      <CommandButton id="snapshot.create" args={args} target={disk} />
      <CommandButton id="disk.delete" args={args} target={disk} variant="danger" />
    </>
  )
}

export function DiskPage() {
  const project = useProjectParam()
  const { disk = '' } = useParams<{ disk: string }>()
  const data = usePageQuery(
    diskView,
    { path: { disk }, query: { project } },
    { moving: (d) => (BUSY.includes(d.state.state) ? d.state.state : '') },
  )
  return (
    <>
      <PageHeader
        title={`Disk ${data.name}`}
        cli={[`oxide disk view --project ${project} --disk ${data.name}`]}
        actions={<DiskActions project={project} disk={data} />}
      />
      <Facts className="facts disk-facts">
        <dt>state</dt>
        <dd>
          <StateBadge state={data.state.state} />
        </dd>
        <dt>attached to</dt>
        <dd>
          <AttachedTo project={project} id={instanceOf(data)} />
        </dd>
        <dt>size</dt>
        <dd>
          <Bytes bytes={data.size} />
        </dd>
        <dt>block size</dt>
        <dd>
          <Bytes bytes={data.blockSize} />
        </dd>
        <dt>type</dt>
        <dd>{data.diskType}</dd>
        <dt>source</dt>
        <dd>
          <Source project={project} disk={data} />
        </dd>
        <dt>read only</dt>
        <dd>{data.readOnly ? 'yes' : 'no'}</dd>
        <dt>device path</dt>
        <dd>{data.devicePath}</dd>
        <dt>description</dt>
        <dd>{data.description || <span className="dim">–</span>}</dd>
        <dt>id</dt>
        <dd>
          <ShortId id={data.id} />
        </dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
        <dt>modified</dt>
        <dd>
          <RelTime date={data.timeModified} />
        </dd>
      </Facts>
      <h2 className="section-title">snapshots</h2>
      <DiskSnapshots project={project} disk={data} />
    </>
  )
}
