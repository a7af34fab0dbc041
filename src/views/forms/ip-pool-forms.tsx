// system/networking/ip-pools-new, ip-pools/:pool/edit and ip-pools/:pool/ranges-add.
import { systemIpPoolView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { rangeErrors } from '@/commands/system/ip-range'
import { ipVersion, validateIp, validateName } from '@/lib/validators'
import { RadioField } from './kit/choice-fields'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { NamedEditForm } from './kit/named-forms'
import { StaticField, TextField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

const VERSIONS = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
] as const
const TYPES = [
  { value: 'unicast', label: 'Unicast', help: 'instance and floating IPs' },
  { value: 'multicast', label: 'Multicast', help: 'multicast groups' },
] as const

export function IpPoolCreateForm() {
  const close = useClose()
  const form = useForm(
    {
      name: '',
      description: '',
      ipVersion: 'v4' as 'v4' | 'v6',
      poolType: 'unicast' as 'unicast' | 'multicast',
    },
    { name: (v) => validateName(v) },
  )
  const submit = useSubmit('ip-pool.create', close)
  return (
    <FormModal
      title="Create IP pool"
      submitLabel="Create IP pool"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run(form.values)}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <RadioField label="IP version" field={form.field('ipVersion')} options={VERSIONS} />
      <RadioField label="Pool type" field={form.field('poolType')} options={TYPES} />
      <p className="form-help">Add address ranges and link silos to the pool once it exists.</p>
    </FormModal>
  )
}

export function IpPoolEditForm() {
  const { pool } = useFormParams('pool')
  const query = useApiQuery(systemIpPoolView, { path: { pool } })
  return (
    <NamedEditForm
      title="Edit IP pool"
      commandId="ip-pool.update"
      args={{ pool }}
      query={query}
      details={(p) => (
        <div className="form-row">
          <StaticField label="IP version" value={p.ipVersion} />
          <StaticField label="Pool type" value={p.poolType} />
        </div>
      )}
    />
  )
}

export function IpRangeAddForm() {
  const { pool } = useFormParams('pool')
  const close = useClose()
  const { data } = useApiQuery(systemIpPoolView, { path: { pool } })
  const form = useForm(
    { first: '', last: '' },
    {
      first: (v) =>
        validateIp(v) ??
        (data && ipVersion(v) !== data.ipVersion
          ? `Must be an IP${data.ipVersion} address, like the pool`
          : undefined),
      // 'Not a valid IP address', then same version and not before the first.
      last: (v, all) => rangeErrors(all.first, v).last,
    },
  )
  const submit = useSubmit('ip-pool.range-add', close)
  return (
    <FormModal
      title="Add IP range"
      submitLabel="Add range"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run({ pool, ...form.values })}
    >
      <StaticField label="Pool" value={data ? `${pool} (${data.ipVersion})` : pool} />
      <div className="form-row">
        <TextField
          label="First address"
          required
          field={form.field('first')}
          autoFocus
          placeholder={data?.ipVersion === 'v6' ? '2001:db8::10' : '192.0.2.10'}
        />
        <TextField
          label="Last address"
          required
          field={form.field('last')}
          placeholder={data?.ipVersion === 'v6' ? '2001:db8::ff' : '192.0.2.250'}
        />
      </div>
      <p className="form-help">Both ends are included; the range must not overlap another range.</p>
    </FormModal>
  )
}
