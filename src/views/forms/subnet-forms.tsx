// subnets-new and subnets/:subnet/edit.
import { vpcRouterList, vpcSubnetView } from '@/api/generated/operations'
import type { VpcSubnet } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { validateName } from '@/lib/validators'
import { netOfVersion } from '@/commands/vpc/subnets'
import { SelectField } from './kit/choice-fields'
import { DescriptionField, NameField, editedDescription } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { QueryModal } from './kit/query-modal'
import { StaticField, TextField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useOptions } from './kit/use-options'
import { useSubmit } from './kit/use-submit'

/** The VPC's custom routers (the system router is always there and can't be chosen). */
function useCustomRouters(project: string, vpc: string) {
  const list = useOptions(vpcRouterList, { query: { project, vpc } }, (r) => ({ value: r.name }))
  const items = list.items.filter((r) => r.kind === 'custom')
  return { ...list, items, options: items.map((r) => ({ value: r.name, detail: r.description })) }
}

const RouterHelp = 'Routes of a custom router apply before those of the VPC system router'

export function SubnetCreateForm() {
  const { project, vpc } = useFormParams('project', 'vpc')
  const close = useClose()
  const routers = useCustomRouters(project, vpc)
  const form = useForm(
    { name: '', description: '', ipv4Block: '', ipv6Block: '', customRouter: '' },
    {
      name: (v) => validateName(v),
      ipv4Block: netOfVersion('v4'),
      ipv6Block: (v) => (v === '' ? undefined : netOfVersion('v6')(v)),
    },
  )
  const submit = useSubmit('subnet.create', close)
  return (
    <FormModal
      title="Create subnet"
      submitLabel="Create subnet"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run({ project, vpc, ...form.values })}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <TextField
        label="IPv4 block"
        required
        placeholder="10.1.0.0/24"
        field={form.field('ipv4Block')}
        help="A private (RFC 1918) range that overlaps no other subnet of the VPC"
      />
      <TextField
        label="IPv6 block"
        placeholder="fd00:1122:3344:0100::/64"
        field={form.field('ipv6Block')}
        help="A /64 of the VPC's IPv6 prefix; one is picked when left empty"
      />
      <SelectField
        label="Custom router"
        field={form.field('customRouter')}
        options={routers.options}
        loading={routers.loading}
        emptyLabel="None"
        help={RouterHelp}
      />
    </FormModal>
  )
}

export function SubnetEditForm() {
  const { project, vpc, subnet } = useFormParams('project', 'vpc', 'subnet')
  const close = useClose()
  const query = useApiQuery(vpcSubnetView, { path: { subnet }, query: { project, vpc } })
  const routers = useCustomRouters(project, vpc)
  // The form starts from the subnet and the name of its router, so it waits for both.
  const ready = query.data && !routers.loading ? { subnet: query.data, routers } : undefined
  return (
    <QueryModal
      title="Edit subnet"
      onDismiss={close}
      query={{ data: ready, error: query.error ?? routers.error }}
      edit={(d) => d.subnet.name}
    >
      {(d) => <SubnetEdit where={{ project, vpc }} {...d} close={close} />}
    </QueryModal>
  )
}

function SubnetEdit(props: {
  where: { project: string; vpc: string }
  subnet: VpcSubnet
  routers: ReturnType<typeof useCustomRouters>
  close: () => void
}) {
  const { where, subnet, routers, close } = props
  const current = routers.items.find((r) => r.id === subnet.customRouterId)?.name ?? ''
  const form = useForm(
    { name: subnet.name, description: subnet.description, customRouter: current },
    { name: (v) => validateName(v) },
  )
  const submit = useSubmit('subnet.update', close)
  const { customRouter, ...rest } = form.values
  const onSubmit = () =>
    form.check() &&
    void submit.run({
      ...where,
      ...rest,
      description: editedDescription(rest.description),
      subnet: subnet.name,
      customRouter: customRouter || undefined,
      removeCustomRouter: customRouter === '',
    })
  return (
    <FormModal
      title="Edit subnet"
      submitLabel="Save changes"
      onDismiss={close}
      submit={submit}
      onSubmit={onSubmit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <StaticField label="IPv4 block" value={subnet.ipv4Block} />
      <StaticField label="IPv6 block" value={subnet.ipv6Block} />
      <SelectField
        label="Custom router"
        field={form.field('customRouter')}
        options={routers.options}
        emptyLabel="None"
        help={RouterHelp}
      />
    </FormModal>
  )
}
