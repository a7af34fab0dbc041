// system/alerts-new and system/alerts/:receiver/edit: a webhook receiver's name, endpoint, first
// secret and subscriptions; its edit changes the name, description and endpoint (secrets and
// subscriptions are changed on its page, one at a time).
import { alertClassList, alertReceiverView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { webhookOf } from '@/commands/system/alert-complete'
import { splitSubscriptions, validateEndpoint, validateSubscriptions } from '@/lib/alert-validators'
import { validateName } from '@/lib/validators'
import { Button } from '../ui/button'
import { CheckboxField } from './kit/choice-fields'
import { DescriptionField, NameField, editedDescription } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { QueryModal } from './kit/query-modal'
import { TextField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

/** 32 random bytes as base64url: a secret nobody has to make up. */
function randomSecret() {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function AlertReceiverCreateForm() {
  const close = useClose()
  const classes = useApiQuery(alertClassList, { query: { limit: 1000 } })
  const known = (classes.data?.items ?? []).filter((c) => c.name !== 'probe')
  const form = useForm(
    {
      name: '',
      description: '',
      endpoint: '',
      secret: '',
      picked: [] as string[],
      more: '',
    },
    {
      name: (v) => validateName(v),
      endpoint: (v) => validateEndpoint(v),
      secret: (v) =>
        v ? undefined : 'A secret is required: the receiver checks signatures with it',
      more: (v) => validateSubscriptions(v),
    },
  )
  const submit = useSubmit('alert-receiver.create', close)
  const picked = form.values.picked
  const toggle = (name: string, on: boolean) =>
    form.set('picked', on ? [...picked, name] : picked.filter((p) => p !== name))
  return (
    <FormModal
      title="Create webhook receiver"
      submitLabel="Create webhook receiver"
      onDismiss={close}
      submit={submit}
      onSubmit={() => {
        if (!form.check()) return
        const { picked: classesPicked, more, ...rest } = form.values
        const subscriptions = [...classesPicked, ...splitSubscriptions(more)].join(',')
        void submit.run({ ...rest, subscriptions: subscriptions || undefined })
      }}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <TextField
        label="Endpoint"
        required
        type="url"
        field={form.field('endpoint')}
        placeholder="https://hooks.example.com/oxide"
        help="The platform sends each alert here as an HTTP POST."
      />
      <div className="form-row">
        <TextField
          label="Secret"
          required
          type="password"
          autoComplete="new-password"
          field={form.field('secret')}
          help="Each request is signed with it; the API never shows it again."
        />
        <Button size="sm" variant="ghost" onClick={() => form.set('secret', randomSecret())}>
          Generate
        </Button>
      </div>
      <fieldset className="form-field">
        <legend>Subscriptions</legend>
        {known.map((c) => (
          <CheckboxField
            key={c.name}
            label={c.name}
            field={{
              name: `class-${c.name}`,
              value: picked.includes(c.name),
              onChange: (on) => toggle(c.name, on),
              onBlur: () => {},
            }}
          />
        ))}
        <TextField
          label="Other classes or globs"
          field={form.field('more')}
          placeholder="test.**"
          help="Comma-separated; * matches one segment, ** any number."
        />
      </fieldset>
    </FormModal>
  )
}

export function AlertReceiverEditForm() {
  const { receiver } = useFormParams('receiver')
  const close = useClose()
  const query = useApiQuery(alertReceiverView, { path: { receiver } })
  return (
    <QueryModal title="Edit webhook receiver" onDismiss={close} query={query} edit>
      {(r) => (
        <ReceiverEdit
          receiver={receiver}
          initial={{ name: r.name, description: r.description, endpoint: webhookOf(r).endpoint }}
          close={close}
        />
      )}
    </QueryModal>
  )
}

function ReceiverEdit({
  receiver,
  initial,
  close,
}: {
  receiver: string
  initial: { name: string; description: string; endpoint: string }
  close: () => void
}) {
  const form = useForm(initial, {
    name: (v) => validateName(v),
    endpoint: (v) => validateEndpoint(v),
  })
  const submit = useSubmit('alert-receiver.update', close)
  return (
    <FormModal
      title="Edit webhook receiver"
      submitLabel="Save changes"
      onDismiss={close}
      submit={submit}
      onSubmit={() => {
        if (!form.check()) return
        const v = form.values
        // Only what changed is sent; nothing changed is nothing to save.
        const changes = {
          name: v.name === initial.name ? undefined : v.name,
          description:
            v.description === initial.description ? undefined : editedDescription(v.description),
          endpoint: v.endpoint === initial.endpoint ? undefined : v.endpoint,
        }
        if (Object.values(changes).every((x) => x === undefined)) return close()
        void submit.run({ receiver, ...changes })
      }}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <TextField label="Endpoint" required type="url" field={form.field('endpoint')} />
    </FormModal>
  )
}
