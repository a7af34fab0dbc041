// IP pool silo links (operators): link a pool to a silo, unlink it, make it the silo's default.
// A silo's users allocate external IPs from the pools linked to it; the default pool is the one
// used when they name none (nexus.json, system_ip_pool_silo_link/update/unlink).
import { z } from 'zod'
import { hasLinkDefault, makeDefaultReason } from '@/api/capabilities'
import {
  siloIpPoolList,
  systemIpPoolList,
  systemIpPoolSiloLink,
  systemIpPoolSiloList,
  systemIpPoolSiloUnlink,
  systemIpPoolSiloUpdate,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { completePoolSilos, completeSiloLinkPools } from '../core/complete'
import { isFleetViewer } from '../navigation/navigation-define'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { undoPoolLink, undoPoolMakeDefault, undoPoolUnlink } from '../history/undo-links'

const group = 'IP pools'
const pool = ref('IP pool name')
const silo = ref('Silo name')
const linkArgs = z.object({ pool, silo })
type LinkArgs = z.infer<typeof linkArgs>

const defaults = (ctx: CommandContext) => ({ pool: ctx.scope.pool, silo: ctx.scope.silo })

// Both sides list the link: the pool's silos, the silo's pools (and the pools list, whose
// rows and fleet health read the links).
const refreshLinks = (ctx: CommandContext) =>
  invalidate(ctx.mutate, systemIpPoolSiloList, siloIpPoolList, systemIpPoolList)

/** The silo's view of the pool (with `isDefault`), or undefined when they are not linked. */
const resolveLink = async (_ctx: CommandContext, a: LinkArgs) => {
  const pools = (await siloIpPoolList({ path: { silo: a.silo }, query: { limit: 1000 } })).items
  return pools.find((p) => p.name === a.pool || p.id === a.pool)
}

export const ipPoolSiloLinkCommand = defineCommand({
  id: 'ip-pool.silo-link',
  visible: isFleetViewer,
  title: 'Link IP pool to silo',
  group,
  line: { words: ['ip-pool', 'silo', 'link'], positional: ['pool', 'silo'] },
  keywords: ['silo', 'assign', 'attach', 'pool'],
  args: linkArgs.extend({
    isDefault: z
      .boolean()
      .default(false)
      .describe("Make it the silo's default pool, used when users name no pool"),
  }),
  defaults,
  complete: { pool: completeSiloLinkPools('unlinked'), silo: completePoolSilos('unlinked') },
  async run({ pool, silo, isDefault }, ctx) {
    const link = await systemIpPoolSiloLink({ path: { pool }, body: { silo, isDefault } })
    await refreshLinks(ctx)
    return link
  },
  successMessage: (a) =>
    `IP pool ${a.pool} linked to silo ${a.silo}${a.isDefault ? ' as its default' : ''}`,
  undo: undoPoolLink,
  cli: (a) =>
    cli('system networking ip-pool silo link', {
      pool: a.pool,
      silo: a.silo,
      isDefault: a.isDefault,
    }),
})

export const ipPoolSiloUnlinkCommand = defineCommand({
  id: 'ip-pool.silo-unlink',
  visible: isFleetViewer,
  title: 'Unlink IP pool from silo',
  group,
  line: { words: ['ip-pool', 'silo', 'unlink'], positional: ['pool', 'silo'] },
  keywords: ['silo', 'unassign', 'detach', 'remove', 'pool'],
  args: linkArgs,
  defaults,
  complete: { pool: completeSiloLinkPools('linked'), silo: completePoolSilos('linked') },
  confirm: (a) => ({
    title: 'Unlink IP pool from silo',
    message: `Unlink IP pool ${a.pool} from silo ${a.silo}? The silo's users can no longer allocate addresses from it. Addresses in use in the silo block it.`,
    actionLabel: 'Unlink',
  }),
  // Nexus refuses while the silo holds addresses from the pool; its reason is the message.
  async run({ pool, silo }, ctx) {
    await systemIpPoolSiloUnlink({ path: { pool, silo } })
    await refreshLinks(ctx)
  },
  successMessage: (a) => `IP pool ${a.pool} unlinked from silo ${a.silo}`,
  undo: undoPoolUnlink,
  cli: (a) => cli('system networking ip-pool silo unlink', { pool: a.pool, silo: a.silo }),
})

export const ipPoolSiloMakeDefaultCommand = defineCommand({
  id: 'ip-pool.silo-make-default',
  visible: isFleetViewer,
  title: "Make IP pool the silo's default",
  group,
  line: { words: ['ip-pool', 'silo', 'make-default'], positional: ['pool', 'silo'] },
  keywords: ['silo', 'default', 'primary', 'pool'],
  args: linkArgs,
  defaults,
  complete: { pool: completeSiloLinkPools('not-default'), silo: completePoolSilos('not-default') },
  target: hasLinkDefault,
  resolve: resolveLink,
  available: (_ctx, { silo }, link): Availability =>
    (link && makeDefaultReason(silo, link)) ?? true,
  // The silo's previous default of the same type and version stays linked, as a plain link.
  async run({ pool, silo }, ctx) {
    const link = await systemIpPoolSiloUpdate({ path: { pool, silo }, body: { isDefault: true } })
    await refreshLinks(ctx)
    return link
  },
  successMessage: (a) => `IP pool ${a.pool} is now the default of silo ${a.silo}`,
  undo: undoPoolMakeDefault,
  cli: (a) =>
    cli('system networking ip-pool silo update', { pool: a.pool, silo: a.silo, isDefault: true }),
})
