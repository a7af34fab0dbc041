// IP pool commands (operators): create, update, delete, adding and removing address ranges, and
// (from ip-pool-silos.ts) linking pools to silos.
import { z } from 'zod'
import {
  systemIpPoolCreate,
  systemIpPoolDelete,
  systemIpPoolList,
  systemIpPoolRangeAdd,
  systemIpPoolRangeList,
  systemIpPoolRangeRemove,
  systemIpPoolUpdate,
  systemIpPoolUtilizationView,
  systemIpPoolView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { validateIp } from '@/lib/validators'
import { checked, description, newName, optionalDescription, ref, rename } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeIpPools, completeRangeFirst, completeRangeLast } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { isFleetViewer } from '../navigation/navigation-define'
import { defineCommand, type CommandContext } from '../core/define'
import { undoEdit } from '../history/undo-kinds'
import { undoRangeAdd } from '../history/create-undo'
import { rangeErrors } from './ip-range'
import {
  ipPoolSiloLinkCommand,
  ipPoolSiloMakeDefaultCommand,
  ipPoolSiloUnlinkCommand,
} from './ip-pool-silos'

const group = 'IP pools'
const pool = ref('IP pool name')
const poolDefaults = (ctx: CommandContext) => ({ pool: ctx.scope.pool })

export const ipPoolCreateCommand = defineCommand({
  id: 'ip-pool.create',
  visible: isFleetViewer,
  title: 'Create IP pool',
  group,
  keywords: ['new', 'addresses'],
  args: z.object({
    name: newName('IP pool'),
    description: description('IP pool'),
    ipVersion: z.enum(['v4', 'v6']).default('v4').describe('IP version of every range in the pool'),
    poolType: z
      .enum(['unicast', 'multicast'])
      .default('unicast')
      .describe('Unicast for instance and floating IPs, multicast for multicast groups'),
  }),
  async run({ name, description, ipVersion, poolType }, ctx) {
    const created = await systemIpPoolCreate({
      body: { name, description, ipVersion, poolType, assignment: 'silos' },
    })
    await invalidate(ctx.mutate, systemIpPoolList)
    return created
  },
  successMessage: ({ name }) => `IP pool ${name} created`,
  cli: (a) =>
    cli('system networking ip-pool create', {
      name: a.name,
      description: a.description,
      ipVersion: a.ipVersion,
      poolType: a.poolType,
    }),
})

export const ipPoolUpdateCommand = defineCommand({
  id: 'ip-pool.update',
  visible: isFleetViewer,
  title: 'Update IP pool',
  group,
  keywords: ['edit', 'rename'],
  args: z.object({ pool, name: rename('IP pool'), description: optionalDescription('IP pool') }),
  defaults: poolDefaults,
  complete: { pool: completeIpPools },
  async run({ pool, name, description }, ctx) {
    if (nothingToChange({ name, description }, ['name', 'description'])) {
      return openEditForm(ctx, pb.ipPoolEdit({ pool }))
    }
    const updated = await systemIpPoolUpdate({ path: { pool }, body: { name, description } })
    await invalidate(ctx.mutate, systemIpPoolList, systemIpPoolView)
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `IP pool ${a.name ?? a.pool} updated`),
  undo: undoEdit<{ pool: string }>({
    what: 'IP pool',
    id: 'ip-pool.update',
    key: 'pool',
    read: (_a, n) => systemIpPoolView({ path: { pool: n } }),
  }),
  cli: (a) =>
    cli('system networking ip-pool update', {
      pool: a.pool,
      name: a.name,
      description: a.description,
    }),
})

export const ipPoolDeleteCommand = defineCommand({
  id: 'ip-pool.delete',
  visible: isFleetViewer,
  title: 'Delete IP pool',
  group,
  keywords: ['remove'],
  args: z.object({ pool }),
  defaults: poolDefaults,
  complete: { pool: completeIpPools },
  confirm: ({ pool }) => ({
    title: 'Delete IP pool',
    message: `Are you sure you want to delete IP pool ${pool}? This cannot be undone.`,
    actionLabel: 'Delete',
  }),
  async run({ pool }, ctx) {
    await systemIpPoolDelete({ path: { pool } })
    if (ctx.scope.pool === pool) ctx.navigate(pb.ipPools())
    await invalidate(ctx.mutate, systemIpPoolList)
  },
  successMessage: ({ pool }) => `IP pool ${pool} deleted`,
  cli: (a) => cli('system networking ip-pool delete', { pool: a.pool }),
})

const rangeArgs = z
  .object({
    pool,
    first: checked(validateIp).describe('First address of the range'),
    last: checked(validateIp).describe('Last address of the range, of the same version'),
  })
  .superRefine(({ first, last }, ctx) => {
    const errors = rangeErrors(first, last)
    if (errors.last && !errors.first)
      ctx.addIssue({ code: 'custom', path: ['last'], message: errors.last })
  })

const refreshRanges = (ctx: CommandContext) =>
  invalidate(ctx.mutate, systemIpPoolRangeList, systemIpPoolUtilizationView)

export const ipPoolRangeAddCommand = defineCommand({
  id: 'ip-pool.range-add',
  visible: isFleetViewer,
  title: 'Add IP range',
  group,
  line: { words: ['ip-pool', 'range', 'add'], positional: ['pool', 'first', 'last'] },
  keywords: ['addresses', 'pool'],
  args: rangeArgs,
  defaults: poolDefaults,
  complete: { pool: completeIpPools },
  async run({ pool, first, last }, ctx) {
    const added = await systemIpPoolRangeAdd({ path: { pool }, body: { first, last } })
    await refreshRanges(ctx)
    return added
  },
  successMessage: (a) => `Range ${a.first}–${a.last} added to ${a.pool}`,
  undo: undoRangeAdd,
  cli: (a) =>
    cli('system networking ip-pool range add', { pool: a.pool, first: a.first, last: a.last }),
})

export const ipPoolRangeRemoveCommand = defineCommand({
  id: 'ip-pool.range-remove',
  visible: isFleetViewer,
  title: 'Remove IP range',
  group,
  line: { words: ['ip-pool', 'range', 'remove'], positional: ['pool', 'first', 'last'] },
  keywords: ['addresses', 'pool', 'delete'],
  args: rangeArgs,
  defaults: poolDefaults,
  complete: { pool: completeIpPools, first: completeRangeFirst, last: completeRangeLast },
  confirm: (a) => ({
    title: 'Remove IP range',
    message: `Remove range ${a.first}–${a.last} from pool ${a.pool}? Addresses in use block it.`,
    actionLabel: 'Remove',
  }),
  async run({ pool, first, last }, ctx) {
    await systemIpPoolRangeRemove({ path: { pool }, body: { first, last } })
    await refreshRanges(ctx)
  },
  successMessage: (a) => `Range ${a.first}–${a.last} removed from ${a.pool}`,
  cli: (a) =>
    cli('system networking ip-pool range remove', { pool: a.pool, first: a.first, last: a.last }),
})

export const ipPoolCommands = commandList(
  ipPoolCreateCommand,
  ipPoolUpdateCommand,
  ipPoolDeleteCommand,
  ipPoolRangeAddCommand,
  ipPoolRangeRemoveCommand,
  ipPoolSiloLinkCommand,
  ipPoolSiloUnlinkCommand,
  ipPoolSiloMakeDefaultCommand,
)
