// system/silos/:silo/idps-new and idps/saml/:provider (the provider's details: nexus.json has no
// update or delete operation for identity providers).
import { samlIdentityProviderView } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { formatDateTime } from '@/lib/format'
import { validateName } from '@/lib/validators'
import { RadioField } from './kit/choice-fields'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal, ViewModal } from './kit/form-modal'
import { PropsList } from './kit/props-list'
import { QueryModal } from './kit/query-modal'
import { TextField, TextareaField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

const required = (what: string) => (v: string) => (v.trim() ? undefined : `${what} is required`)
const url = (what: string) => (v: string) => {
  if (!v.trim()) return `${what} is required`
  return URL.canParse(v) ? undefined : 'Not a valid URL'
}

const initial = {
  name: '',
  description: '',
  acsUrl: '',
  sloUrl: '',
  idpEntityId: '',
  spClientId: '',
  technicalContactEmail: '',
  groupAttributeName: '',
  metadataKind: 'url' as 'url' | 'xml',
  metadataUrl: '',
  metadataXml: '',
}

export function IdpCreateForm() {
  const { silo } = useFormParams('silo')
  const close = useClose()
  const form = useForm(initial, {
    name: (v) => validateName(v),
    acsUrl: url('ACS URL'),
    sloUrl: url('SLO URL'),
    idpEntityId: required('Entity id'),
    spClientId: required('Client id'),
    technicalContactEmail: (v) =>
      /^[^@\s]+@[^@\s]+$/.test(v) ? undefined : 'Not an email address',
    metadataUrl: (v, all) => (all.metadataKind === 'url' ? url('Metadata URL')(v) : undefined),
    metadataXml: (v, all) => (all.metadataKind === 'xml' ? required('Metadata')(v) : undefined),
  })
  const submit = useSubmit('idp.create', close)
  const { metadataKind, metadataUrl, metadataXml, ...fields } = form.values
  const onSubmit = () =>
    form.check() &&
    void submit.run({
      silo,
      ...fields,
      metadataUrl: metadataKind === 'url' ? metadataUrl : undefined,
      metadataXml: metadataKind === 'xml' ? metadataXml : undefined,
    })
  return (
    <FormModal
      title="Create identity provider"
      submitLabel="Create provider"
      onDismiss={close}
      submit={submit}
      onSubmit={onSubmit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <TextField label="Service provider client id" required field={form.field('spClientId')} />
      <TextField label="IdP entity id" required field={form.field('idpEntityId')} />
      <TextField
        label="ACS URL"
        type="url"
        required
        field={form.field('acsUrl')}
        help="Where the IdP posts its assertions"
      />
      <TextField
        label="SLO URL"
        type="url"
        required
        field={form.field('sloUrl')}
        help="Single logout"
      />
      <TextField
        label="Technical contact email"
        type="email"
        required
        field={form.field('technicalContactEmail')}
      />
      <TextField
        label="Group attribute name"
        field={form.field('groupAttributeName')}
        help="SAML attribute that lists the user's groups"
      />
      <RadioField
        label="IdP metadata"
        field={form.field('metadataKind')}
        options={[
          { value: 'url', label: 'From a URL' },
          { value: 'xml', label: 'Paste the XML' },
        ]}
      />
      {metadataKind === 'url' ? (
        <TextField label="Metadata URL" type="url" required field={form.field('metadataUrl')} />
      ) : (
        <TextareaField label="Metadata XML" required rows={6} field={form.field('metadataXml')} />
      )}
    </FormModal>
  )
}

export function IdpView() {
  const { silo, provider } = useFormParams('silo', 'provider')
  const close = useClose()
  const query = useApiQuery(samlIdentityProviderView, { path: { provider }, query: { silo } })
  return (
    <QueryModal title="Identity provider" onDismiss={close} query={query}>
      {(idp) => (
        <ViewModal title={`Identity provider ${idp.name}`} onDismiss={close}>
          <PropsList
            items={[
              ['name', idp.name],
              ['description', idp.description],
              ['kind', 'SAML'],
              ['sp client id', idp.spClientId],
              ['idp entity id', idp.idpEntityId],
              ['acs url', idp.acsUrl],
              ['slo url', idp.sloUrl],
              ['contact', idp.technicalContactEmail],
              ['group attribute', idp.groupAttributeName ?? 'none'],
              ['signing cert', idp.publicCert ? 'present' : 'none'],
              ['id', idp.id],
              ['created', formatDateTime(idp.timeCreated)],
            ]}
          />
          {idp.publicCert && (
            <pre className="props-pre" aria-label="Signing certificate">
              {idp.publicCert}
            </pre>
          )}
        </ViewModal>
      )}
    </QueryModal>
  )
}
