// system/networking/settings/allow-list/edit: any source, or the networks given one a line. The
// form starts from the list as it is; a refused save keeps what was typed.
import { networkingAllowListView } from '@/api/generated/operations'
import type { AllowList } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { netsError, splitNets } from '@/commands/system/networking-settings'
import { RadioField } from './kit/choice-fields'
import { FormModal } from './kit/form-modal'
import { QueryModal } from './kit/query-modal'
import { TextareaField } from './kit/text-fields'
import { useClose } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

const MODES = [
  { value: 'any', label: 'Any source', help: 'every address may reach the services' },
  { value: 'list', label: 'Only these networks', help: 'all other addresses are turned away' },
] as const

export function AllowListEditForm() {
  const close = useClose()
  const query = useApiQuery(networkingAllowListView, {})
  return (
    <QueryModal
      title="Edit allow list"
      onDismiss={close}
      query={query}
      edit={() => 'The allow list'}
    >
      {(list) => <AllowListForm list={list} close={close} />}
    </QueryModal>
  )
}

function AllowListForm({ list, close }: { list: AllowList; close: () => void }) {
  const current = list.allowedIps
  // As the list is now: the form opens with it, and says when it changes underneath.
  const initial = {
    allow: (current.allow === 'list' ? 'list' : 'any') as 'any' | 'list',
    ips: current.allow === 'list' ? (current.ips ?? []).join('\n') : '',
  }
  const form = useForm(initial, {
    ips: (v, all) => (all.allow === 'list' ? netsError(splitNets(v)) : undefined),
  })
  const submit = useSubmit('allow-list.update', close)
  const { allow, ips } = form.values
  return (
    <FormModal
      title="Edit allow list"
      submitLabel="Save allow list"
      onDismiss={close}
      submit={submit}
      onSubmit={() =>
        form.check() &&
        void submit.run(allow === 'any' ? { allow } : { allow, ips: splitNets(ips).join(',') })
      }
    >
      <RadioField label="Who may reach the services" field={form.field('allow')} options={MODES} />
      {allow === 'list' && (
        <TextareaField
          label="Networks"
          required
          rows={6}
          placeholder={'10.0.0.0/8\n2001:db8::/32'}
          help="One network (address/width) a line. Keep the network you are connecting from, or you lose access."
          field={form.field('ips')}
        />
      )}
    </FormModal>
  )
}
