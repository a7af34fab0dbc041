// vpcs-new and vpcs/:vpc/edit.
import { vpcView } from '@/api/generated/operations'
import type { Vpc } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { validateName } from '@/lib/validators'
import { DescriptionField, NameField, editedDescription } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { QueryModal } from './kit/query-modal'
import { TextField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm, type FormApi } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

type Values = { name: string; description: string; dnsName: string }

const validators = {
  name: (v: string) => validateName(v),
  // Empty means "same as the name" when creating.
  dnsName: (v: string) => (v === '' ? undefined : validateName(v)),
}

function VpcFields({ form, creating }: { form: FormApi<Values>; creating?: boolean }) {
  return (
    <>
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <TextField
        label="DNS name"
        field={form.field('dnsName')}
        required={!creating}
        placeholder={creating ? form.values.name : undefined}
        help={
          creating
            ? "The VPC's name in the instances' DNS; the VPC name when left empty"
            : "The VPC's name in the instances' DNS"
        }
      />
    </>
  )
}

export function VpcCreateForm() {
  const { project } = useFormParams('project')
  const close = useClose()
  const form = useForm<Values>({ name: '', description: '', dnsName: '' }, validators)
  const submit = useSubmit('vpc.create', close)
  return (
    <FormModal
      title="Create VPC"
      submitLabel="Create VPC"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run({ project, ...form.values })}
    >
      <VpcFields form={form} creating />
    </FormModal>
  )
}

export function VpcEditForm() {
  const { project, vpc } = useFormParams('project', 'vpc')
  const close = useClose()
  const query = useApiQuery(vpcView, { path: { vpc }, query: { project } })
  return (
    <QueryModal title="Edit VPC" onDismiss={close} query={query} edit>
      {(v) => <VpcEdit project={project} vpc={v} close={close} />}
    </QueryModal>
  )
}

function VpcEdit({ project, vpc, close }: { project: string; vpc: Vpc; close: () => void }) {
  const form = useForm<Values>(
    { name: vpc.name, description: vpc.description, dnsName: vpc.dnsName },
    { ...validators, dnsName: (v: string) => validateName(v) },
  )
  const submit = useSubmit('vpc.update', close)
  return (
    <FormModal
      title="Edit VPC"
      submitLabel="Save changes"
      onDismiss={close}
      submit={submit}
      onSubmit={() =>
        form.check() &&
        void submit.run({
          project,
          vpc: vpc.name,
          ...form.values,
          description: editedDescription(form.values.description),
        })
      }
    >
      <VpcFields form={form} />
    </FormModal>
  )
}
