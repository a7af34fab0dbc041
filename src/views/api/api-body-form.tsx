// The body form of a generic `api` command, generated from the operation's request schema: one
// field per top-level property (text, number, yes/no, a select for enums, JSON for the rest), or
// one JSON field when the body is not an object. Submitting runs the same command with `--body`.
import { use } from 'react'
import type { BodyField } from '@/api/generated/op-bodies'
import { opTable, type OpInfo, type OperationId } from '@/api/generated/op-table'
import { apiCommandId } from '@/commands/generic-api/api-commands'
import { SelectField } from '../forms/kit/choice-fields'
import { FormModal } from '../forms/kit/form-modal'
import { TextareaField, TextField } from '../forms/kit/text-fields'
import { useForm, type FieldBinding } from '../forms/kit/use-form'
import { useSubmit } from '../forms/kit/use-submit'
import { buildBody, fieldError, type BodyValues } from './body-values'

// The request schemas load with the first form, not with the command registry.
let bodies: ReturnType<typeof loadBodies> | null = null
const loadBodies = () => import('@/api/generated/op-bodies').then((m) => m.opBodies)

const WHOLE_BODY: BodyField = {
  name: 'body',
  required: true,
  kind: 'json',
  description: 'The whole request body as JSON',
}

const FIRST = ['name', 'description']
/** Name and description first, as in every hand-written form; the rest in schema order. */
const orderFields = (fields: BodyField[]) => [
  ...FIRST.flatMap((n) => fields.filter((f) => f.name === n)),
  ...fields.filter((f) => !FIRST.includes(f.name)),
]

function initialValue(f: BodyField) {
  if (!f.required) return ''
  if (f.kind === 'boolean') return 'true'
  return f.kind === 'enum' ? (f.enum?.[0] ?? '') : ''
}

function BodyInput({ f, field }: { f: BodyField; field: FieldBinding<string> }) {
  const help = f.description || undefined
  if (f.kind === 'enum' || f.kind === 'boolean') {
    const options = (f.kind === 'boolean' ? ['true', 'false'] : (f.enum ?? [])).map((value) => ({
      value,
    }))
    return (
      <SelectField
        label={f.name}
        field={field}
        options={options}
        help={help}
        required={f.required}
        emptyLabel={f.required ? undefined : '(not set)'}
      />
    )
  }
  if (f.kind === 'json')
    return <TextareaField label={f.name} field={field} help={help} required={f.required} rows={3} />
  return <TextField label={f.name} field={field} help={help} required={f.required} />
}

export function ApiBodyForm({
  opId,
  args,
  onDismiss,
}: {
  opId: string
  args: Record<string, unknown>
  onDismiss: () => void
}) {
  bodies ??= loadBodies()
  const spec = use(bodies)[opId]
  const op = opTable[opId as OperationId] as OpInfo
  const fields = orderFields(spec?.fields ?? [WHOLE_BODY])
  // A required choice starts on its first option, as the select shows it.
  const initial: BodyValues = Object.fromEntries(fields.map((f) => [f.name, initialValue(f)]))
  const validators = Object.fromEntries(
    fields.map((f) => [f.name, (v: string) => fieldError(f, v)]),
  )
  const form = useForm(initial, validators)
  // A successful run replaces this form with the result view.
  const submit = useSubmit(apiCommandId(opId))
  const onSubmit = () => {
    if (!form.check()) return
    const body = spec?.fields ? buildBody(fields, form.values) : JSON.parse(form.values.body ?? '')
    void submit.run({ ...args, body: JSON.stringify(body) })
  }
  return (
    <FormModal
      title={op.summary || opId}
      submitLabel={op.method === 'PUT' ? 'Update' : 'Submit'}
      onDismiss={onDismiss}
      submit={submit}
      onSubmit={onSubmit}
    >
      <p className="dim api-form-op">
        {op.method} {op.path}
        {spec?.schema ? ` · ${spec.schema}` : ''}
      </p>
      {fields.map((f) => (
        <BodyInput key={f.name} f={f} field={form.field(f.name)} />
      ))}
    </FormModal>
  )
}
