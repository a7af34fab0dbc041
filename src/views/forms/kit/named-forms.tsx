// Create and edit forms of resources that are just a name and a description (routers, affinity
// groups, IP pool edits...): the command and its scope args differ, the form doesn't.
import type { ReactNode } from 'react'
import type { ApiError } from '@/api/errors'
import { DescriptionField, NameField, editedDescription, nameValidators } from './common-fields'
import { FormModal } from './form-modal'
import { QueryModal } from './query-modal'
import { useClose } from './use-close'
import { useForm } from './use-form'
import { useSubmit } from './use-submit'

type Named = { name: string; description: string }

export function NamedCreateForm({
  title,
  commandId,
  args,
  navigates,
  children,
}: {
  title: string
  commandId: string
  /** the command's other args: where the resource goes (project, vpc...) */
  args: Record<string, unknown>
  /** the command opens what it made, which closes the form */
  navigates?: boolean
  /** read-only context shown under the fields */
  children?: ReactNode
}) {
  const close = useClose()
  const form = useForm({ name: '', description: '' }, nameValidators)
  const submit = useSubmit(commandId, navigates ? undefined : close)
  return (
    <FormModal
      title={title}
      submitLabel={title}
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run({ ...args, ...form.values })}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      {children}
    </FormModal>
  )
}

export function NamedEditForm<T extends Named>({
  title,
  commandId,
  args,
  query,
  details,
}: {
  title: string
  commandId: string
  /** the command's args naming the resource being edited */
  args: Record<string, unknown>
  query: { data?: T; error?: ApiError }
  /** read-only facts about the resource shown under the fields */
  details?: (resource: T) => ReactNode
}) {
  const close = useClose()
  return (
    <QueryModal title={title} onDismiss={close} query={query} edit>
      {(resource) => (
        <NamedEdit
          title={title}
          commandId={commandId}
          args={args}
          resource={resource}
          close={close}
        >
          {details?.(resource)}
        </NamedEdit>
      )}
    </QueryModal>
  )
}

function NamedEdit(props: {
  title: string
  commandId: string
  args: Record<string, unknown>
  resource: Named
  close: () => void
  children?: ReactNode
}) {
  const { resource, close } = props
  const form = useForm({ name: resource.name, description: resource.description }, nameValidators)
  const submit = useSubmit(props.commandId, close)
  return (
    <FormModal
      title={props.title}
      submitLabel="Save changes"
      onDismiss={close}
      submit={submit}
      onSubmit={() =>
        form.check() &&
        void submit.run({
          ...props.args,
          name: form.values.name,
          description: editedDescription(form.values.description),
        })
      }
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      {props.children}
    </FormModal>
  )
}
