// system/networking/subnet-pools-new, subnet-pools/:subnetPool/edit and .../members-new.
import { systemSubnetPoolView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { parseIpNet, validateIpNet, validateName } from '@/lib/validators'
import { RadioField } from './kit/choice-fields'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { NamedEditForm } from './kit/named-forms'
import { NumberField, StaticField, TextField, numberError } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

const VERSIONS = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
] as const

export function SubnetPoolCreateForm() {
  const close = useClose()
  const form = useForm(
    { name: '', description: '', ipVersion: 'v4' as 'v4' | 'v6' },
    { name: (v) => validateName(v) },
  )
  const submit = useSubmit('subnet-pool.create', close)
  return (
    <FormModal
      title="Create subnet pool"
      submitLabel="Create subnet pool"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run(form.values)}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <RadioField label="IP version" field={form.field('ipVersion')} options={VERSIONS} />
      <p className="form-help">Add members and link silos to the pool once it exists.</p>
    </FormModal>
  )
}

export function SubnetPoolEditForm() {
  const { subnetPool: pool } = useFormParams('subnetPool')
  const query = useApiQuery(systemSubnetPoolView, { path: { pool } })
  return (
    <NamedEditForm
      title="Edit subnet pool"
      commandId="subnet-pool.update"
      args={{ pool }}
      query={query}
      details={(p) => <StaticField label="IP version" value={p.ipVersion} />}
    />
  )
}

/** An optional prefix length: empty, or a whole number up to the version's width. */
const prefixError = (text: string, bits: number) =>
  text.trim() === '' ? undefined : numberError(text, 0, bits)

export function SubnetPoolMemberAddForm() {
  const { subnetPool: pool } = useFormParams('subnetPool')
  const close = useClose()
  const { data } = useApiQuery(systemSubnetPoolView, { path: { pool } })
  const bits = data?.ipVersion === 'v6' ? 128 : 32
  const form = useForm(
    { subnet: '', min: '', max: '' },
    {
      subnet: (v) => {
        const error = validateIpNet(v)
        if (error || !data) return error
        const parsed = parseIpNet(v)
        return parsed.type !== 'error' && parsed.type !== data.ipVersion
          ? `Must be an IP${data.ipVersion} subnet, like the pool`
          : undefined
      },
      min: (v) => prefixError(v, bits),
      max: (v, all) =>
        prefixError(v, bits) ??
        (v !== '' && all.min !== '' && Number(v) < Number(all.min)
          ? 'Must not be below the min prefix length'
          : undefined),
    },
  )
  const submit = useSubmit('subnet-pool.member-add', close)
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v))
  return (
    <FormModal
      title="Add member to subnet pool"
      submitLabel="Add member"
      onDismiss={close}
      submit={submit}
      onSubmit={() =>
        form.check() &&
        void submit.run({
          pool,
          subnet: form.values.subnet,
          minPrefixLength: num(form.values.min),
          maxPrefixLength: num(form.values.max),
        })
      }
    >
      <StaticField label="Pool" value={data ? `${pool} (${data.ipVersion})` : pool} />
      <TextField
        label="Subnet"
        required
        field={form.field('subnet')}
        autoFocus
        placeholder={data?.ipVersion === 'v6' ? '2001:db8:1000::/36' : '198.18.0.0/16'}
        help="A block no other member or IP pool range overlaps"
      />
      <div className="form-row">
        <NumberField
          label="Min prefix length"
          field={form.field('min')}
          min={0}
          max={bits}
          help="The largest block allocated from it; the subnet's own width if empty"
        />
        <NumberField
          label="Max prefix length"
          field={form.field('max')}
          min={0}
          max={bits}
          help={`The smallest block allocated from it; /${bits} if empty`}
        />
      </div>
    </FormModal>
  )
}
