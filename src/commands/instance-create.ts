// instance.create: the basic instance — CPUs, memory, a boot disk from a silo or project image,
// an ephemeral external IP, started once created. Every argument but the name has a default, so
// a name alone gives a running instance.
import { z } from 'zod'
import { ApiError } from '@/api/errors'
import {
  diskList,
  imageList,
  imageView,
  instanceCreate,
  instanceList,
} from '@/api/generated/operations'
import type { Image } from '@/api/generated/schemas'
import { fetchAllPages, invalidate } from '@/api/hooks'
import { genName } from '@/lib/names'
import { pb } from '@/lib/paths'
import { isUuid } from '@/lib/validators'
import {
  DISK_MAX_GIB,
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  bytesToGib,
  description,
  gibToBytes,
  newName,
  project,
  projectDefaults,
} from './args'
import { cli } from './cli'
import { commandList } from './command-list'
import { completeProjects } from './complete'
import { defineCommand, type Choice, type CommandContext } from './define'

/** Boot disks are at least this big, and at least the image. */
export const MIN_BOOT_DISK_GIB = 10

/** The default boot disk size for an image: its size rounded up to GiB, at least 10 GiB. */
export const bootDiskGib = (image: { size: number }) =>
  Math.max(MIN_BOOT_DISK_GIB, Math.ceil(bytesToGib(image.size)))

const notFound = (e: unknown) => e instanceof ApiError && e.statusCode === 404

/** A project image of that name, else a silo image; ids need no project. */
export async function findImage(project: string, image: string): Promise<Image> {
  if (isUuid(image)) return imageView({ path: { image } })
  try {
    return await imageView({ path: { image }, query: { project } })
  } catch (e) {
    if (!notFound(e)) throw e
    return imageView({ path: { image } })
  }
}

/** The default boot image: the project's first image, else the silo's first. */
async function firstImage(project: string): Promise<Image | undefined> {
  const own = await imageList({ query: { project, limit: 1 } })
  return own.items[0] ?? (await imageList({ query: { limit: 1 } })).items[0]
}

/** Project images first, then the silo's, as boot disk choices. */
export async function completeBootImages(ctx: CommandContext, p: { project?: string }) {
  const project = p.project ?? ctx.scope.project
  const [own, silo] = await Promise.all([
    project ? fetchAllPages(imageList, { query: { project } }) : Promise.resolve([]),
    fetchAllPages(imageList, {}),
  ])
  const choice = (where: string) => (i: Image) =>
    ({ value: i.name, detail: `${where} image, ${i.os} ${i.version}`, target: i }) as Choice
  return [...own.map(choice('project')), ...silo.map(choice('silo'))]
}

const args = z.object({
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
  image: z
    .string()
    .optional()
    .describe(
      "Image of the boot disk (project or silo image); the project's first, else the silo's",
    ),
  bootDiskSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DISK_MAX_GIB)
    .optional()
    .describe(`Boot disk size in GiB; defaults to the image's size, at least ${MIN_BOOT_DISK_GIB}`),
  bootDisk: z.boolean().default(true).describe('Give the instance a boot disk made from the image'),
  externalIp: z
    .boolean()
    .default(true)
    .describe("Give the instance an ephemeral external IP from the silo's default pool"),
  start: z.boolean().default(true).describe('Start the instance once it is created'),
})

type Args = z.infer<typeof args>

async function bootDisk(a: Args) {
  if (!a.bootDisk) return null
  const image = a.image ? await findImage(a.project, a.image) : await firstImage(a.project)
  if (!image)
    throw new Error('There is no image to boot from; create one or leave out the boot disk')
  const minimum = Math.ceil(bytesToGib(image.size))
  const size = a.bootDiskSize ?? bootDiskGib(image)
  if (size < minimum) throw new Error(`Boot disk must be at least ${minimum} GiB, the image size`)
  return {
    type: 'create' as const,
    name: genName(a.name, image.name),
    description: `Boot disk of ${a.name}`,
    size: gibToBytes(size),
    diskBackend: {
      type: 'distributed' as const,
      diskSource: { type: 'image' as const, imageId: image.id, readOnly: false },
    },
  }
}

export const instanceCreateCommand = defineCommand({
  id: 'instance.create',
  title: 'Create instance',
  group: 'Instances',
  keywords: ['new', 'launch'],
  args,
  defaults: projectDefaults,
  complete: { project: completeProjects, image: completeBootImages },
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
        externalIps: a.externalIp
          ? [{ type: 'ephemeral', poolSelector: { type: 'auto', ipVersion: null } }]
          : [],
        start: a.start,
        // The API's own defaults, spelled out because the generated body type requires them.
        antiAffinityGroups: [],
        autoRestartPolicy: null,
        cpuPlatform: null,
        disks: [],
        enableJumboFrames: false,
        multicastGroups: [],
        networkInterfaces: { type: 'default_dual_stack' },
        userData: '',
      },
    })
    await invalidate(ctx.mutate, instanceList, diskList)
    ctx.navigate(pb.instanceStorage({ project: a.project, instance: created.name }))
    return created
  },
  successMessage: ({ name }) => `Instance ${name} created`,
  cli: (a) =>
    cli('instance create', {
      project: a.project,
      name: a.name,
      description: a.description,
      hostname: a.hostname || a.name,
      ncpus: a.ncpus,
      memory: a.memory === undefined ? undefined : `${a.memory}GiB`,
      image: a.image,
      bootDiskSize: a.bootDiskSize === undefined ? undefined : `${a.bootDiskSize}GiB`,
      start: a.start,
    }),
})

export const instanceCreateCommands = commandList(instanceCreateCommand)
