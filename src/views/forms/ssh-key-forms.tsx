// settings/ssh-keys-new and settings/ssh-keys/:sshKey/edit. SSH keys have no update operation in
// nexus.json, so the edit route shows the key read-only with its delete action.
import { currentUserSshKeyView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { publicKeyError } from '@/commands/settings/ssh-keys'
import { formatDateTime } from '@/lib/format'
import { validateName } from '@/lib/validators'
import { CommandAction } from './kit/command-action'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal, ViewModal } from './kit/form-modal'
import { PropsList } from './kit/props-list'
import { QueryModal } from './kit/query-modal'
import { TextareaField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

export function SshKeyCreateForm() {
  const close = useClose()
  const form = useForm(
    { name: '', description: '', publicKey: '' },
    { name: (v) => validateName(v), publicKey: publicKeyError },
  )
  const submit = useSubmit('ssh-key.create', close)
  return (
    <FormModal
      title="Add SSH key"
      submitLabel="Add SSH key"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run(form.values)}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <TextareaField
        label="Public key"
        required
        rows={6}
        field={form.field('publicKey')}
        placeholder="ssh-ed25519 AAAA… user@host"
        help="The contents of a .pub file; new instances get it in their authorized keys"
      />
    </FormModal>
  )
}

export function SshKeyView() {
  const { sshKey } = useFormParams('sshKey')
  const close = useClose()
  const query = useApiQuery(currentUserSshKeyView, { path: { sshKey } })
  return (
    <QueryModal title="SSH key" onDismiss={close} query={query}>
      {(key) => (
        <ViewModal
          title={`SSH key ${key.name}`}
          onDismiss={close}
          actions={
            <CommandAction
              id="ssh-key.delete"
              args={{ sshKey: key.name }}
              target={key}
              variant="danger"
              onDone={close}
            />
          }
        >
          <PropsList
            items={[
              ['name', key.name],
              ['description', key.description],
              ['id', key.id],
              ['created', formatDateTime(key.timeCreated)],
            ]}
          />
          <pre className="props-pre" aria-label="Public key">
            {key.publicKey}
          </pre>
          <p className="form-help">
            SSH keys can't be changed; delete it and add a new one instead.
          </p>
        </ViewModal>
      )}
    </QueryModal>
  )
}
