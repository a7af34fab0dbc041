// Images: a project image from a snapshot (images-new, snapshots/:snapshot/images-new), and the
// edit routes of project and silo images. nexus.json has no image update operation, so those
// show the image's properties read-only with what can be done to it: promote, demote, delete.
import { useState } from 'react'
import { useParams } from 'wouter'
import { imageView, projectList, snapshotList } from '@/api/generated/operations'
import type { Image } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { formatBytes, formatDateTime } from '@/lib/format'
import { validateName } from '@/lib/validators'
import { Button } from '../ui/button'
import { Tooltip } from '../ui/tooltip'
import { SelectField } from './kit/choice-fields'
import { CommandAction } from './kit/command-action'
import { DescriptionField, NameField } from './kit/common-fields'
import { FormModal, ViewModal } from './kit/form-modal'
import { PropsList } from './kit/props-list'
import { QueryModal } from './kit/query-modal'
import { TextField } from './kit/text-fields'
import { useClose, useFormParams } from './kit/use-close'
import { useForm } from './kit/use-form'
import { useOptions } from './kit/use-options'
import { useSubmit } from './kit/use-submit'

const required = (what: string) => (v: string) => (v.trim() ? undefined : `${what} is required`)

export function ImageCreateForm() {
  const { project } = useFormParams('project')
  // Opened from a snapshot's row, the snapshot is given; from the images page it is chosen.
  const fixed = useParams<{ snapshot?: string }>().snapshot
  const close = useClose()
  const snapshots = useOptions(snapshotList, { query: { project } }, (s) => ({
    value: s.name,
    detail: formatBytes(s.size),
  }))
  const form = useForm(
    { name: '', description: '', os: '', version: '', snapshot: fixed ?? '' },
    {
      name: (v) => validateName(v),
      os: required('OS'),
      version: required('Version'),
      snapshot: (v) => (v ? undefined : 'Choose a snapshot'),
    },
  )
  const submit = useSubmit('image.create', close)
  return (
    <FormModal
      title="Create image"
      submitLabel="Create image"
      onDismiss={close}
      submit={submit}
      onSubmit={() => form.check() && void submit.run({ project, ...form.values })}
    >
      <NameField field={form.field('name')} />
      <DescriptionField field={form.field('description')} />
      <SelectField
        label="Snapshot"
        required
        field={form.field('snapshot')}
        options={snapshots.options}
        loading={snapshots.loading}
        emptyLabel={fixed ? undefined : 'Choose a snapshot'}
        disabled={fixed !== undefined}
        help="The image is a copy of this snapshot's disk"
      />
      <div className="form-row">
        <TextField label="OS" required placeholder="ubuntu" field={form.field('os')} />
        <TextField label="Version" required placeholder="24.04" field={form.field('version')} />
      </div>
    </FormModal>
  )
}

function imageProps(image: Image): [string, string][] {
  return [
    ['name', image.name],
    ['description', image.description],
    ['os', image.os],
    ['version', image.version],
    ['size', formatBytes(image.size)],
    ['block size', `${image.blockSize} bytes`],
    ['digest', image.digest ? `${image.digest.type}:${image.digest.value}` : 'none'],
    ['id', image.id],
    ['created', formatDateTime(image.timeCreated)],
  ]
}

export function ProjectImageView() {
  const { project, image } = useFormParams('project', 'image')
  const close = useClose()
  const query = useApiQuery(imageView, { path: { image }, query: { project } })
  const args = { project, image }
  return (
    <QueryModal title="Image" onDismiss={close} query={query}>
      {(i) => (
        <ViewModal
          title={`Image ${i.name}`}
          onDismiss={close}
          actions={
            <>
              <CommandAction
                id="image.delete"
                args={args}
                target={i}
                variant="danger"
                onDone={close}
              />
              <CommandAction id="image.promote" args={args} target={i} onDone={close} />
            </>
          }
        >
          <div className="form">
            <PropsList items={imageProps(i)} />
            <p className="form-help">
              Images can't be changed once made. Promote it to share it with every project of the
              silo.
            </p>
          </div>
        </ViewModal>
      )}
    </QueryModal>
  )
}

export function SiloImageView() {
  const { image } = useFormParams('image')
  const close = useClose()
  const query = useApiQuery(imageView, { path: { image } })
  return (
    <QueryModal title="Image" onDismiss={close} query={query}>
      {(i) => <SiloImage image={i} close={close} />}
    </QueryModal>
  )
}

function SiloImage({ image, close }: { image: Image; close: () => void }) {
  const [project, setProject] = useState('')
  const projects = useOptions(projectList, {}, (p) => ({ value: p.name }))
  const field = { name: 'project', value: project, onChange: setProject, onBlur: () => {} }
  return (
    <ViewModal
      title={`Image ${image.name}`}
      onDismiss={close}
      actions={
        <>
          <CommandAction
            id="image.delete"
            args={{ image: image.name }}
            target={image}
            variant="danger"
            onDone={close}
          />
          {project ? (
            <CommandAction
              id="image.demote"
              args={{ image: image.name, project }}
              target={image}
              onDone={close}
            />
          ) : (
            <Tooltip content="Choose the project to demote the image to">
              <Button disabled>Demote image</Button>
            </Tooltip>
          )}
        </>
      }
    >
      <div className="form">
        <PropsList items={imageProps(image)} />
        <SelectField
          label="Demote to project"
          field={field}
          options={projects.options}
          loading={projects.loading}
          emptyLabel="Choose a project"
          help="Demoting makes it an image of that project only"
        />
      </div>
    </ViewModal>
  )
}
