// instances-new. Every field but the name has a default, and the name has a generated one, so
// Create alone gives a running instance booted from the first image. On a server error the form
// stays as typed and shows the message (a taken name also shows on the name field).
import { useState } from 'react'
import {
  DISK_MAX_GIB,
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  bytesToGib,
} from '@/commands/core/args'
import { bootDiskGib } from '@/commands/instance/instance-create'
import { USER_DATA_MAX, parseNewDisk } from '@/commands/instance/instance-create-args'
import { genName } from '@/lib/names'
import { validateName } from '@/lib/validators'
import { useBootImages } from './image-options'
import { useCreateOptions } from './instance-create-parts'
import { InstanceCreateSections } from './instance-create-sections'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { TextField, numberError } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm, type FormApi } from './kit/use-form'
import { useSubmit } from './kit/use-submit'

// Hostnames (RFC 1035 labels): letters, digits and dashes, dot-separated; empty means the name.
const HOSTNAME = /^([a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))(\.[a-zA-Z0-9]+[a-zA-Z0-9-]*(?<!-))*$/
const hostnameError = (v: string) =>
  v === '' || (v.length <= 253 && HOSTNAME.test(v)) ? undefined : 'Not a valid hostname'

export const initialValues = (name: string) => ({
  name,
  description: '',
  hostname: '',
  preset: '2/8',
  ncpus: '2',
  memory: '8',
  boot: 'image' as 'image' | 'disk' | 'blank' | 'none',
  image: '',
  bootDiskName: '',
  bootDiskSize: '',
  newDisks: [] as string[],
  disks: [] as string[],
  network: 'default' as 'default' | 'custom' | 'none',
  vpc: 'default',
  subnet: 'default',
  externalIp: true,
  pool: '',
  floatingIps: [] as string[],
  /** null until the user touches the list: every key */
  sshKeys: null as string[] | null,
  userData: '',
  antiAffinityGroups: [] as string[],
  autoRestartPolicy: 'default',
  start: true,
})

export type CreateValues = ReturnType<typeof initialValues>
export type CreateForm = FormApi<CreateValues>

const join = (items: readonly string[]) => (items.length ? items.join(',') : undefined)

export function InstanceCreateForm() {
  const { project } = useFormParams('project')
  const close = useClose()
  const images = useBootImages(project)
  const [defaultName] = useState(() => genName(project, 'instance'))
  const form = useForm(initialValues(defaultName), {
    name: (v) => validateName(v),
    hostname: hostnameError,
    ncpus: (v) => numberError(v, 1, INSTANCE_MAX_CPUS),
    memory: (v) => numberError(v, 1, INSTANCE_MAX_MEMORY_GIB),
    bootDiskName: (v, all) =>
      all.boot === 'disk'
        ? v
          ? undefined
          : 'Choose the disk to boot from'
        : v && (all.boot === 'image' || all.boot === 'blank')
          ? validateName(v)
          : undefined,
    bootDiskSize: (v, all) => {
      if (v === '' || all.boot === 'none' || all.boot === 'disk') return undefined
      const image = images.images.find((i) => i.name === (all.image || images.images[0]?.name))
      const min = all.boot === 'image' && image ? Math.ceil(bytesToGib(image.size)) : 1
      return numberError(v, min, DISK_MAX_GIB)
    },
    subnet: (v, all) => (all.network === 'custom' && !v ? 'Choose a subnet' : undefined),
    userData: (v) =>
      new TextEncoder().encode(v).length > USER_DATA_MAX ? 'At most 32 KiB' : undefined,
  })
  const v = form.values
  const options = useCreateOptions(project, v.vpc)
  // Until the user picks, the first image (project images come first) is the boot image.
  const imageName = v.image || images.images[0]?.name || ''
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
      boot: v.boot,
      image: v.boot === 'image' ? image?.name : undefined,
      bootDiskName: v.boot === 'none' ? undefined : v.bootDiskName || undefined,
      bootDiskSize:
        (v.boot === 'image' || v.boot === 'blank') && v.bootDiskSize !== ''
          ? Number(v.bootDiskSize)
          : undefined,
      newDisks: join(v.newDisks),
      disks: join(v.disks),
      network: v.network,
      vpc: v.network === 'custom' ? v.vpc : undefined,
      subnet: v.network === 'custom' ? v.subnet : undefined,
      externalIp: v.externalIp,
      pool: v.externalIp ? v.pool || undefined : undefined,
      floatingIps: join(v.floatingIps),
      sshKeys: v.sshKeys === null ? undefined : (join(v.sshKeys) ?? 'none'),
      userData: v.userData || undefined,
      antiAffinityGroups: join(v.antiAffinityGroups),
      autoRestartPolicy: v.autoRestartPolicy,
      start: v.start,
    })
  const nameField = form.field('name')
  const taken = submit.error?.endsWith('name already exists') ? submit.error : undefined
  return (
    <FormModal
      title="Create instance"
      submitLabel="Create instance"
      onDismiss={close}
      submit={submit}
      onSubmit={onSubmit}
    >
      <NameField field={{ ...nameField, error: nameField.error ?? taken }} />
      <DescriptionField field={form.field('description')} />
      <TextField
        label="Hostname"
        field={form.field('hostname')}
        placeholder={v.name}
        help="The instance's own hostname; its name when left empty"
      />
      <InstanceCreateSections
        form={form}
        images={images}
        image={image}
        imageName={imageName}
        options={options}
        bootDiskHelp={image ? `${bootDiskGib(image)} GiB when left empty` : undefined}
        newDiskError={(spec) => {
          const d = parseNewDisk(spec)
          return typeof d === 'string' ? d : undefined
        }}
      />
    </FormModal>
  )
}
