// routes-new and routes/:route/edit of a router: where matching traffic goes.
import { vpcRouterRouteView } from '@/api/generated/operations'
import type { RouterRoute } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import {
  DESTINATION_TYPES,
  TARGET_TYPES,
  routeValueError,
  type DestinationType,
  type TargetType,
} from '@/commands/vpc/routes'
import { validateName } from '@/lib/validators'
import { SelectField } from './kit/choice-fields'
import { DescriptionField, NameField, editedDescription } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { QueryModal } from './kit/query-modal'
import { TextField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

const LABELS: Record<DestinationType | TargetType, string> = {
  ip: 'IP address',
  ip_net: 'IP network',
  vpc: 'VPC',
  subnet: 'Subnet',
  instance: 'Instance',
  internet_gateway: 'Internet gateway',
  drop: 'Drop',
}
const PLACEHOLDER: Partial<Record<DestinationType | TargetType, string>> = {
  ip: '192.168.1.10',
  ip_net: '0.0.0.0/0',
  internet_gateway: 'default',
}
const options = (types: readonly (DestinationType | TargetType)[]) =>
  types.map((t) => ({ value: t, label: LABELS[t] }))

type Values = {
  name: string
  description: string
  destinationType: DestinationType
  destination: string
  targetType: TargetType
  target: string
}

const blank: Values = {
  name: '',
  description: '',
  destinationType: 'ip_net',
  destination: '',
  targetType: 'internet_gateway',
  target: '',
}

const fromRoute = (r: RouterRoute): Values => ({
  name: r.name,
  description: r.description,
  destinationType: r.destination.type,
  destination: r.destination.value,
  targetType: r.target.type,
  target: 'value' in r.target ? r.target.value : '',
})

function RouteForm(props: {
  title: string
  submitLabel: string
  commandId: string
  args: Record<string, unknown>
  initial: Values
  /** an update: an emptied description is cleared */
  editing?: boolean
}) {
  const close = useClose()
  const form = useForm(props.initial, {
    name: (v) => validateName(v),
    destination: (v, all) => routeValueError(all.destinationType, v),
    target: (v, all) => routeValueError(all.targetType, v),
  })
  const submit = useSubmit(props.commandId, close)
  const v = form.values
  const onSubmit = () =>
    form.check() &&
    void submit.run({
      ...props.args,
      ...v,
      description: props.editing ? editedDescription(v.description) : v.description,
      target: v.targetType === 'drop' ? undefined : v.target,
    })
  return (
    <FormModal
      title={props.title}
      submitLabel={props.submitLabel}
      onDismiss={close}
      submit={submit}
      onSubmit={onSubmit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <div className="form-row">
        <SelectField
          label="Destination kind"
          field={form.field('destinationType')}
          options={options(DESTINATION_TYPES)}
        />
        <TextField
          label="Destination"
          required
          field={form.field('destination')}
          placeholder={PLACEHOLDER[v.destinationType] ?? 'name'}
        />
      </div>
      <div className="form-row">
        <SelectField
          label="Target kind"
          field={form.field('targetType')}
          options={options(TARGET_TYPES)}
        />
        {v.targetType !== 'drop' && (
          <TextField
            label="Target"
            required
            field={form.field('target')}
            placeholder={PLACEHOLDER[v.targetType] ?? 'name'}
          />
        )}
      </div>
      <p className="form-help">
        Traffic to the destination goes to the target; the most specific route wins.
      </p>
    </FormModal>
  )
}

export function RouteCreateForm() {
  const { project, vpc, router } = useFormParams('project', 'vpc', 'router')
  return (
    <RouteForm
      title="Create route"
      submitLabel="Create route"
      commandId="route.create"
      args={{ project, vpc, router }}
      initial={blank}
    />
  )
}

export function RouteEditForm() {
  const { project, vpc, router, route } = useFormParams('project', 'vpc', 'router', 'route')
  const close = useClose()
  const query = useApiQuery(vpcRouterRouteView, {
    path: { route },
    query: { project, vpc, router },
  })
  return (
    <QueryModal title="Edit route" onDismiss={close} query={query} edit>
      {(r) => (
        <RouteForm
          title="Edit route"
          submitLabel="Save changes"
          commandId="route.update"
          args={{ project, vpc, router, route }}
          initial={fromRoute(r)}
          editing
        />
      )}
    </QueryModal>
  )
}
