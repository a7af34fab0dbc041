// Completion sources of the subnet pool commands: pools, a pool's members, and the two sides of
// a pool–silo link (which silos a pool is linked to, which pools a silo has).
import { fetchAllPages } from '@/api/hooks'
import {
  siloList,
  siloSubnetPoolList,
  systemSubnetPoolList,
  systemSubnetPoolMemberList,
  systemSubnetPoolSiloList,
} from '@/api/generated/operations'
import type { LinkState } from '../core/complete'
import type { Choice, CommandContext } from '../core/define'

type Parents = { pool?: string; silo?: string }

const poolOf = (ctx: CommandContext, p: Parents) => p.pool ?? ctx.scope.subnetPool
const siloOf = (ctx: CommandContext, p: Parents) => p.silo ?? ctx.scope.silo

export async function completeSubnetPools(): Promise<Choice[]> {
  const pools = await fetchAllPages(systemSubnetPoolList, {})
  return pools.map((p) => ({ value: p.name, detail: p.ipVersion, target: p }))
}

/** A pool's members, by subnet, with their prefix lengths. */
export async function completeSubnetPoolMembers(ctx: CommandContext, p: Parents) {
  const pool = poolOf(ctx, p)
  if (!pool) return []
  const members = await fetchAllPages(systemSubnetPoolMemberList, { path: { pool } })
  return members.map((m): Choice => ({
    value: m.subnet,
    detail: `/${m.minPrefixLength} to /${m.maxPrefixLength}`,
    target: m,
  }))
}

const wanted = (state: LinkState, link: { isDefault: boolean } | undefined) =>
  state === 'unlinked' ? !link : Boolean(link) && !(state === 'not-default' && link!.isDefault)

/** `default`: linked and the silo's default (what clearing a default takes). */
type Side = LinkState | 'default'
const keep = (state: Side, link: { isDefault: boolean } | undefined) =>
  state === 'default' ? Boolean(link?.isDefault) : wanted(state, link)

/** Silos by their link to the pool; a linked silo's choice carries the link as its target. */
export const completeSubnetPoolSilos =
  (state: Side) =>
  async (ctx: CommandContext, p: Parents): Promise<Choice[]> => {
    const pool = poolOf(ctx, p)
    if (!pool) return []
    const [silos, links] = await Promise.all([
      fetchAllPages(siloList, {}),
      fetchAllPages(systemSubnetPoolSiloList, { path: { pool } }),
    ])
    const linkOf = new Map(links.map((l) => [l.siloId, l]))
    return silos.flatMap((s) => {
      const link = linkOf.get(s.id)
      if (!keep(state, link)) return []
      const detail = link ? (link.isDefault ? 'default' : 'linked') : s.description
      return [{ value: s.name, detail, target: link ?? s }]
    })
  }

/**
 * Pools by their link to the silo when the silo is known (all pools otherwise); a linked pool's
 * choice carries the silo's view of it (with `isDefault`) as its target.
 */
export const completeSiloSubnetPools =
  (state: Side) =>
  async (ctx: CommandContext, p: Parents): Promise<Choice[]> => {
    const silo = siloOf(ctx, p)
    const pools = await fetchAllPages(systemSubnetPoolList, {})
    const linked = silo ? await fetchAllPages(siloSubnetPoolList, { path: { silo } }) : []
    const linkOf = new Map(linked.map((l) => [l.id, l]))
    return pools.flatMap((pool) => {
      const link = linkOf.get(pool.id)
      if (silo && !keep(state, link)) return []
      const detail = link?.isDefault ? `${pool.ipVersion}, default` : pool.ipVersion
      return [{ value: pool.name, detail, target: link ?? pool }]
    })
  }
