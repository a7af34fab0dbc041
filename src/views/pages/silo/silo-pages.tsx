// Silo-level pages: projects and silo images. Utilization (charts) and access are modules of
// their own, so the projects page, the usual first screen, does not load the chart code.
import { imageList, projectList } from '@/api/generated/operations'
import { pb } from '@/lib/paths'
import { ListPage } from '../../list/list-page'
import { createdColumn, descriptionColumn, idColumn, nameColumn } from '../../list/columns'
import { LinkButton } from '../../ui/link-button'
import { imageColumns } from '../shared/image-columns'

export function ProjectsPage() {
  return (
    <ListPage
      title="Projects"
      cli={['oxide project list']}
      label="Projects"
      endpoint={projectList}
      params={{}}
      columns={[
        nameColumn((p) => pb.instances({ project: p.name })),
        descriptionColumn(),
        // Shown here from the start: a project's id is what its API calls and a CLI profile take.
        { ...idColumn(), hidden: false },
        createdColumn(),
      ]}
      menu={(p) => [
        { id: 'nav.project', args: { project: p.name }, label: 'Open' },
        { id: 'project.update', args: { project: p.name }, target: p, label: 'Edit' },
        { id: 'project.delete', args: { project: p.name }, target: p },
      ]}
      actions={
        <LinkButton href={pb.projectsNew()} variant="primary">
          New project
        </LinkButton>
      }
      emptyTitle="No projects"
      emptyBody="Projects hold instances, disks, networks and everything else you run."
      emptyAction={<LinkButton href={pb.projectsNew()}>New project</LinkButton>}
    />
  )
}

export function SiloImagesPage() {
  return (
    <ListPage
      title="Silo images"
      cli={['oxide image list']}
      label="Silo images"
      endpoint={imageList}
      params={{}}
      columns={imageColumns((i) => pb.siloImage({ image: i.name }))}
      menu={(i) => [
        { id: 'image.demote', args: { image: i.name }, target: i },
        { id: 'image.delete', args: { image: i.name }, target: i },
      ]}
      emptyTitle="No silo images"
      emptyBody="Promote a project image to make it available to every project of the silo."
    />
  )
}
