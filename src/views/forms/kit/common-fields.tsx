// The name and description every resource has, labelled and validated the same everywhere.
import { validateName } from '@/lib/validators'
import { TextField, TextareaField } from './text-fields'
import type { FieldBinding } from './use-form'

/** An edited description as update commands take it: emptied means cleared (null). */
export const editedDescription = (d: string) => (d === '' ? null : d)

export const nameValidators = { name: (v: string) => validateName(v) }

export function NameField({
  field,
  autoFocus = true,
}: {
  field: FieldBinding<string>
  autoFocus?: boolean
}) {
  return <TextField label="Name" required field={field} autoFocus={autoFocus} />
}

export function DescriptionField({ field }: { field: FieldBinding<string> }) {
  return <TextareaField label="Description" field={field} rows={2} />
}
