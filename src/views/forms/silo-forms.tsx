// system/silos-new.
import { validateName } from '@/lib/validators'
import { CheckboxField, RadioField } from './kit/choice-fields'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { NumberField, TextField, TextareaField, numberError } from './kit/text-fields'
import { useClose } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

type Mode = 'local_only' | 'saml_jit' | 'saml_scim'
const MODES = [
  { value: 'local_only', label: 'Local only', help: 'users and passwords kept by the rack' },
  { value: 'saml_jit', label: 'SAML just in time', help: 'users created at first sign-in' },
  { value: 'saml_scim', label: 'SAML with SCIM', help: 'users and groups pushed by the IdP' },
] as const

// Quotas are typed as whole numbers; a very large one is still a whole number.
const QUOTA_MAX = Number.MAX_SAFE_INTEGER
const quota = (v: string) => numberError(v, 0, QUOTA_MAX)

const initial = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'local_only' as Mode,
  adminGroupName: '',
  cpus: '0',
  memory: '0',
  storage: '0',
  fleetAdmins: false,
  fleetViewers: false,
  tlsCert: '',
  tlsKey: '',
}

export function SiloCreateForm() {
  const close = useClose()
  const form = useForm(initial, {
    name: (v) => validateName(v),
    cpus: quota,
    memory: quota,
    storage: quota,
    tlsKey: (v, all) =>
      Boolean(v) !== Boolean(all.tlsCert) ? 'Give both the certificate and its key' : undefined,
  })
  const submit = useSubmit('silo.create', close)
  const v = form.values
  const onSubmit = () =>
    form.check() &&
    void submit.run({
      ...v,
      adminGroupName: v.identityMode === 'local_only' ? undefined : v.adminGroupName,
      cpus: Number(v.cpus),
      memory: Number(v.memory),
      storage: Number(v.storage),
    })
  return (
    <FormModal
      title="Create silo"
      submitLabel="Create silo"
      onDismiss={close}
      submit={submit}
      onSubmit={onSubmit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <CheckboxField
        label="Discoverable"
        field={form.field('discoverable')}
        help="Listed to everyone who reaches the rack's sign-in page"
      />
      <RadioField label="Identity mode" field={form.field('identityMode')} options={MODES} />
      {v.identityMode !== 'local_only' && (
        <TextField
          label="Admin group name"
          field={form.field('adminGroupName')}
          help="Members of this IdP group become silo admins"
        />
      )}
      <section className="form-section" aria-label="Quotas">
        <div className="form-section-title">Quotas</div>
        <div className="form-row">
          <NumberField label="vCPUs" required field={form.field('cpus')} min={0} />
          <NumberField label="Memory" unit="GiB" required field={form.field('memory')} min={0} />
        </div>
        <NumberField label="Storage" unit="GiB" required field={form.field('storage')} min={0} />
      </section>
      <section className="form-section" aria-label="Fleet roles">
        <div className="form-section-title">Fleet roles</div>
        <CheckboxField label="Silo admins are fleet admins" field={form.field('fleetAdmins')} />
        <CheckboxField label="Silo viewers are fleet viewers" field={form.field('fleetViewers')} />
      </section>
      <section className="form-section" aria-label="TLS certificate">
        <div className="form-section-title">TLS certificate</div>
        <TextareaField label="Certificate (PEM)" field={form.field('tlsCert')} rows={3} />
        <TextareaField label="Private key (PEM)" field={form.field('tlsKey')} rows={3} />
      </section>
    </FormModal>
  )
}
