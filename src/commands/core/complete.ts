// Completion sources: live API lists turned into palette choices. Each takes the partial args
// (falling back to the page's scope) and returns [] while a parent argument is still missing.
import { fetchAllPages } from '@/api/hooks'
import {
  antiAffinityGroupList,
  currentUserAccessTokenList,
  currentUserSshKeyList,
  diskList,
  floatingIpList,
  imageList,
  imageView,
  instanceList,
  internetGatewayIpAddressList,
  internetGatewayIpPoolList,
  internetGatewayList,
  ipPoolList,
  projectList,
  siloIdentityProviderList,
  siloIpPoolList,
  siloList,
  sledList,
  snapshotList,
  systemIpPoolList,
  systemIpPoolRangeList,
  systemIpPoolSiloList,
  vpcFirewallRulesView,
  vpcList,
  vpcRouterList,
  vpcRouterRouteList,
  vpcSubnetList,
} from '@/api/generated/operations'
import type { Image } from '@/api/generated/schemas'
import { isUuid } from '@/lib/validators'
import type { Choice, CommandContext } from './define'

type Named = { name: string; description?: string }
type Parents = {
  project?: string
  vpc?: string
  router?: string
  gateway?: string
  silo?: string
  pool?: string
}

const named = <T extends Named>(items: T[], detail?: (t: T) => string | undefined): Choice[] =>
  items.map((t) => ({ value: t.name, detail: detail ? detail(t) : t.description, target: t }))

const inProject = (ctx: CommandContext, p: Parents) => p.project ?? ctx.scope.project
const inVpc = (ctx: CommandContext, p: Parents) => {
  const project = inProject(ctx, p)
  const vpc = p.vpc ?? ctx.scope.vpc
  return project && vpc ? { project, vpc } : undefined
}

export const completeProjects = async () => named(await fetchAllPages(projectList, {}))

export async function completeInstances(ctx: CommandContext, p: Parents) {
  const project = inProject(ctx, p)
  if (!project) return []
  return named(await fetchAllPages(instanceList, { query: { project } }), (i) => i.runState)
}

export async function completeDisks(ctx: CommandContext, p: Parents) {
  const project = inProject(ctx, p)
  if (!project) return []
  return named(await fetchAllPages(diskList, { query: { project } }), (d) => d.state.state)
}

export async function completeSnapshots(ctx: CommandContext, p: Parents) {
  const project = inProject(ctx, p)
  if (!project) return []
  return named(await fetchAllPages(snapshotList, { query: { project } }), (s) => s.state)
}

/** Project images when a project is given, silo images otherwise. */
export async function completeImages(ctx: CommandContext, p: Parents) {
  const project = inProject(ctx, p)
  const query = project ? { project } : {}
  return named(await fetchAllPages(imageList, { query }), (i) => `${i.os} ${i.version}`)
}

export async function completeFloatingIps(ctx: CommandContext, p: Parents) {
  const project = inProject(ctx, p)
  if (!project) return []
  return named(await fetchAllPages(floatingIpList, { query: { project } }), (f) => f.ip)
}

export async function completeAntiAffinityGroups(ctx: CommandContext, p: Parents) {
  const project = inProject(ctx, p)
  if (!project) return []
  return named(await fetchAllPages(antiAffinityGroupList, { query: { project } }))
}

export async function completeVpcs(ctx: CommandContext, p: Parents) {
  const project = inProject(ctx, p)
  if (!project) return []
  return named(await fetchAllPages(vpcList, { query: { project } }))
}

export async function completeSubnets(ctx: CommandContext, p: Parents) {
  const q = inVpc(ctx, p)
  return q ? named(await fetchAllPages(vpcSubnetList, { query: q }), (s) => s.ipv4Block) : []
}

export async function completeRouters(ctx: CommandContext, p: Parents) {
  const q = inVpc(ctx, p)
  return q ? named(await fetchAllPages(vpcRouterList, { query: q }), (r) => r.kind) : []
}

export async function completeRoutes(ctx: CommandContext, p: Parents) {
  const q = inVpc(ctx, p)
  if (!q || !p.router) return []
  const routes = await fetchAllPages(vpcRouterRouteList, { query: { ...q, router: p.router } })
  return named(routes, (r) => r.kind)
}

export async function completeInternetGateways(ctx: CommandContext, p: Parents) {
  const q = inVpc(ctx, p)
  return q ? named(await fetchAllPages(internetGatewayList, { query: q })) : []
}

/** The IP pools attached to a gateway, by the attachment's name. */
export async function completeGatewayIpPools(ctx: CommandContext, p: Parents) {
  const q = inVpc(ctx, p)
  if (!q || !p.gateway) return []
  return named(
    await fetchAllPages(internetGatewayIpPoolList, { query: { ...q, gateway: p.gateway } }),
  )
}

/** The IP addresses attached to a gateway, by the attachment's name, with the address. */
export async function completeGatewayIpAddresses(ctx: CommandContext, p: Parents) {
  const q = inVpc(ctx, p)
  if (!q || !p.gateway) return []
  const addresses = await fetchAllPages(internetGatewayIpAddressList, {
    query: { ...q, gateway: p.gateway },
  })
  return named(addresses, (a) => a.address)
}

export async function completeFirewallRules(ctx: CommandContext, p: Parents) {
  const q = inVpc(ctx, p)
  if (!q) return []
  const { rules } = await vpcFirewallRulesView({ query: q })
  return named(rules, (r) => `${r.direction} ${r.action}`)
}

