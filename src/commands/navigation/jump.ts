// nav.by-id: a pasted UUID goes straight to its resource. Instances have a lookup route; other
// kinds are found by asking the view endpoints in turn (ids are unique across kinds) and going to
// the page of the one that answers, with its project's name. The palette tries its index first.
import { z } from 'zod'
import {
  antiAffinityGroupView,
  diskView,
  floatingIpView,
  imageView,
  instanceView,
  projectView,
  siloView,
  snapshotView,
  systemIpPoolView,
  vpcView,
} from '@/api/generated/operations'
import { ApiError } from '@/api/errors'
import { pb } from '@/lib/paths'
import { commandList } from '../core/command-list'
import { defineCommand } from '../core/define'

type Found = { kind: string; path: () => Promise<string> }

const projectName = async (projectId: string) =>
  (await projectView({ path: { project: projectId } })).name

/** Each resource kind the id may name: a lookup that throws when it is not that kind. */
const lookups: ((id: string) => Promise<Found>)[] = [
  async (id) => {
    await instanceView({ path: { instance: id } })
    return { kind: 'instance', path: async () => pb.instanceLookupShort({ instance: id }) }
  },
  async (id) => {
    const d = await diskView({ path: { disk: id } })
    return { kind: 'disk', path: async () => pb.disks({ project: await projectName(d.projectId) }) }
  },
  async (id) => {
    const v = await vpcView({ path: { vpc: id } })
    const project = await projectName(v.projectId)
    return { kind: 'vpc', path: async () => pb.vpc({ project, vpc: v.name }) }
  },
  async (id) => {
    const p = await projectView({ path: { project: id } })
    return { kind: 'project', path: async () => pb.project({ project: p.name }) }
  },
  async (id) => {
    const s = await snapshotView({ path: { snapshot: id } })
    return {
      kind: 'snapshot',
      path: async () => pb.snapshots({ project: await projectName(s.projectId) }),
    }
  },
  async (id) => {
    const i = await imageView({ path: { image: id } })
    const owner = i.projectId
    return {
      kind: 'image',
      path: async () =>
        owner ? pb.projectImages({ project: await projectName(owner) }) : pb.siloImages(),
    }
  },
  async (id) => {
    const f = await floatingIpView({ path: { floatingIp: id } })
    return {
      kind: 'floating ip',
      path: async () => pb.floatingIps({ project: await projectName(f.projectId) }),
    }
  },
  async (id) => {
    const g = await antiAffinityGroupView({ path: { antiAffinityGroup: id } })
    const project = await projectName(g.projectId)
    return {
      kind: 'anti-affinity group',
      path: async () => pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
    }
  },
  async (id) => {
    const s = await siloView({ path: { silo: id } })
    return { kind: 'silo', path: async () => pb.silo({ silo: s.name }) }
  },
  async (id) => {
    const p = await systemIpPoolView({ path: { pool: id } })
    return { kind: 'ip pool', path: async () => pb.ipPool({ pool: p.name }) }
  },
]

/**
 * The page of the resource with this id; rejects with a plain message when none has it. One kind
 * after another, commonest first, so a found instance costs one request and no 404s.
 */
export async function findById(id: string): Promise<string> {
  for (const lookup of lookups) {
    let found: Found
    try {
      found = await lookup(id)
    } catch (e) {
      if (e instanceof ApiError && (e.statusCode === 404 || e.statusCode === 403)) continue
      throw e
    }
    return found.path()
  }
  throw new Error(`No resource you can see has the id ${id}`)
}

export const jumpByIdCommand = defineCommand({
  id: 'nav.by-id',
  title: 'Go to resource by id',
  // Not 'Navigation': that group goes to a page without asking the API first.
  group: 'Jump',
  keywords: ['lookup', 'uuid', 'find', 'jump', 'paste'],
  args: z.object({
    id: z.uuid().describe('Id (UUID) of an instance, disk, VPC or other resource'),
  }),
  line: { words: ['jump'], positional: ['id'] },
  async run({ id }, ctx) {
    ctx.navigate(await findById(id))
  },
})

export const jumpCommands = commandList(jumpByIdCommand)
