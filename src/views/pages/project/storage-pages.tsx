// Project storage lists: disks, snapshots, images.
import { diskList, imageList, instanceList, snapshotList } from '@/api/generated/operations'
import type { Disk, Instance, Snapshot } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import type { CommandMenuItem } from '../../command-menu'
import { pb } from '@/lib/paths'
import { diskImportFormPath } from '@/commands/project/disk-import'
import { IMPORTING_STATES } from '@/commands/project/disk-import-run'
import { Link } from 'wouter'
import { diskImportsAtom, dismissImportAtom, importKey } from '@/state/disk-import'
import { useAtomValue, useSetAtom } from '@/state/store'
import { Button } from '../../ui/button'
import { ImportProgressBar } from '../../forms/disk-import-form'
import { PageHeader } from '../../layout/page-header'
import { ListPage } from '../../list/list-page'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import { LinkButton } from '../../ui/link-button'
import { Bytes } from '../../ui/units'
import { Tooltip } from '../../ui/tooltip'
import { useCommand } from '../../use-command'
import { imageColumns } from '../shared/image-columns'
import { useDiskNames, useInstanceNames } from '../shared/use-names'
import { RelatedName } from '../../ui/related-name'
import { useProjectParam } from './use-project'

/** The instance a disk is attached to (or being attached to / detached from). */
const diskInstanceId = (d: Disk) =>
  'instance' in d.state ? (d.state as { instance: string }).instance : undefined

const BUSY_DISK_STATES = [
  'creating',
  'attaching',
  'detaching',
  'finalizing',
  'import_ready',
  'importing_from_bulk_writes',
]
/** The project's instances by id (the same list call as the names, shared through SWR). */
function useInstancesById(project: string) {
  const { data } = useApiQuery(instanceList, { query: { project, limit: 1000 } })
  return new Map((data?.items ?? []).map((i) => [i.id, i]))
}

const movingDisk = (d: Disk) => BUSY_DISK_STATES.includes(d.state.state) && d.state.state

