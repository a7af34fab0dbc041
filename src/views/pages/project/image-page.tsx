// A project image: its properties, the disks made from it, and what can be done to it (promote
// it to the silo, delete it). Promoting moves the page to the image's silo page.
import { Link, useParams } from 'wouter'
import { diskList, imageView } from '@/api/generated/operations'
import type { Disk } from '@/api/generated/schemas'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { createdColumn } from '../../list/columns'
import { StateBadge } from '../../ui/badge'
import { EmptyState, LoadError } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'
import { Table } from '../../ui/table'
import { Bytes } from '../../ui/units'
import { ImageFacts } from '../shared/image-facts'
import { useProjectParam } from './use-project'

/** The project's disks made from the image (boot disks of instances, mostly). */
function ImageDisks({ project, imageId }: { project: string; imageId: string }) {
  const { data, error } = useApiQuery(diskList, { query: { project, limit: 1000 } })
  if (error) return <LoadError what="Disks" error={error} />
  if (!data) return <Skeleton lines={2} label="Loading disks" />
  const rows = data.items.filter((d) => d.imageId === imageId)
  return (
    <Table<Disk>
      label="Disks made from the image"
      rows={rows}
      rowKey={(d) => d.id}
      columns={[
        {
          key: 'name',
          header: 'name',
          sortValue: (d) => d.name,
          cell: (d) => <Link href={pb.disk({ project, disk: d.name })}>{d.name}</Link>,
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
        createdColumn(),
      ]}
      empty={<EmptyState title="No disk of this project was made from the image" />}
      footer={
        <span>
          {rows.length} {rows.length === 1 ? 'disk' : 'disks'}
        </span>
      }
    />
  )
}

export function ProjectImagePage() {
  const project = useProjectParam()
  const { image = '' } = useParams<{ image: string }>()
  const data = usePageQuery(imageView, { path: { image }, query: { project } })
  const args = { project, image: data.name }
  return (
    <>
      <PageHeader
        title={`Image ${data.name}`}
        cli={[`oxide image view --project ${project} --image ${data.name}`]}
        actions={
          <>
            <CommandButton id="image.promote" args={args} target={data} />
            <CommandButton id="image.delete" args={args} target={data} variant="danger" />
          </>
        }
      />
      <ImageFacts image={data} />
      <h2 className="section-title">disks made from it</h2>
      <ImageDisks project={project} imageId={data.id} />
    </>
  )
}
