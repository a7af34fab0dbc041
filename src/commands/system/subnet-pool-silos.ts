// Subnet pool silo links (operators): link a pool to a silo, unlink it, make it the silo's default
// for its IP version, or clear it as the default. A silo's users allocate external subnets from
// the pools linked to it; the default is the one used when they name none. Unlike IP pools, the
// platform refuses to link a pool as the default while the silo has one of that version: link,
// then make it the default (nexus.json system_subnet_pool_silo_link/update/unlink).
import { z } from 'zod'
import { hasLinkDefault, subnetPoolDefaultReason } from '@/api/capabilities'
import {
  siloSubnetPoolList,
  subnetPoolList,
  systemSubnetPoolList,
  systemSubnetPoolSiloLink,
  systemSubnetPoolSiloList,
  systemSubnetPoolSiloUnlink,
  systemSubnetPoolSiloUpdate,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { isFleetViewer } from '../navigation/navigation-define'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { completeSiloSubnetPools, completeSubnetPoolSilos } from './subnet-pool-complete'
import {
  undoSubnetPoolClearDefault,
  undoSubnetPoolLink,
  undoSubnetPoolMakeDefault,
  undoSubnetPoolUnlink,
} from './subnet-pool-undo'

const group = 'Subnet pools'
const pool = ref('Subnet pool name')
const silo = ref('Silo name')
const linkArgs = z.object({ pool, silo })
type LinkArgs = z.infer<typeof linkArgs>
const line = (verb: string) => ({
  words: ['subnet-pool', 'silo', verb],
  positional: ['pool' as const, 'silo' as const],
})

const defaults = (ctx: CommandContext) => ({ pool: ctx.scope.subnetPool, silo: ctx.scope.silo })

// Both sides list the link: the pool's silos, the silo's pools (the operator's and, for their
// own silo, the user's view that external subnet creation reads).
const refreshLinks = (ctx: CommandContext) =>
  invalidate(
    ctx.mutate,
    systemSubnetPoolSiloList,
    siloSubnetPoolList,
    subnetPoolList,
    systemSubnetPoolList,
  )

/** The silo's view of the pool (with `isDefault`), or undefined when they are not linked. */
const resolveLink = async (_ctx: CommandContext, a: LinkArgs) => {
  const pools = (await siloSubnetPoolList({ path: { silo: a.silo }, query: { limit: 1000 } })).items
  return pools.find((p) => p.name === a.pool || p.id === a.pool)
}

export const subnetPoolSiloLinkCommand = defineCommand({
  id: 'subnet-pool.silo-link',
  visible: isFleetViewer,
  title: 'Link subnet pool to silo',
  group,
  line: line('link'),
  keywords: ['silo', 'assign', 'attach', 'pool', 'external subnets'],
  args: linkArgs.extend({
    isDefault: z
      .boolean()
      .default(false)
      .describe(
        "Make it the silo's default for its IP version (refused while the silo has one: link, then make it the default)",
      ),
  }),
  defaults,
  complete: {
    pool: completeSiloSubnetPools('unlinked'),
    silo: completeSubnetPoolSilos('unlinked'),
  },
  async run({ pool, silo, isDefault }, ctx) {
    const link = await systemSubnetPoolSiloLink({ path: { pool }, body: { silo, isDefault } })
    await refreshLinks(ctx)
    return link
  },
  successMessage: (a) =>
    `Subnet pool ${a.pool} linked to silo ${a.silo}${a.isDefault ? ' as its default' : ''}`,
  undo: undoSubnetPoolLink,
  cli: (a) =>
    cli('system networking subnet-pool silo link', {
      pool: a.pool,
      silo: a.silo,
      isDefault: a.isDefault,
    }),
})

export const subnetPoolSiloUnlinkCommand = defineCommand({
  id: 'subnet-pool.silo-unlink',
  visible: isFleetViewer,
  title: 'Unlink subnet pool from silo',
  group,
  line: line('unlink'),
  keywords: ['silo', 'unassign', 'detach', 'remove', 'pool'],
  args: linkArgs,
  defaults,
  complete: { pool: completeSiloSubnetPools('linked'), silo: completeSubnetPoolSilos('linked') },
  confirm: (a) => ({
    title: 'Unlink subnet pool from silo',
    message: `Unlink subnet pool ${a.pool} from silo ${a.silo}? The silo's users can no longer allocate external subnets from it. External subnets of the silo from this pool block it.`,
    actionLabel: 'Unlink',
  }),
  // Nexus refuses while the silo holds subnets from the pool; its reason is the message.
  async run({ pool, silo }, ctx) {
    await systemSubnetPoolSiloUnlink({ path: { pool, silo } })
    await refreshLinks(ctx)
  },
  successMessage: (a) => `Subnet pool ${a.pool} unlinked from silo ${a.silo}`,
  undo: undoSubnetPoolUnlink,
  cli: (a) => cli('system networking subnet-pool silo unlink', { pool: a.pool, silo: a.silo }),
})

const defaultAvailable =
  (change: 'make' | 'clear') =>
  (_ctx: CommandContext, { silo }: Partial<LinkArgs>, link?: { isDefault: boolean }) =>
    ((link && subnetPoolDefaultReason(change, silo, link)) ?? true) as Availability

export const subnetPoolSiloMakeDefaultCommand = defineCommand({
  id: 'subnet-pool.silo-make-default',
  visible: isFleetViewer,
  title: "Make subnet pool the silo's default",
  group,
  line: line('make-default'),
  keywords: ['silo', 'default', 'primary', 'pool'],
  args: linkArgs,
  defaults,
  complete: {
    pool: completeSiloSubnetPools('not-default'),
    silo: completeSubnetPoolSilos('not-default'),
  },
  target: hasLinkDefault,
  resolve: resolveLink,
  available: defaultAvailable('make'),
  // The silo's previous default of the same IP version stays linked, as a plain link.
  async run({ pool, silo }, ctx) {
    const link = await systemSubnetPoolSiloUpdate({
      path: { pool, silo },
      body: { isDefault: true },
    })
    await refreshLinks(ctx)
    return link
  },
  successMessage: (a) => `Subnet pool ${a.pool} is now the default of silo ${a.silo}`,
  undo: undoSubnetPoolMakeDefault,
  cli: (a) =>
    cli('system networking subnet-pool silo update', {
      pool: a.pool,
      silo: a.silo,
      isDefault: true,
    }),
})

export const subnetPoolSiloClearDefaultCommand = defineCommand({
  id: 'subnet-pool.silo-clear-default',
  visible: isFleetViewer,
  title: "Clear the silo's default subnet pool",
  group,
  line: line('clear-default'),
  keywords: ['silo', 'default', 'unset', 'pool'],
  args: linkArgs,
  defaults,
  complete: {
    pool: completeSiloSubnetPools('default'),
    silo: completeSubnetPoolSilos('default'),
  },
  target: hasLinkDefault,
  resolve: resolveLink,
  available: defaultAvailable('clear'),
  confirm: (a) => ({
    title: "Clear the silo's default subnet pool",
    message: `Subnet pool ${a.pool} stays linked to silo ${a.silo}, no longer its default: creating an external subnet there will need a pool named until another is made the default.`,
    actionLabel: 'Clear default',
  }),
  async run({ pool, silo }, ctx) {
    const link = await systemSubnetPoolSiloUpdate({
      path: { pool, silo },
      body: { isDefault: false },
    })
    await refreshLinks(ctx)
    return link
  },
  successMessage: (a) => `Subnet pool ${a.pool} is no longer the default of silo ${a.silo}`,
  undo: undoSubnetPoolClearDefault,
  cli: (a) =>
    cli('system networking subnet-pool silo update', {
      pool: a.pool,
      silo: a.silo,
      isDefault: false,
    }),
})

export const subnetPoolSiloCommands = [
  subnetPoolSiloLinkCommand,
  subnetPoolSiloUnlinkCommand,
  subnetPoolSiloMakeDefaultCommand,
  subnetPoolSiloClearDefaultCommand,
]