/** The imports of this project started in this tab: running ones, and how finished ones ended. */
function DiskImports({ project }: { project: string }) {
  const imports = Object.values(useAtomValue(diskImportsAtom)).filter((p) => p.project === project)
  const dismiss = useSetAtom(dismissImportAtom)
  if (imports.length === 0) return null
  return (
    <section className="import-list" aria-label="Disk imports">
      {imports.map((p) => (
        <div key={p.disk} className="import-item">
          <ImportProgressBar progress={p} />
          {p.status !== 'running' && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Dismiss the import of ${p.disk}`}
              onClick={() => dismiss(importKey(p.project, p.disk))}
            >
              ×
            </Button>
          )}
        </div>
      ))}
    </section>
  )
}

/**
 * A disk row's actions, every one of the section 4 disk table, each gated by the disk's state
 * (and, for detach and boot disk, by its instance's). Attach asks for the instance.
 */
function diskMenu(project: string, d: Disk, instance?: Instance): CommandMenuItem[] {
  const args = { project, disk: d.name }
  const withInstance = { ...args, instance: instance?.name }
  const pair = { disk: d, instance }
  const importing = IMPORTING_STATES.includes(d.state.state)
  return [
    ...(importing ? [{ id: 'disk.import-cancel', args, target: d }] : []),
    { id: 'disk.attach', args, target: { disk: d } },
    { id: 'disk.detach', args: withInstance, target: pair },
    { id: 'instance.set-boot-disk', args: withInstance, target: pair, label: 'Set as boot disk' },
    { id: 'snapshot.create', args, target: d },
    { id: 'disk.delete', args, target: d },
  ]
}

/**
 * "+ image" on a snapshot row: the image form, gated like image.create (a ready snapshot only),
 * otherwise dim with the reason in its tooltip.
 */
function SnapshotImageLink({ project, snapshot }: { project: string; snapshot: Snapshot }) {
  const cmd = useCommand('image.create', { project, snapshot: snapshot.name }, { target: snapshot })
  if (cmd.disabledReason)
    return (
      <Tooltip content={cmd.disabledReason}>
        <span className="dim" aria-disabled="true" tabIndex={0}>
          + image
        </span>
      </Tooltip>
    )
  return (
    <Link
      href={pb.snapshotImagesNew({ project, snapshot: snapshot.name })}
      aria-label={`Create image from ${snapshot.name}`}
    >
      + image
    </Link>
  )
}

export function DisksPage() {
  const project = useProjectParam()
  const instances = useInstanceNames(project)
  const instanceRows = useInstancesById(project)
  const newHref = pb.disksNew({ project })
  const cli = [`oxide disk list --project ${project}`]
  const actions = (
    <>
      <LinkButton href={diskImportFormPath(project)}>Upload image file</LinkButton>
      <LinkButton href={newHref} variant="primary">
        New disk
      </LinkButton>
    </>
  )
  return (
    <>
      <PageHeader title="Disks" actions={actions} cli={cli} />
      <DiskImports project={project} />
      <ListTable
        main
        label="Disks"
        endpoint={diskList}
        params={{ query: { project } }}
        columns={[
          nameColumn((d) => pb.disk({ project, disk: d.name })),
          {
            key: 'state',
            header: 'state',
            sortValue: (d) => d.state.state,
            cell: (d) => <StateBadge state={d.state.state} />,
          },
          {
            key: 'instance',
            header: 'attached to',
            sortValue: (d) => {
              const id = diskInstanceId(d)
              return id ? (instances.get(id) ?? id) : undefined
            },
            cell: (d) => {
              const id = diskInstanceId(d)
              const name = id && instances.get(id)
              return name ? (
                <Link href={pb.instanceStorage({ project, instance: name })}>{name}</Link>
              ) : (
                <span className="dim">{id ?? '–'}</span>
              )
            },
          },
          {
            key: 'size',
            header: 'size',
            numeric: true,
            sortValue: (d) => d.size,
            cell: (d) => <Bytes bytes={d.size} />,
          },
          {
            key: 'type',
            header: 'type',
            sortValue: (d) => d.diskType,
            cell: (d) => <span className="muted">{d.diskType}</span>,
          },
          createdColumn(),
        ]}
        menu={(d) => {
          const id = diskInstanceId(d)
          return diskMenu(project, d, id ? instanceRows.get(id) : undefined)
        }}
        moving={movingDisk}
        emptyTitle="No disks"
        emptyBody="Disks are the block storage of instances."
        emptyAction={<LinkButton href={newHref}>New disk</LinkButton>}
      />
    </>
  )
}

export function SnapshotsPage() {
  const project = useProjectParam()
  const disks = useDiskNames(project)
  const newHref = pb.snapshotsNew({ project })
  return (
    <ListPage
      title="Snapshots"
      cli={[`oxide snapshot list --project ${project}`]}
      label="Snapshots"
      endpoint={snapshotList}
      params={{ query: { project } }}
      columns={[
        nameColumn(),
        {
          key: 'state',
          header: 'state',
          sortValue: (s) => s.state,
          cell: (s) => <StateBadge state={s.state} />,
        },
        {
          key: 'disk',
          header: 'disk',
          sortValue: (s) => disks.get(s.diskId) ?? s.diskId,
          cell: (s) => (
            <RelatedName name={disks.get(s.diskId)} id={s.diskId} loading={disks.loading} />
          ),
        },
        {
          key: 'size',
          header: 'size',
          numeric: true,
          sortValue: (s) => s.size,
          cell: (s) => <Bytes bytes={s.size} />,
        },
        descriptionColumn(),
        createdColumn(),
        {
          key: 'image',
          header: 'image',
          cell: (s) => <SnapshotImageLink project={project} snapshot={s} />,
        },
      ]}
      menu={(s) => [{ id: 'snapshot.delete', args: { project, snapshot: s.name }, target: s }]}
      actions={
        <LinkButton href={newHref} variant="primary">
          New snapshot
        </LinkButton>
      }
      emptyTitle="No snapshots"
      emptyBody="A snapshot is a point-in-time copy of a disk."
      emptyAction={<LinkButton href={newHref}>New snapshot</LinkButton>}
    />
  )
}

export function ProjectImagesPage() {
  const project = useProjectParam()
  const newHref = pb.projectImagesNew({ project })
  return (
    <ListPage
      title="Project images"
      cli={[`oxide image list --project ${project}`]}
      label="Project images"
      endpoint={imageList}
      params={{ query: { project } }}
      columns={imageColumns((i) => pb.projectImage({ project, image: i.name }))}
      menu={(i) => [
        { id: 'image.promote', args: { project, image: i.name }, target: i },
        { id: 'image.delete', args: { project, image: i.name }, target: i },
      ]}
      actions={
        <>
          <LinkButton href={diskImportFormPath(project, undefined, true)}>
            Upload image file
          </LinkButton>
          <LinkButton href={newHref} variant="primary">
            New image
          </LinkButton>
        </>
      }
      emptyTitle="No project images"
      emptyBody="Upload an image or create one from a snapshot to boot instances from it."
      emptyAction={<LinkButton href={newHref}>New image</LinkButton>}
    />
  )
}
