// external-subnets-new and external-subnets/:externalSubnet/edit.
import {
  externalSubnetView,
  instanceView,
  subnetPoolList,
  subnetPoolView,
} from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { DEFAULT_PREFIX_LENGTH } from '@/commands/project/external-subnets'
import { validateIpNet, validateName } from '@/lib/validators'
import { RadioField, SelectField } from './kit/choice-fields'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { NamedEditForm } from './kit/named-forms'
import { NumberField, StaticField, TextField, numberError } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useOptions } from './kit/use-options'
import { useSubmit } from './kit/use-submit'

const METHODS = [
  { value: 'auto', label: 'Allocate', help: 'a free block of a prefix length from a pool' },
  { value: 'explicit', label: 'Reserve', help: 'a block you name, inside a linked pool' },
] as const
const VERSIONS = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
]

export function ExternalSubnetCreateForm() {
  const { project } = useFormParams('project')
  const close = useClose()
  const pools = useOptions(subnetPoolList, {}, (p) => ({
    value: p.name,
    detail: `${p.ipVersion}${p.isDefault ? ', default' : ''}`,
  }))
  const form = useForm(
    {
      name: '',
      description: '',
      method: 'auto' as 'auto' | 'explicit',
      pool: '',
      ipVersion: '',
      prefixLength: String(DEFAULT_PREFIX_LENGTH),
      subnet: '',
    },
    {
      name: (v) => validateName(v),
      prefixLength: (v, all) => (all.method === 'auto' ? numberError(v, 0, 128) : undefined),
      subnet: (v, all) => (all.method === 'explicit' ? validateIpNet(v) : undefined),
    },
  )
  const { method, pool } = form.values
  // With no pool named the silo's default is used; with one default of each version the
  // platform needs to be told which.
  const defaults = pools.items.filter((p) => p.isDefault)
  const chooseVersion = pool === '' && defaults.length > 1
  const noDefault = !pools.loading && pool === '' && defaults.length === 0
  const submit = useSubmit('external-subnet.create', close)
  const onSubmit = () => {
    if (!form.check()) return
    const v = form.values
    const base = { project, name: v.name, description: v.description }
    void submit.run(
      v.method === 'explicit'
        ? { ...base, subnet: v.subnet }
        : {
            ...base,
            prefixLength: Number(v.prefixLength),
            pool: v.pool || undefined,
            ipVersion: chooseVersion && v.ipVersion ? v.ipVersion : undefined,
          },
    )
  }
  return (
    <FormModal
      title="Create external subnet"
      submitLabel="Create external subnet"
      onDismiss={close}
      submit={submit}
      onSubmit={onSubmit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <RadioField label="Allocation" field={form.field('method')} options={METHODS} />
      {method === 'auto' ? (
        <>
          <SelectField
            label="Subnet pool"
            field={form.field('pool')}
            options={pools.options}
            loading={pools.loading}
            emptyLabel="Silo default pool"
            help={
              noDefault
                ? 'The silo has no default subnet pool: choose one'
                : 'Pools linked to this silo'
            }
          />
          {chooseVersion && (
            <SelectField
              label="IP version"
              field={form.field('ipVersion')}
              options={VERSIONS}
              emptyLabel="Choose the default pool's version"
              help="The silo has a default pool of each version"
            />
          )}
          <NumberField
            label="Prefix length"
            required
            field={form.field('prefixLength')}
            min={0}
            max={128}
            help="24 for a /24: within the prefix lengths the pool's members allow"
          />
        </>
      ) : (
        <TextField
          label="Subnet"
          required
          field={form.field('subnet')}
          placeholder="198.18.4.0/24"
          help="A free block inside a member of a pool linked to this silo"
        />
      )}
    </FormModal>
  )
}

/** The pool and instance of a subnet, by name (`…` while they load, the id when out of reach). */
function SubnetFacts({
  subnetPoolId,
  instanceId,
}: {
  subnetPoolId: string
  instanceId?: string | null
}) {
  const pool = useApiQuery(subnetPoolView, { path: { pool: subnetPoolId } })
  const instance = useApiQuery(instanceView, instanceId ? { path: { instance: instanceId } } : null)
  return (
    <div className="form-row">
      <StaticField
        label="Subnet pool"
        value={pool.data?.name ?? (pool.error ? subnetPoolId : '…')}
      />
      <StaticField
        label="Instance"
        value={
          instanceId ? (instance.data?.name ?? (instance.error ? instanceId : '…')) : 'not attached'
        }
      />
    </div>
  )
}

export function ExternalSubnetEditForm() {
  const { project, externalSubnet } = useFormParams('project', 'externalSubnet')
  const query = useApiQuery(externalSubnetView, { path: { externalSubnet }, query: { project } })
  return (
    <NamedEditForm
      title="Edit external subnet"
      commandId="external-subnet.update"
      args={{ project, externalSubnet }}
      query={query}
      details={(s) => (
        <>
          <StaticField label="Subnet" value={s.subnet} />
          <SubnetFacts subnetPoolId={s.subnetPoolId} instanceId={s.instanceId} />
        </>
      )}
    />
  )
}
