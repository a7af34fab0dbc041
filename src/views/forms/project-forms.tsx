// projects-new and projects/:project/edit.
import { projectView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { NamedCreateForm, NamedEditForm } from './kit/named-forms'
import { useFormParams } from './kit/use-close'

export function ProjectCreateForm() {
  // project.create opens the new project.
  return <NamedCreateForm title="Create project" commandId="project.create" args={{}} navigates />
}

export function ProjectEditForm() {
  const { project } = useFormParams('project')
  const query = useApiQuery(projectView, { path: { project } })
  return (
    <NamedEditForm
      title="Edit project"
      commandId="project.update"
      args={{ project }}
      query={query}
    />
  )
}