export const completeSshKeys = async () => named(await fetchAllPages(currentUserSshKeyList, {}))

export async function completeAccessTokens(): Promise<Choice[]> {
  const tokens = await fetchAllPages(currentUserAccessTokenList, {})
  return tokens.map((t) => ({
    value: t.id,
    detail: t.timeExpires ? `expires ${t.timeExpires.toISOString()}` : 'no expiry',
    target: t,
  }))
}

export const completeSilos = async () => named(await fetchAllPages(siloList, {}))

export async function completeIdentityProviders(ctx: CommandContext, p: Parents) {
  const silo = p.silo ?? ctx.scope.silo
  if (!silo) return []
  const idps = await fetchAllPages(siloIdentityProviderList, { query: { silo } })
  return named(idps, (i) => i.providerType)
}

export const completeIpPools = async () =>
  named(await fetchAllPages(systemIpPoolList, {}), (p) => p.ipVersion)

/** A pool's ranges, offered by their first address (the last follows from it). */
export async function completeRangeFirst(ctx: CommandContext, p: Parents): Promise<Choice[]> {
  const pool = p.pool ?? ctx.scope.pool
  if (!pool) return []
  const ranges = await fetchAllPages(systemIpPoolRangeList, { path: { pool } })
  return ranges.map((r) => ({ value: r.range.first, detail: `to ${r.range.last}`, target: r }))
}

/** The last address of the ranges that start at the chosen first address. */
export async function completeRangeLast(ctx: CommandContext, p: Parents & { first?: string }) {
  const choices = await completeRangeFirst(ctx, p)
  return choices
    .filter((c) => p.first === undefined || c.value === p.first)
    .map((c) => {
      const last = (c.target as { range: { last: string } }).range.last
      return { value: last, detail: `from ${c.value}`, target: c.target }
    })
}

/** Pools linked to the user's silo, the ones floating IPs and instances allocate from. */
/** The silo's unicast pools (a multicast pool gives no instance or gateway addresses). */
export const completeSiloIpPools = async () =>
  named(await fetchAllPages(ipPoolList, { query: { poolType: 'unicast' } }), (p) =>
    p.isDefault ? 'default' : p.ipVersion,
  )

/**
 * Sleds by id, with their serial number (what is printed on the hardware) to search by, and their
 * state and provision policy to choose by.
 */
export async function completeSleds(): Promise<Choice[]> {
  const sleds = await fetchAllPages(sledList, {})
  return sleds.map((s) => ({
    value: s.id,
    label: s.baseboard.serial,
    detail: `${s.state} · ${s.policy.kind === 'in_service' ? s.policy.provisionPolicy : s.policy.kind} · ${s.id}`,
    keywords: [s.baseboard.serial, s.baseboard.part],
    target: s,
  }))
}

/**
 * Which side of a pool–silo link a completion offers: `unlinked` (to link), `linked` (to unlink)
 * or `not-default` (linked, and not already the silo's default: to make it so).
 */
export type LinkState = 'unlinked' | 'linked' | 'not-default'

const wanted = (state: LinkState, link: { isDefault: boolean } | undefined) =>
  state === 'unlinked' ? !link : Boolean(link) && !(state === 'not-default' && link!.isDefault)

/** Silos by their link to the pool; a linked silo's choice carries the link as its target. */
export const completePoolSilos =
  (state: LinkState) =>
  async (ctx: CommandContext, p: Parents): Promise<Choice[]> => {
    const pool = p.pool ?? ctx.scope.pool
    if (!pool) return []
    const [silos, links] = await Promise.all([
      fetchAllPages(siloList, {}),
      fetchAllPages(systemIpPoolSiloList, { path: { pool } }),
    ])
    const linkOf = new Map(links.map((l) => [l.siloId, l]))
    return silos.flatMap((s) => {
      const link = linkOf.get(s.id)
      if (!wanted(state, link)) return []
      const detail = link ? (link.isDefault ? 'default' : 'linked') : s.description
      return [{ value: s.name, detail, target: link ?? s }]
    })
  }

/**
 * Pools by their link to the silo, when the silo is known (all pools otherwise); a linked pool's
 * choice carries the silo's view of it (with `isDefault`) as its target. Pools reserved for system
 * services can't be linked, so linking never offers them.
 */
export const completeSiloLinkPools =
  (state: LinkState) =>
  async (ctx: CommandContext, p: Parents): Promise<Choice[]> => {
    const silo = p.silo ?? ctx.scope.silo
    const pools = await fetchAllPages(systemIpPoolList, {})
    const linked = silo ? await fetchAllPages(siloIpPoolList, { path: { silo } }) : []
    const linkOf = new Map(linked.map((l) => [l.id, l]))
    return pools.flatMap((pool) => {
      const link = linkOf.get(pool.id)
      if (state === 'unlinked' && pool.assignment === 'system_services') return []
      if (silo && !wanted(state, link)) return []
      const detail = link?.isDefault ? `${pool.ipVersion}, default` : pool.ipVersion
      return [{ value: pool.name, detail, target: link ?? pool }]
    })
  }

/** A project image of that name, else a silo image; ids need no project. */
export async function findImage(project: string, image: string): Promise<Image> {
  if (isUuid(image)) return imageView({ path: { image } })
  // Look in the project's list rather than probing with a view: a silo image would otherwise
  // cost a 404 (logged by the browser) on every use.
  const own = await fetchAllPages(imageList, { query: { project } })
  return own.find((i) => i.name === image) ?? imageView({ path: { image } })
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
