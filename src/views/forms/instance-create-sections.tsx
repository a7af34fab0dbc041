// The middle of the instance create form: size, boot disk, more disks, networking, and the
// instance's start-up settings (user data, anti-affinity groups, auto-restart, start).
import type { Image } from '@/api/generated/schemas'
import { DISK_MAX_GIB, bytesToGib } from '@/commands/core/args'
import type { useBootImages } from './image-options'
import type { CreateForm } from './instance-create-form'
import { CheckList, SIZE_PRESETS, presetOf, type useCreateOptions } from './instance-create-parts'
import { CheckboxField, RadioField, SelectField } from './kit/choice-fields'
import { ListField } from './kit/list-field'
import { SizeFields } from './kit/size-fields'
import { NumberField, TextField, TextareaField } from './kit/text-fields'

type Props = {
  form: CreateForm
  images: ReturnType<typeof useBootImages>
  image: Image | undefined
  imageName: string
  options: ReturnType<typeof useCreateOptions>
  bootDiskHelp?: string
  newDiskError: (spec: string) => string | undefined
}

function Size({ form }: Pick<Props, 'form'>) {
  const v = form.values
  const preset = presetOf(v.ncpus, v.memory) === 'custom' ? 'custom' : v.preset
  return (
    <section className="form-section" aria-label="Size">
      <div className="form-section-title">Size</div>
      <SelectField
        label="Preset"
        field={{
          ...form.field('preset'),
          value: preset,
          onChange: (p) => {
            form.set('preset', p)
            const [c, m] = p.split('/')
            if (c && m) {
              form.set('ncpus', c)
              form.set('memory', m)
            }
          },
        }}
        options={SIZE_PRESETS}
      />
      <div className="form-row">
        <SizeFields ncpus={form.field('ncpus')} memory={form.field('memory')} />
      </div>
    </section>
  )
}

function BootDisk({ form, images, image, imageName, options, bootDiskHelp }: Props) {
  const v = form.values
  return (
    <section className="form-section" aria-label="Boot disk">
      <div className="form-section-title">Boot disk</div>
      <RadioField
        label="Source"
        field={form.field('boot')}
        options={[
          { value: 'image', label: 'Image', help: 'a new disk from a project or silo image' },
          { value: 'disk', label: 'Existing disk', help: 'a detached disk of the project' },
          { value: 'blank', label: 'Blank disk', help: 'a new empty disk' },
          { value: 'none', label: 'None', help: 'boot from the firmware settings' },
        ]}
      />
      {v.boot === 'image' && (
        <SelectField
          label="Image"
          field={{ ...form.field('image'), value: imageName }}
          options={images.options}
          loading={images.loading}
          help="Project images first, then the silo's"
        />
      )}
      {v.boot === 'disk' ? (
        <SelectField
          label="Disk"
          required
          field={form.field('bootDiskName')}
          options={options.detached.options}
          loading={options.detached.loading}
          emptyLabel="Choose a detached disk"
        />
      ) : (
        v.boot !== 'none' && (
          <div className="form-row">
            <TextField
              label="Disk name"
              field={form.field('bootDiskName')}
              placeholder="generated from the instance's name"
            />
            <NumberField
              label="Size"
              unit="GiB"
              min={v.boot === 'image' && image ? Math.ceil(bytesToGib(image.size)) : 1}
              max={DISK_MAX_GIB}
              field={form.field('bootDiskSize')}
              help={v.boot === 'image' ? bootDiskHelp : '10 GiB when left empty'}
            />
          </div>
        )
      )}
    </section>
  )
}

