// "Create and attach disk": a blank disk for this instance, made and attached by one command.
import { useState } from 'react'
import { DISK_MAX_GIB } from '@/commands/core/args'
import { genName } from '@/lib/names'
import { validateName } from '@/lib/validators'
import { SelectField } from '../../forms/kit/choice-fields'
import { DescriptionField, NameField } from '../../forms/kit/common-fields'
import { FormModal } from '../../forms/kit/form-modal'
import { NumberField, numberError } from '../../forms/kit/text-fields'
import { useForm } from '../../forms/kit/use-form'
import { useSubmit } from '../../forms/kit/use-submit'

const BLOCK_SIZES = ['4096', '2048', '512'] as const

export function DiskCreateAttachForm({
  project,
  instance,
  onDismiss,
}: {
  project: string
  instance: string
  onDismiss: () => void
}) {
  const [name] = useState(() => genName(instance, 'disk'))
  const form = useForm(
    { name, description: '', size: '10', blockSize: '4096' as string },
    {
      name: (v) => validateName(v),
      size: (v) => numberError(v, 1, DISK_MAX_GIB),
    },
  )
  const submit = useSubmit('instance.disk-create', onDismiss)
  const v = form.values
  const onSubmit = () =>
    form.check() &&
    void submit.run({
      project,
      instance,
      name: v.name,
      description: v.description,
      size: Number(v.size),
      blockSize: Number(v.blockSize),
    })
  return (
    <FormModal
      title={`Create and attach disk to ${instance}`}
      submitLabel="Create and attach"
      onDismiss={onDismiss}
      onSubmit={onSubmit}
      submit={submit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <div className="form-row">
        <NumberField
          label="Size"
          unit="GiB"
          required
          min={1}
          max={DISK_MAX_GIB}
          field={form.field('size')}
        />
        <SelectField
          label="Block size"
          field={form.field('blockSize')}
          options={BLOCK_SIZES.map((b) => ({ value: b, label: `${b} bytes` }))}
        />
      </div>
    </FormModal>
  )
}
