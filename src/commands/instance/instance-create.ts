// instance.create: CPUs and memory, a boot disk (from an image, an existing disk, or blank),
// extra disks, the network interface, external IPs, SSH keys, user data, anti-affinity groups and
// the auto-restart policy. Every argument but the name has a default, so a name alone gives a
// running instance booted from the first image.
import { diskCan } from '@/api/capabilities'
import { diskList, imageList, instanceCreate, instanceList } from '@/api/generated/operations'
import type {
  ExternalIpCreate,
  Image,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
} from '@/api/generated/schemas'
import { fetchAllPages, invalidate } from '@/api/hooks'
import { genName } from '@/lib/names'
import { pb } from '@/lib/paths'
import { bytesToGib, gibToBytes, projectDefaults } from '../core/args'
import { commandList } from '../core/command-list'
import { instanceCreateBody, instanceCreateCli } from './instance-create-cli'
import {
  completeAntiAffinityGroups,
  completeBootImages,
  completeFloatingIps,
  completeProjects,
  completeSiloIpPools,
  completeSshKeys,
  completeSubnets,
  completeVpcs,
  findImage,
} from '../core/complete'
import { sizeChoices } from '../core/size-choices'
import { defineCommand, type Choice, type CommandContext } from '../core/define'
import { undoInstanceCreate } from '../history/create-undo'
import {
  MIN_BOOT_DISK_GIB,
  instanceCreateArgs,
  parseNewDisk,
  splitList,
  type InstanceCreateArgs,
} from './instance-create-args'

export { MIN_BOOT_DISK_GIB }

/** The default boot disk size for an image: its size rounded up to GiB, at least 10 GiB. */
export const bootDiskGib = (image: { size: number }) =>
  Math.max(MIN_BOOT_DISK_GIB, Math.ceil(bytesToGib(image.size)))

/** The default boot image: the project's first image, else the silo's first. */
async function firstImage(project: string): Promise<Image | undefined> {
  const own = await imageList({ query: { project, limit: 1 } })
  return own.items[0] ?? (await imageList({ query: { limit: 1 } })).items[0]
}

/** Detached disks of the project: the ones an instance can be created with. */
async function completeDetachedDisks(ctx: CommandContext, p: { project?: string }) {
  const project = p.project ?? ctx.scope.project
  if (!project) return []
  const disks = await fetchAllPages(diskList, { query: { project } })
  return disks
    .filter((d) => diskCan.attach(d))
    .map<Choice>((d) => ({
      value: d.name,
      detail: `${Math.ceil(bytesToGib(d.size))} GiB`,
      target: d,
    }))
}

type Args = InstanceCreateArgs

const blank = (gib: number) => ({
  type: 'distributed' as const,
  diskSource: { type: 'blank' as const, blockSize: 4096 as const },
  size: gibToBytes(gib),
})

async function bootDisk(a: Args): Promise<InstanceDiskAttachment | null> {
  if (a.boot === 'none') return null
  if (a.boot === 'disk') {
    if (!a.bootDiskName) throw new Error('Choose the existing disk to boot from (bootDiskName)')
    return { type: 'attach', name: a.bootDiskName }
  }
  if (a.boot === 'blank') {
    const { size, ...diskBackend } = blank(a.bootDiskSize ?? MIN_BOOT_DISK_GIB)
    return {
      type: 'create',
      name: a.bootDiskName || genName(a.name, 'boot'),
      description: `Boot disk of ${a.name}`,
      size,
      diskBackend,
    }
  }
  const image = a.image ? await findImage(a.project, a.image) : await firstImage(a.project)
  if (!image)
    throw new Error('There is no image to boot from; create one or choose another boot disk')
  const minimum = Math.ceil(bytesToGib(image.size))
  const size = a.bootDiskSize ?? bootDiskGib(image)
  if (size < minimum) throw new Error(`Boot disk must be at least ${minimum} GiB, the image size`)
  return {
    type: 'create',
    name: a.bootDiskName || genName(a.name, image.name),
    description: `Boot disk of ${a.name}`,
    size: gibToBytes(size),
    diskBackend: {
      type: 'distributed',
      diskSource: { type: 'image', imageId: image.id, readOnly: false },
    },
  }
}

