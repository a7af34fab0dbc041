// instance.create's arguments. Lists (disks, keys, groups, floating IPs) are comma-separated
// names, so the palette, the typed command line and the `oxide` line all carry them as text.
import { z } from 'zod'
import { validateName } from '@/lib/validators'
import {
  DISK_MAX_GIB,
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  description,
  newName,
  project,
} from '../core/args'

/** Boot disks are at least this big, and at least the image. */
export const MIN_BOOT_DISK_GIB = 10

/** Where the boot disk comes from. */
export const BOOT_SOURCES = ['image', 'disk', 'blank', 'none'] as const
export const NETWORK_CHOICES = ['default', 'custom', 'none'] as const
export const CREATE_AUTO_RESTART = ['default', 'best_effort', 'never'] as const

/** `a, b,,c ` -> ['a', 'b', 'c'] */
export const splitList = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '')

/** `data:100` -> a new blank disk named data of 100 GiB. */
export function parseNewDisk(spec: string): { name: string; size: number } | string {
  const m = /^([^:]+):(\d+)$/.exec(spec)
  if (!m) return `'${spec}' is not name:size (e.g. data:100)`
  const name = m[1] ?? ''
  const size = Number(m[2])
  const bad = validateName(name)
  if (bad) return `${name}: ${bad}`
  if (size < 1 || size > DISK_MAX_GIB) return `${name}: size must be 1 to ${DISK_MAX_GIB} GiB`
  return { name, size }
}

const names = (what: string) =>
  z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      const items = splitList(v)
      for (const item of items) {
        const bad = validateName(item)
        if (bad) ctx.addIssue({ code: 'custom', message: `${item}: ${bad}` })
      }
      if (new Set(items).size !== items.length)
        ctx.addIssue({ code: 'custom', message: 'Items must be unique' })
    })
    .describe(what)

/** 32 KiB of user data, before encoding (nexus.json). */
export const USER_DATA_MAX = 32 * 1024

export const instanceCreateArgs = z.object({
  project,
  name: newName('instance'),
  description: description('instance'),
  hostname: z
    .string()
    .max(253)
    .optional()
    .describe('Hostname of the instance; defaults to its name'),
  ncpus: z.coerce
    .number()
    .int()
    .min(1)
    .max(INSTANCE_MAX_CPUS)
    .default(2)
    .describe('Number of virtual CPUs'),
  memory: z.coerce
    .number()
    .int()
    .min(1)
    .max(INSTANCE_MAX_MEMORY_GIB)
    .default(8)
    .describe('Memory in GiB'),
  boot: z
    .enum(BOOT_SOURCES)
    .default('image')
    .describe('Boot disk: a new disk from an image, an existing disk, a new blank disk, or none'),
  image: z
    .string()
    .optional()
    .describe(
      "Image of a new boot disk (project or silo image); the project's first, else the silo's",
    ),
  bootDiskName: z
    .string()
    .optional()
    .describe('The existing disk to boot from (boot disk), or the new boot disk’s name'),
  bootDiskSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DISK_MAX_GIB)
    .optional()
    .describe(
      `New boot disk size in GiB; the image's size (at least ${MIN_BOOT_DISK_GIB}) if omitted`,
    ),
  disks: names('Existing detached disks to attach, comma-separated'),
  newDisks: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      for (const spec of splitList(v)) {
        const parsed = parseNewDisk(spec)
        if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed })
      }
    })
    .describe('New blank disks to create and attach, as name:GiB, comma-separated'),
  network: z
    .enum(NETWORK_CHOICES)
    .default('default')
    .describe("Network interface: the default VPC's default subnet, a chosen one, or none"),
  vpc: z.string().optional().describe('VPC of the network interface, when network is custom'),
  subnet: z.string().optional().describe('Subnet of the network interface, when network is custom'),
  externalIp: z.boolean().default(true).describe('Give the instance an ephemeral external IP'),
  pool: z
    .string()
    .optional()
    .describe("IP pool of the ephemeral IP; the silo's default if omitted"),
  floatingIps: names('Floating IPs to attach, comma-separated'),
  sshKeys: z
    .string()
    .optional()
    .describe("SSH keys to add, comma-separated; all of yours if omitted, 'none' for none"),
  userData: z
    .string()
    .max(USER_DATA_MAX)
    .optional()
    .describe('User data for cloud-init (plain text, at most 32 KiB)'),
  antiAffinityGroups: names('Anti-affinity groups to join, comma-separated'),
  autoRestartPolicy: z
    .enum(CREATE_AUTO_RESTART)
    .default('default')
    .describe("Auto-restart policy: best_effort, never, or the control plane's default"),
  start: z.boolean().default(true).describe('Start the instance once it is created'),
})

export type InstanceCreateArgs = z.infer<typeof instanceCreateArgs>
