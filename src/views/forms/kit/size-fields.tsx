// An instance's size as two number fields, vCPUs and memory in GiB, within the platform's
// limits: the create form and the resize form on the settings tab share them.
import { INSTANCE_MAX_CPUS, INSTANCE_MAX_MEMORY_GIB } from '@/commands/core/args'
import { NumberField } from './text-fields'
import type { FieldBinding } from './use-form'

export function SizeFields({
  ncpus,
  memory,
}: {
  ncpus: FieldBinding<string>
  memory: FieldBinding<string>
}) {
  return (
    <>
      <NumberField label="vCPUs" required min={1} max={INSTANCE_MAX_CPUS} field={ncpus} />
      <NumberField
        label="Memory"
        unit="GiB"
        required
        min={1}
        max={INSTANCE_MAX_MEMORY_GIB}
        field={memory}
      />
    </>
  )
}
