// The upload source of disks-new: the file, its block size, an optional snapshot and image, and
// the progress of the upload (bytes, rate, step). The upload itself is the disk.import command.
import { useState } from 'react'
import { formatBytes } from '@/lib/format'
import { importDiskSize, importSizeError } from '@/lib/import-chunker'
import { validateName } from '@/lib/validators'
import { BLOCK_SIZES } from '@/commands/project/disks'
import { IMPORT_STEPS, type ImportProgress } from '@/state/disk-import'
import { CheckboxField, SelectField } from './kit/choice-fields'
import { FieldFrame } from './kit/field'
import { TextField } from './kit/text-fields'
import type { FormApi } from './kit/use-form'
import { FilePicker } from '../ui/file-picker'
import './disk-import.css'

export const importInitial = {
  importBlockSize: '512',
  snapshot: '',
  withImage: false,
  imageName: '',
  imageOs: '',
  imageVersion: '',
}
type ImportValues = typeof importInitial & { source: string }

const when = (on: (all: ImportValues) => boolean, check: (v: string) => string | undefined) => {
  return (v: string, all: ImportValues) => (on(all) ? check(v) : undefined)
}
const uploading = (a: ImportValues) => a.source === 'upload'
const imaging = (a: ImportValues) => uploading(a) && a.withImage
const required = (what: string) => (v: string) => (v.trim() ? undefined : `${what} is required`)

/** The upload fields' checks: a snapshot name when given, and everything an image needs. */
export const importValidators = {
  snapshot: when(
    (a) => uploading(a) && (a.withImage || a.snapshot !== ''),
    (v) => (v ? validateName(v) : 'An image is made from a snapshot: name it'),
  ),
  imageName: when(imaging, (v) => validateName(v)),
  imageOs: when(imaging, required('OS')),
  imageVersion: when(imaging, required('Version')),
}

/** The args of disk.import from the form's values. */
export const importArgs = (v: typeof importInitial, file: File) => ({
  file,
  blockSize: Number(v.importBlockSize),
  snapshot: v.snapshot || undefined,
  image: v.withImage ? v.imageName : undefined,
  imageOs: v.withImage ? v.imageOs : undefined,
  imageVersion: v.withImage ? v.imageVersion : undefined,
})

export function useImportFile() {
  const [file, setFile] = useState<File>()
  const [tried, setTried] = useState(false)
  const error = file ? importSizeError(file.size) : 'Choose the image file to upload'
  return {
    file,
    setFile,
    error: tried ? error : undefined,
    valid: !error,
    touch: () => setTried(true),
  }
}

export function DiskImportFields<V extends ImportValues>({
  form,
  file,
  disabled,
}: {
  form: FormApi<V>
  file: ReturnType<typeof useImportFile>
  disabled: boolean
}) {
  const f = form as unknown as FormApi<ImportValues>
  const onFile = (chosen: File | undefined) => {
    file.setFile(chosen)
    file.touch()
  }
  const chosen = file.file
  return (
    <>
      <FieldFrame
        label="Image file"
        required
        error={file.error}
        help={
          chosen
            ? `${formatBytes(chosen.size)}: the disk will be ${formatBytes(importDiskSize(chosen.size))}`
            : 'A raw disk image; the disk is its size rounded up to whole GiB'
        }
      >
        {(a11y) => (
          <FilePicker
            inputProps={a11y}
            name="file"
            file={chosen}
            onFile={onFile}
            disabled={disabled}
          />
        )}
      </FieldFrame>
      <SelectField
        label="Block size"
        field={f.field('importBlockSize')}
        options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        disabled={disabled}
      />
      <TextField
        label="Snapshot name"
        field={f.field('snapshot')}
        help="Snapshot the disk once imported; leave empty for none"
        disabled={disabled}
      />
      <CheckboxField
        label="Create an image from the snapshot"
        field={f.field('withImage')}
        disabled={disabled}
      />
      {f.values.withImage && (
        <>
          <TextField label="Image name" required field={f.field('imageName')} disabled={disabled} />
          <div className="form-row">
            <TextField
              label="OS"
              required
              placeholder="ubuntu"
              field={f.field('imageOs')}
              disabled={disabled}
            />
            <TextField
              label="Version"
              required
              placeholder="24.04"
              field={f.field('imageVersion')}
              disabled={disabled}
            />
          </div>
        </>
      )}
    </>
  )
}

const percent = (p: ImportProgress) => (p.total ? Math.floor((p.bytes / p.total) * 100) : 0)

function rate(p: ImportProgress) {
  const seconds = (p.updatedAt - p.startedAt) / 1000
  return seconds > 0 && p.bytes > 0 ? `${formatBytes(p.bytes / seconds)}/s` : '–'
}

const STATUS_TEXT: Record<ImportProgress['status'], string> = {
  running: '',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
}

/** One import's progress: bar, bytes of total, percentage, rate, and the step it is at. */
export function ImportProgressBar({ progress: p }: { progress: ImportProgress }) {
  const pct = percent(p)
  const step = p.status === 'running' ? IMPORT_STEPS[p.step] : STATUS_TEXT[p.status]
  return (
    <div className={`import-progress import-${p.status}`}>
      <div className="import-progress-line">
        <span>
          {p.disk}: {step}
        </span>
        <span className="muted">
          {formatBytes(p.bytes)} of {formatBytes(p.total)} · {pct}% · {rate(p)}
        </span>
      </div>
      <div
        className="import-bar"
        role="progressbar"
        aria-label={`Upload of ${p.disk}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${pct}%`}
      >
        <div className="import-bar-fill" style={{ width: `${pct}%` }} />
      </div>
      {p.message && p.status !== 'done' && <div className="form-error">{p.message}</div>}
    </div>
  )
}