function MoreDisks({ form, options, newDiskError }: Props) {
  const v = form.values
  // The boot disk can't also be an extra disk.
  const attachable = options.detached.options.filter(
    (o) => !(v.boot === 'disk' && o.value === v.bootDiskName),
  )
  return (
    <section className="form-section" aria-label="Additional disks">
      <div className="form-section-title">Additional disks</div>
      <ListField
        label="New blank disks"
        items={v.newDisks.map((value) => ({ value }))}
        onChange={(items) =>
          form.set(
            'newDisks',
            items.map((i) => i.value),
          )
        }
        validate={(e) => newDiskError(e.value)}
        placeholder="name:GiB, e.g. data:100"
      />
      <CheckList
        label="Attach existing disks"
        options={attachable}
        loading={options.detached.loading}
        value={v.disks}
        onChange={(disks) => form.set('disks', disks)}
        empty="No detached disks in this project"
      />
    </section>
  )
}

function Networking({ form, options }: Props) {
  const v = form.values
  return (
    <section className="form-section" aria-label="Networking">
      <div className="form-section-title">Networking</div>
      <RadioField
        label="Network interface"
        field={form.field('network')}
        options={[
          { value: 'default', label: 'Default', help: "the default VPC's default subnet" },
          { value: 'custom', label: 'Custom', help: 'a VPC and subnet of your choice' },
          { value: 'none', label: 'None', help: 'no network interface' },
        ]}
      />
      {v.network === 'custom' && (
        <div className="form-row">
          <SelectField
            label="VPC"
            required
            field={{
              ...form.field('vpc'),
              onChange: (vpc) => {
                form.set('vpc', vpc)
                form.set('subnet', '')
              },
            }}
            options={options.vpcs.options}
            loading={options.vpcs.loading}
          />
          <SelectField
            label="Subnet"
            required
            field={form.field('subnet')}
            options={options.subnets.options}
            loading={options.subnets.loading}
            emptyLabel="Choose a subnet"
          />
        </div>
      )}
      <CheckboxField
        label="Ephemeral external IP"
        field={form.field('externalIp')}
        help="An address for inbound and outbound traffic, released with the instance"
      />
      {v.externalIp && (
        <SelectField
          label="IP pool"
          field={form.field('pool')}
          options={options.pools.options}
          loading={options.pools.loading}
          emptyLabel="the silo's default pool"
        />
      )}
      <CheckList
        label="Floating IPs"
        options={options.floating.options}
        loading={options.floating.loading}
        value={v.floatingIps}
        onChange={(f) => form.set('floatingIps', f)}
        empty="No unattached floating IPs in this project"
      />
    </section>
  )
}

function StartUp({ form, options }: Props) {
  const v = form.values
  return (
    <section className="form-section" aria-label="Start-up">
      <div className="form-section-title">Start-up</div>
      <CheckList
        label="SSH keys"
        options={options.keys.options}
        loading={options.keys.loading}
        value={v.sshKeys ?? options.keys.options.map((o) => o.value)}
        onChange={(keys) => form.set('sshKeys', keys)}
        empty="You have no SSH keys; add one under settings/ssh-keys"
        help="Added to the instance by cloud-init"
      />
      <TextareaField
        label="User data"
        field={form.field('userData')}
        rows={3}
        placeholder="#cloud-config"
        help="Handed to cloud-init; sent base64-encoded"
      />
      <CheckList
        label="Anti-affinity groups"
        options={options.groups.options}
        loading={options.groups.loading}
        value={v.antiAffinityGroups}
        onChange={(g) => form.set('antiAffinityGroups', g)}
        empty="No anti-affinity groups in this project"
      />
      <SelectField
        label="Auto-restart policy"
        field={form.field('autoRestartPolicy')}
        options={[
          { value: 'default', label: "default (the control plane's choice: best effort)" },
          { value: 'best_effort', label: 'best effort' },
          { value: 'never', label: 'never' },
        ]}
      />
      <CheckboxField label="Start once created" field={form.field('start')} />
    </section>
  )
}

export function InstanceCreateSections(props: Props) {
  return (
    <>
      <Size form={props.form} />
      <BootDisk {...props} />
      <MoreDisks {...props} />
      <Networking {...props} />
      <StartUp {...props} />
    </>
  )
}
