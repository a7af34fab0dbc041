// The `oxide` line of instance.create. What `instance from-image` can say (a boot disk from an
// image, CPUs, memory, one anti-affinity group) it says; anything more (other boot disks, extra
// disks, a chosen network, IPs, keys, user data, a restart policy) is an `instance create` with
// the request body in a file, written the way the command's own run builds it.
import { cli, cliJson, idOf, lookup } from '../command-line/cli'
import {
  MIN_BOOT_DISK_GIB,
  parseNewDisk,
  splitList,
  type InstanceCreateArgs,
} from './instance-create-args'

type Args = Partial<InstanceCreateArgs>
const GIB = 2 ** 30

const asDefault = (v: unknown, fallback: unknown) => v === undefined || v === fallback

/** Whether `instance from-image` says all the arguments do. */
function fitsFromImage(a: Args): boolean {
  return (
    asDefault(a.boot, 'image') &&
    a.image !== undefined &&
    !splitList(a.disks).length &&
    !splitList(a.newDisks).length &&
    asDefault(a.network, 'default') &&
    asDefault(a.externalIp, true) &&
    !a.pool &&
    !splitList(a.floatingIps).length &&
    a.sshKeys === undefined &&
    !a.userData &&
    asDefault(a.autoRestartPolicy, 'default') &&
    splitList(a.antiAffinityGroups).length <= 1
  )
}

export function instanceCreateCli(a: Args): string {
  if (!fitsFromImage(a)) return cliJson('instance create', { project: a.project })
  const line = cli('instance from-image', {
    project: a.project,
    name: a.name,
    description: a.description,
    hostname: a.hostname || a.name,
    ncpus: a.ncpus,
    memory: a.memory === undefined ? undefined : `${a.memory}GiB`,
    image: a.image,
    size: a.bootDiskSize === undefined ? undefined : `${a.bootDiskSize}GiB`,
    antiAffinityGroup: splitList(a.antiAffinityGroups)[0],
  })
  // `--start` is a switch of from-image: the console starts a new instance unless told not to.
  return a.start === false ? line : `${line} --start`
}

const blank = (name: string, description: string, gib: number) => ({
  type: 'create',
  name,
  description,
  size: gib * GIB,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
})

function bootDisk(a: Args) {
  const name = a.name ?? ''
  if (a.boot === 'none') return null
  if (a.boot === 'disk') return { type: 'attach', name: a.bootDiskName }
  if (a.boot === 'blank')
    return blank(
      a.bootDiskName || `${name}-boot`,
      `Boot disk of ${name}`,
      a.bootDiskSize ?? MIN_BOOT_DISK_GIB,
    )
  const imageLine = a.image
    ? cli('image view', { project: a.project, image: a.image })
    : cli('image list', { project: a.project, limit: 1 })
  return {
    type: 'create',
    name: a.bootDiskName || `${name}-${a.image ?? 'boot'}`,
    description: `Boot disk of ${name}`,
    // The image's size rounded up to GiB, at least the minimum, as the console picks it.
    size:
      a.bootDiskSize !== undefined
        ? a.bootDiskSize * GIB
        : lookup(
            imageLine,
            `'${a.image ? '' : '.[0] | '}[(.size / ${GIB} | ceil), ${MIN_BOOT_DISK_GIB}] | max * ${GIB}'`,
          ),
    disk_backend: {
      type: 'distributed',
      disk_source: {
        type: 'image',
        image_id: a.image ? idOf(a.image, imageLine) : lookup(imageLine, "-r '.[0].id'"),
        read_only: false,
      },
    },
  }
}

/** The InstanceCreate body of an `instance create --json-body` line. */
export function instanceCreateBody(a: Args): unknown {
  if (fitsFromImage(a)) return undefined
  const name = a.name ?? ''
  const auto = { ip: { type: 'auto' }, transit_ips: [] }
  return {
    name,
    description: a.description,
    hostname: a.hostname || name,
    ncpus: a.ncpus ?? 2,
    memory: (a.memory ?? 8) * GIB,
    boot_disk: bootDisk(a),
    disks: [
      ...splitList(a.newDisks).flatMap((spec) => {
        const d = parseNewDisk(spec)
        return typeof d === 'string' ? [] : [blank(d.name, `Disk of ${name}`, d.size)]
      }),
      ...splitList(a.disks).map((disk) => ({ type: 'attach', name: disk })),
    ],
    network_interfaces:
      a.network === 'none'
        ? { type: 'none' }
        : a.network === 'custom'
          ? {
              type: 'create',
              params: [
                {
                  name: 'net0',
                  description: 'Primary interface',
                  vpc_name: a.vpc,
                  subnet_name: a.subnet,
                  ip_config: { type: 'dual_stack', value: { v4: auto, v6: auto } },
                },
              ],
            }
          : { type: 'default_dual_stack' },
    external_ips: [
      ...(a.externalIp === false
        ? []
        : [
            {
              type: 'ephemeral',
              pool_selector: a.pool
                ? { type: 'explicit', pool: a.pool }
                : { type: 'auto', ip_version: null },
            },
          ]),
      ...splitList(a.floatingIps).map((ip) => ({ type: 'floating', floating_ip: ip })),
    ],
    ssh_public_keys:
      a.sshKeys === undefined ? null : a.sshKeys === 'none' ? [] : splitList(a.sshKeys),
    user_data: a.userData ? btoa(String.fromCharCode(...new TextEncoder().encode(a.userData))) : '',
    anti_affinity_groups: splitList(a.antiAffinityGroups),
    auto_restart_policy: asDefault(a.autoRestartPolicy, 'default') ? null : a.autoRestartPolicy,
    start: a.start ?? true,
    cpu_platform: null,
    enable_jumbo_frames: false,
    multicast_groups: [],
  }
}