function extraDisks(a: Args): InstanceDiskAttachment[] {
  const created = splitList(a.newDisks).map((spec): InstanceDiskAttachment => {
    const d = parseNewDisk(spec)
    // The schema already refused malformed specs; this keeps the types honest.
    if (typeof d === 'string') throw new Error(d)
    const { size, ...diskBackend } = blank(d.size)
    return { type: 'create', name: d.name, description: `Disk of ${a.name}`, size, diskBackend }
  })
  const attached = splitList(a.disks).map((name): InstanceDiskAttachment => ({
    type: 'attach',
    name,
  }))
  return [...created, ...attached]
}

function networkInterfaces(a: Args): InstanceNetworkInterfaceAttachment {
  if (a.network === 'none') return { type: 'none' }
  if (a.network === 'default') return { type: 'default_dual_stack' }
  if (!a.vpc || !a.subnet) throw new Error('Choose the VPC and subnet of the network interface')
  const auto = { ip: { type: 'auto' as const }, transitIps: [] }
  return {
    type: 'create',
    params: [
      {
        name: 'net0',
        description: 'Primary interface',
        vpcName: a.vpc,
        subnetName: a.subnet,
        ipConfig: { type: 'dual_stack', value: { v4: auto, v6: auto } },
      },
    ],
  }
}

function externalIps(a: Args): ExternalIpCreate[] {
  const ephemeral: ExternalIpCreate[] = a.externalIp
    ? [
        {
          type: 'ephemeral',
          poolSelector: a.pool
            ? { type: 'explicit', pool: a.pool }
            : { type: 'auto', ipVersion: null },
        },
      ]
    : []
  const floating = splitList(a.floatingIps).map((floatingIp): ExternalIpCreate => ({
    type: 'floating',
    floatingIp,
  }))
  return [...ephemeral, ...floating]
}

/** Omitted: every key of the user (null); 'none': no key at all. */
const sshKeys = (s: string | undefined) =>
  s === undefined ? null : s === 'none' ? [] : splitList(s)

/** RFC 4648 base64 of the UTF-8 text, as user_data must be. */
export function base64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export const instanceCreateCommand = defineCommand({
  id: 'instance.create',
  title: 'Create instance',
  group: 'Instances',
  keywords: ['new', 'launch'],
  args: instanceCreateArgs,
  defaults: projectDefaults,
  // The sizes the API requires: asked for, their defaults offered first (Enter takes them).
  ask: ['ncpus', 'memory'],
  complete: {
    project: completeProjects,
    ncpus: async () => sizeChoices(2, [1, 4, 8, 16, 32], (n) => `${n} vCPU${n === 1 ? '' : 's'}`),
    memory: async () => sizeChoices(8, [4, 16, 32, 64, 128], (n) => `${n} GiB`),
    image: completeBootImages,
    bootDiskName: completeDetachedDisks,
    disks: completeDetachedDisks,
    vpc: completeVpcs,
    subnet: completeSubnets,
    pool: completeSiloIpPools,
    floatingIps: completeFloatingIps,
    sshKeys: completeSshKeys,
    antiAffinityGroups: completeAntiAffinityGroups,
  },
  async run(a, ctx) {
    const created = await instanceCreate({
      query: { project: a.project },
      body: {
        name: a.name,
        description: a.description,
        hostname: a.hostname || a.name,
        ncpus: a.ncpus,
        memory: gibToBytes(a.memory),
        bootDisk: await bootDisk(a),
        disks: extraDisks(a),
        networkInterfaces: networkInterfaces(a),
        externalIps: externalIps(a),
        sshPublicKeys: sshKeys(a.sshKeys),
        userData: a.userData ? base64(a.userData) : '',
        antiAffinityGroups: splitList(a.antiAffinityGroups),
        autoRestartPolicy: a.autoRestartPolicy === 'default' ? null : a.autoRestartPolicy,
        start: a.start,
        // The API's own defaults, spelled out because the generated body type requires them.
        cpuPlatform: null,
        enableJumboFrames: false,
        multicastGroups: [],
      },
    })
    await invalidate(ctx.mutate, instanceList, diskList)
    ctx.navigate(pb.instanceStorage({ project: a.project, instance: created.name }))
    return created
  },
  successMessage: ({ name }) => `Instance ${name} created`,
  undo: undoInstanceCreate,
  cli: instanceCreateCli,
  cliBody: instanceCreateBody,
})

export const instanceCreateCommands = commandList(instanceCreateCommand)
