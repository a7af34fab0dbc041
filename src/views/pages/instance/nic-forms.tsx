// Network interface forms of the networking tab: add one (VPC, subnet, optional address) and
// edit one (name, description, make primary). Both only while the instance is stopped.
import { useState } from 'react'
import { vpcList, vpcSubnetList } from '@/api/generated/operations'
import type { InstanceNetworkInterface } from '@/api/generated/schemas'
import { validateIp, validateName } from '@/lib/validators'
import { CheckboxField, SelectField } from '../../forms/kit/choice-fields'
import { DescriptionField, NameField, editedDescription } from '../../forms/kit/common-fields'
import { FormModal } from '../../forms/kit/form-modal'
import { TextField } from '../../forms/kit/text-fields'
import { useForm } from '../../forms/kit/use-form'
import { useOptions } from '../../forms/kit/use-options'
import { useSubmit } from '../../forms/kit/use-submit'

type Props = { project: string; instance: string; onDismiss: () => void }

/** net0, net1...: the first name the instance doesn't use yet. */
export const nextNicName = (taken: readonly string[]) => {
  let i = 0
  while (taken.includes(`net${i}`)) i++
  return `net${i}`
}

export function NicCreateForm({
  project,
  instance,
  onDismiss,
  taken,
}: Props & { taken: string[] }) {
  const [name] = useState(() => nextNicName(taken))
  const form = useForm(
    { name, description: '', vpc: 'default', subnet: 'default', ip: '' },
    {
      name: (v) => validateName(v),
      vpc: (v) => (v ? undefined : 'Choose a VPC'),
      subnet: (v) => (v ? undefined : 'Choose a subnet'),
      ip: (v) => (v === '' ? undefined : validateIp(v)),
    },
  )
  const v = form.values
  const vpcs = useOptions(vpcList, { query: { project } }, (x) => ({ value: x.name }))
  const subnets = useOptions(
    vpcSubnetList,
    v.vpc ? { query: { project, vpc: v.vpc } } : null,
    (s) => ({ value: s.name, detail: s.ipv4Block }),
  )
  const submit = useSubmit('network-interface.create', onDismiss)
  const onSubmit = () =>
    form.check() &&
    void submit.run({
      project,
      instance,
      name: v.name,
      description: v.description,
      vpc: v.vpc,
      subnet: v.subnet,
      ip: v.ip || undefined,
    })
  return (
    <FormModal
      title={`Add network interface to ${instance}`}
      submitLabel="Add interface"
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      submit={submit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <SelectField
        label="VPC"
        required
        field={{
          ...form.field('vpc'),
          onChange: (vpc) => {
            form.set('vpc', vpc)
            form.set('subnet', '')
          },
        }}
        options={vpcs.options}
        loading={vpcs.loading}
        help="Every interface of an instance is in the same VPC"
      />
      <SelectField
        label="Subnet"
        required
        field={form.field('subnet')}
        options={subnets.options}
        loading={subnets.loading}
        emptyLabel="Choose a subnet"
      />
      <TextField
        label="Private IPv4 address"
        field={form.field('ip')}
        placeholder="assigned from the subnet"
      />
    </FormModal>
  )
}

export function NicEditForm({
  project,
  instance,
  onDismiss,
  nic,
}: Props & { nic: InstanceNetworkInterface }) {
  const form = useForm(
    { name: nic.name, description: nic.description, primary: nic.primary },
    { name: (v) => validateName(v) },
  )
  const v = form.values
  const submit = useSubmit('network-interface.update', onDismiss)
  const onSubmit = () =>
    form.check() &&
    void submit.run({
      project,
      instance,
      interface: nic.name,
      name: v.name === nic.name ? undefined : v.name,
      description: editedDescription(v.description),
      primary: v.primary && !nic.primary ? true : undefined,
    })
  return (
    <FormModal
      title={`Edit network interface ${nic.name}`}
      submitLabel="Save"
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      submit={submit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <CheckboxField
        label="Primary interface"
        field={form.field('primary')}
        disabled={nic.primary}
        help={
          nic.primary
            ? 'This is the primary interface; make another one primary to change it'
            : 'Becomes the primary interface at the next boot'
        }
      />
    </FormModal>
  )
}
