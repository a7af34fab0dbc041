// disks-new and snapshots-new. disks-new?source=upload opens on the upload of an image file.
import { useState } from 'react'
import { useSearch } from 'wouter'
import { diskList, snapshotList } from '@/api/generated/operations'
import { dispatch } from '@/commands/core/dispatch'
import { importKey, diskImportsAtom } from '@/state/disk-import'
import { useAtomValue } from '@/state/store'
import { BLOCK_SIZES, DEFAULT_BLANK_DISK_GIB } from '@/commands/project/disks'
import { DISK_MAX_GIB, bytesToGib } from '@/commands/core/args'
import { validateName } from '@/lib/validators'
import { RadioField, SelectField } from './kit/choice-fields'
import { DescriptionField, NameField, nameValidators } from './kit/common-fields'
import { FormModal } from './kit/form-modal'
import { NumberField, numberError } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useOptions } from './kit/use-options'
import { useSubmit } from './kit/use-submit'
import { useBootImages } from './image-options'
import {
  DiskImportFields,
  ImportProgressBar,
  importArgs,
  importInitial,
  importValidators,
  useImportFile,
} from './disk-import-form'

type Source = 'blank' | 'snapshot' | 'image' | 'upload'
const SOURCES = [
  { value: 'blank', label: 'Blank' },
  { value: 'snapshot', label: 'Snapshot' },
  { value: 'image', label: 'Image' },
  { value: 'upload', label: 'Upload file' },
] as const

const gib = (bytes: number) => Math.ceil(bytesToGib(bytes))

const initial = {
  name: '',
  description: '',
  source: 'blank' as Source,
  fromSnapshot: '',
  image: '',
  blockSize: '4096',
  size: '',
  ...importInitial,
}

export function DiskCreateForm() {
  const { project } = useFormParams('project')
  const close = useClose()
  const search = new URLSearchParams(useSearch())
  const upload = useImportFile()
  const snapshots = useOptions(snapshotList, { query: { project } }, (s) => ({
    value: s.name,
    detail: `${gib(s.size)} GiB, ${s.state}`,
  }))
  const images = useBootImages(project)
  type Values = typeof initial
  // The smallest size the chosen source allows; the size field defaults to it.
  const sourceGib = (v: Values) =>
    v.source === 'snapshot'
      ? gib(snapshots.items.find((s) => s.name === v.fromSnapshot)?.size ?? 0)
      : v.source === 'image'
        ? gib(images.images.find((i) => i.name === v.image)?.size ?? 0)
        : 0
  const opened = {
    ...initial,
    name: search.get('name') ?? '',
    source: search.get('source') === 'upload' ? ('upload' as const) : initial.source,
    withImage: search.get('image') === '1',
  }
  const form = useForm(opened, {
    ...nameValidators,
    ...importValidators,
    fromSnapshot: (v, all) => (all.source === 'snapshot' && !v ? 'Choose a snapshot' : undefined),
    image: (v, all) => (all.source === 'image' && !v ? 'Choose an image' : undefined),
    size: (v, all) => {
      if (v === '' || all.source === 'upload') return undefined
      const min = sourceGib(all)
      const error = numberError(v, 1, DISK_MAX_GIB)
      if (error) return error
      return Number(v) < min ? `Must be at least ${min} GiB, the ${all.source} size` : undefined
    },
  })
  const { source } = form.values
  const minGib = Math.max(1, sourceGib(form.values))
  const defaultGib = source === 'blank' ? DEFAULT_BLANK_DISK_GIB : minGib
  const submit = useSubmit('disk.create', close)
  const importing = useSubmit('disk.import', close)
  // The disk being uploaded into, as named on submit (the name field may change meanwhile).
  const [uploading, setUploading] = useState('')
  const progress = useAtomValue(diskImportsAtom)[importKey(project, uploading)]
  const running = importing.pending && progress?.status === 'running'
  // While an upload runs, the form's Cancel cancels it (and the import deletes the disk).
  const dismiss = () =>
    running ? void dispatch('disk.import-cancel', { project, disk: uploading }, 'ui') : close()
  const onSubmit = () => {
    upload.touch()
    const ok = form.check()
    const v = form.values
    if (source === 'upload') {
      if (!ok || !upload.file || !upload.valid) return
      setUploading(v.name)
      void importing.run({
        project,
        disk: v.name,
        description: v.description,
        ...importArgs(v, upload.file),
      })
      return
    }
    if (!ok) return
    void submit.run({
      project,
      name: v.name,
      description: v.description,
      source,
      snapshot: source === 'snapshot' ? v.fromSnapshot : undefined,
      image: source === 'image' ? v.image : undefined,
      blockSize: Number(v.blockSize),
      size: v.size === '' ? undefined : Number(v.size),
    })
  }
  return (
    <FormModal
      title="Create disk"
      submitLabel={source === 'upload' ? 'Upload and create disk' : 'Create disk'}
      onDismiss={dismiss}
      submit={source === 'upload' ? importing : submit}
      onSubmit={onSubmit}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <RadioField label="Source" field={form.field('source')} options={SOURCES} />
      {source === 'upload' && (
        <>
          <DiskImportFields form={form} file={upload} disabled={importing.pending} />
          {progress && importing.pending && <ImportProgressBar progress={progress} />}
        </>
      )}
      {source === 'snapshot' && (
        <SelectField
          label="Snapshot"
          required
          field={form.field('fromSnapshot')}
          options={snapshots.options}
          loading={snapshots.loading}
          emptyLabel="Choose a snapshot"
        />
      )}
      {source === 'image' && (
        <SelectField
          label="Image"
          required
          field={form.field('image')}
          options={images.options}
          loading={images.loading}
          emptyLabel="Choose an image"
        />
      )}
      {source === 'blank' && (
        <SelectField
          label="Block size"
          field={form.field('blockSize')}
          options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        />
      )}
      {source !== 'upload' && (
        <NumberField
          label="Size"
          unit="GiB"
          min={minGib}
          max={DISK_MAX_GIB}
          field={form.field('size')}
          help={`${defaultGib} GiB when left empty`}
        />
      )}
    </FormModal>
  )
}

export function SnapshotCreateForm() {
  const { project } = useFormParams('project')
  const close = useClose()
  const disks = useOptions(diskList, { query: { project } }, (d) => ({
    value: d.name,
    detail: `${gib(d.size)} GiB, ${d.state.state}`,
  }))
  const form = useForm(
    { name: '', description: '', disk: '' },
    { name: (v) => validateName(v), disk: (v) => (v ? undefined : 'Choose a disk') },
  )
  const submit = useSubmit('snapshot.create', close)
  const disk = disks.items.find((d) => d.name === form.values.disk)
  return (
    <FormModal
      title="Create snapshot"
      submitLabel="Create snapshot"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run({ project, ...form.values })}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <SelectField
        label="Disk"
        required
        field={form.field('disk')}
        options={disks.options}
        loading={disks.loading}
        emptyLabel="Choose a disk"
        help={
          disk ? `Snapshot of ${disk.name}, ${gib(disk.size)} GiB` : 'Attached or detached disks'
        }
      />
    </FormModal>
  )
}
