// floating-ips-new and floating-ips/:floatingIp/edit.
import { floatingIpView, ipPoolList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { validateIp, validateName } from '@/lib/validators'
import { SelectField } from './kit/choice-fields'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { NamedEditForm } from './kit/named-forms'
import { StaticField, TextField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useOptions } from './kit/use-options'
import { useSubmit } from './kit/use-submit'

export function FloatingIpCreateForm() {
  const { project } = useFormParams('project')
  const close = useClose()
  // Unicast pools only: a multicast pool holds no floating addresses.
  const pools = useOptions(ipPoolList, { query: { poolType: 'unicast' } }, (p) => ({
    value: p.name,
    detail: `${p.ipVersion}${p.isDefault ? ', default' : ''}`,
  }))
  const form = useForm(
    { name: '', description: '', pool: '', ip: '' },
    { name: (v) => validateName(v), ip: (v) => (v === '' ? undefined : validateIp(v)) },
  )
  const submit = useSubmit('floating-ip.create', close)
  return (
    <FormModal
      title="Create floating IP"
      submitLabel="Create floating IP"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run({ project, ...form.values })}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <SelectField
        label="IP pool"
        field={form.field('pool')}
        options={pools.options}
        loading={pools.loading}
        emptyLabel="Silo default pool"
        help="Pools linked to this silo"
      />
      <TextField
        label="Address"
        field={form.field('ip')}
        placeholder="any free address"
        help="A specific address to reserve; its pool is the one that holds it"
      />
    </FormModal>
  )
}

export function FloatingIpEditForm() {
  const { project, floatingIp } = useFormParams('project', 'floatingIp')
  const query = useApiQuery(floatingIpView, { path: { floatingIp }, query: { project } })
  return (
    <NamedEditForm
      title="Edit floating IP"
      commandId="floating-ip.update"
      args={{ project, floatingIp }}
      query={query}
      details={(f) => <StaticField label="Address" value={f.ip} />}
    />
  )
}
