// affinity-new and affinity/:antiAffinityGroup/edit (anti-affinity groups).
import { antiAffinityGroupView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { RadioField } from './kit/choice-fields'
import { DescriptionField, NameField, nameValidators } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { NamedEditForm } from './kit/named-forms'
import { StaticField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

const POLICIES = [
  { value: 'allow', label: 'Allow', help: 'start members on a shared sled when no other is free' },
  { value: 'fail', label: 'Fail', help: "don't start a member that would share a sled" },
] as const

export function AntiAffinityCreateForm() {
  const { project } = useFormParams('project')
  const close = useClose()
  const form = useForm(
    { name: '', description: '', policy: 'allow' as 'allow' | 'fail' },
    nameValidators,
  )
  const submit = useSubmit('anti-affinity-group.create', close)
  return (
    <FormModal
      title="Create anti-affinity group"
      submitLabel="Create group"
      onDismiss={close}
      submit={submit}
      onSubmit={() =>
        form.check() && void submit.run({ project, failureDomain: 'sled', ...form.values })
      }
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <RadioField label="Policy" field={form.field('policy')} options={POLICIES} />
      <StaticField
        label="Failure domain"
        value="sled"
        help="Members are kept on different sleds, the only domain the platform has"
      />
    </FormModal>
  )
}

export function AntiAffinityEditForm() {
  const { project, antiAffinityGroup } = useFormParams('project', 'antiAffinityGroup')
  const query = useApiQuery(antiAffinityGroupView, {
    path: { antiAffinityGroup },
    query: { project },
  })
  return (
    <NamedEditForm
      title="Edit anti-affinity group"
      commandId="anti-affinity-group.update"
      args={{ project, antiAffinityGroup }}
      query={query}
      details={(g) => (
        <>
          <StaticField label="Policy" value={g.policy} help="Fixed once the group exists" />
          <StaticField label="Failure domain" value={g.failureDomain} />
        </>
      )}
    />
  )
}
