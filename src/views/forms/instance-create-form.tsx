// instances-new. Every field but the name has a default, and the name has a generated one, so
// Create alone gives a running instance booted from the first image.
import { useState } from 'react'
import {
  DISK_MAX_GIB,
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  bytesToGib,
} from '@/commands/args'
import { bootDiskGib } from '@/commands/instance-create'
import { genName } from '@/lib/names'
import { validateName } from '@/lib/validators'
import { CheckboxField, SelectField } from './kit/choice-fields'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { NumberField, TextField, numberError } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useSubmit } from './kit/use-submit'
import { useBootImages } from './image-options'

/** The boot image choice that means "no boot disk" ('-' can't start a name). */
const NO_DISK = '-'

// Hostnames (RFC 1035 labels): letters, digits and dashes, dot-separated; empty means the name.
const HOSTNAME = /^([a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))(\.[a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))*$/
const hostnameError = (v: string) =>
  v === '' || (v.length <= 253 && HOSTNAME.test(v)) ? undefined : 'Not a valid hostname'

export function InstanceCreateForm() {
  const { project } = useFormParams('project')
  const close = useClose()
  const images = useBootImages(project)
  const [defaultName] = useState(() => genName('instance'))
  const form = useForm(
    {
      name: defaultName,
      description: '',
      hostname: '',
      ncpus: '2',
      memory: '8',
      image: '',
      bootDiskSize: '',
      externalIp: true,
      start: true,
    },
    {
      name: (v) => validateName(v),
      hostname: hostnameError,
      ncpus: (v) => numberError(v, 1, INSTANCE_MAX_CPUS),
      memory: (v) => numberError(v, 1, INSTANCE_MAX_MEMORY_GIB),
      bootDiskSize: (v, all) => {
        if (v === '' || all.image === NO_DISK) return undefined
        const image = images.images.find((i) => i.name === (all.image || images.images[0]?.name))
        const min = image ? Math.ceil(bytesToGib(image.size)) : 1
        return numberError(v, min, DISK_MAX_GIB)
      },
    },
  )
  const v = form.values
  // Until the user picks, the first image (project images come first) is the boot image.
  const imageName = v.image || images.images[0]?.name || NO_DISK
  const image = images.images.find((i) => i.name === imageName)
  // instance.create opens the new instance, which closes the form.
  const submit = useSubmit('instance.create')
  const onSubmit = () =>
    form.check() &&
    void submit.run({
      project,
      name: v.name,
      description: v.description,
      hostname: v.hostname || undefined,
      ncpus: Number(v.ncpus),
      memory: Number(v.memory),
      image: image?.name,
      bootDisk: image !== undefined,
      bootDiskSize: image && v.bootDiskSize !== '' ? Number(v.bootDiskSize) : undefined,
      externalIp: v.externalIp,
      start: v.start,
    })
  return (
    <FormModal
      title="Create instance"
      submitLabel="Create instance"
      onDismiss={close}
      submit={submit}
      onSubmit={onSubmit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <TextField
        label="Hostname"
        field={form.field('hostname')}
        placeholder={v.name}
        help="The instance's own hostname; its name when left empty"
      />
      <div className="form-row">
        <NumberField
          label="vCPUs"
          required
          min={1}
          max={INSTANCE_MAX_CPUS}
          field={form.field('ncpus')}
        />
        <NumberField
          label="Memory"
          unit="GiB"
          required
          min={1}
          max={INSTANCE_MAX_MEMORY_GIB}
          field={form.field('memory')}
        />
      </div>
      <section className="form-section" aria-label="Boot disk">
        <div className="form-section-title">Boot disk</div>
        <SelectField
          label="Image"
          field={{ ...form.field('image'), value: imageName }}
          options={[...images.options, { value: NO_DISK, label: 'No boot disk' }]}
          loading={images.loading}
          help="Project images first, then the silo's"
        />
        {image && (
          <NumberField
            label="Size"
            unit="GiB"
            min={Math.ceil(bytesToGib(image.size))}
            max={DISK_MAX_GIB}
            field={form.field('bootDiskSize')}
            help={`${bootDiskGib(image)} GiB when left empty`}
          />
        )}
      </section>
      <section className="form-section" aria-label="Networking and start">
        <div className="form-section-title">Networking</div>
        <CheckboxField
          label="Ephemeral external IP"
          field={form.field('externalIp')}
          help="An address from the silo's default pool, for inbound and outbound traffic"
        />
        <CheckboxField label="Start once created" field={form.field('start')} />
      </section>
      <p className="form-help">Your SSH keys are added to the instance.</p>
    </FormModal>
  )
}
