// Subnet pool commands (operators): create, update, delete, adding and removing members (the
// CIDR blocks external subnets are allocated from), and (from subnet-pool-silos.ts) links to
// silos. nexus.json: system_subnet_pool_*.
import { z } from 'zod'
import { hasMemberCount, subnetPoolDeleteReason } from '@/api/capabilities'
import {
  siloSubnetPoolList,
  systemSubnetPoolCreate,
  systemSubnetPoolDelete,
  systemSubnetPoolList,
  systemSubnetPoolMemberAdd,
  systemSubnetPoolMemberList,
  systemSubnetPoolMemberRemove,
  systemSubnetPoolUpdate,
  systemSubnetPoolUtilizationView,
  systemSubnetPoolView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { validateIpNet } from '@/lib/validators'
import { checked, description, newName, optionalDescription, ref, rename } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { isFleetViewer } from '../navigation/navigation-define'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { undoCreate, undoEdit } from '../history/undo-kinds'
import { completeSubnetPoolMembers, completeSubnetPools } from './subnet-pool-complete'
import { undoMemberAdd } from './subnet-pool-undo'
import { subnetPoolSiloCommands } from './subnet-pool-silos'
import { subnetPoolNavCommands } from './subnet-pool-nav'

const group = 'Subnet pools'
const pool = ref('Subnet pool name')
const poolDefaults = (ctx: CommandContext) => ({ pool: ctx.scope.subnetPool })

export const subnetPoolCreateCommand = defineCommand({
  id: 'subnet-pool.create',
  visible: isFleetViewer,
  title: 'Create subnet pool',
  group,
  keywords: ['new', 'external subnets', 'cidr'],
  args: z.object({
    name: newName('subnet pool'),
    description: description('subnet pool'),
    ipVersion: z
      .enum(['v4', 'v6'])
      .default('v4')
      .describe('IP version of every member of the pool'),
  }),
  async run({ name, description, ipVersion }, ctx) {
    const created = await systemSubnetPoolCreate({ body: { name, description, ipVersion } })
    await invalidate(ctx.mutate, systemSubnetPoolList)
    return created
  },
  successMessage: ({ name }) => `Subnet pool ${name} created`,
  undo: undoCreate<object>({
    what: 'subnet pool',
    del: 'subnet-pool.delete',
    args: (_a, c) => ({ pool: c.name }),
    read: (_a, c) => systemSubnetPoolView({ path: { pool: c.name } }),
  }),
  cli: (a) =>
    cli('system networking subnet-pool create', {
      name: a.name,
      description: a.description,
      ipVersion: a.ipVersion,
    }),
})

export const subnetPoolUpdateCommand = defineCommand({
  id: 'subnet-pool.update',
  visible: isFleetViewer,
  title: 'Update subnet pool',
  group,
  keywords: ['edit', 'rename'],
  args: z.object({
    pool,
    name: rename('subnet pool'),
    description: optionalDescription('subnet pool'),
  }),
  defaults: poolDefaults,
  complete: { pool: completeSubnetPools },
  async run({ pool, name, description }, ctx) {
    if (nothingToChange({ name, description }, ['name', 'description'])) {
      return openEditForm(ctx, pb.subnetPoolEdit({ subnetPool: pool }))
    }
    const updated = await systemSubnetPoolUpdate({ path: { pool }, body: { name, description } })
    await invalidate(ctx.mutate, systemSubnetPoolList, systemSubnetPoolView, siloSubnetPoolList)
    if (name && ctx.scope.subnetPool === pool) ctx.navigate(pb.subnetPool({ subnetPool: name }))
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `Subnet pool ${a.name ?? a.pool} updated`),
  undo: undoEdit<{ pool: string }>({
    what: 'subnet pool',
    id: 'subnet-pool.update',
    key: 'pool',
    read: (_a, n) => systemSubnetPoolView({ path: { pool: n } }),
  }),
  cli: (a) =>
    cli('system networking subnet-pool update', {
      pool: a.pool,
      name: a.name,
      description: a.description,
    }),
})

export const subnetPoolDeleteCommand = defineCommand({
  id: 'subnet-pool.delete',
  visible: isFleetViewer,
  title: 'Delete subnet pool',
  group,
  keywords: ['remove'],
  args: z.object({ pool }),
  defaults: poolDefaults,
  complete: { pool: completeSubnetPools },
  target: hasMemberCount,
  resolve: async (_ctx, { pool }) => ({
    memberCount: (await systemSubnetPoolMemberList({ path: { pool }, query: { limit: 1 } })).items
      .length,
  }),
  available: (_ctx, _a, p): Availability => (p && subnetPoolDeleteReason(p)) ?? true,
  confirm: ({ pool }) => ({
    title: 'Delete subnet pool',
    message: `Are you sure you want to delete subnet pool ${pool}? Its silo links go with it. This cannot be undone.`,
    actionLabel: 'Delete',
  }),
  async run({ pool }, ctx) {
    await systemSubnetPoolDelete({ path: { pool } })
    if (ctx.scope.subnetPool === pool) ctx.navigate(pb.subnetPools())
    await invalidate(ctx.mutate, systemSubnetPoolList, siloSubnetPoolList)
  },
  successMessage: ({ pool }) => `Subnet pool ${pool} deleted`,
  cli: (a) => cli('system networking subnet-pool delete', { pool: a.pool }),
})

const prefix = (what: string) => z.coerce.number().int().min(0).max(128).optional().describe(what)

const refreshMembers = (ctx: CommandContext) =>
  invalidate(ctx.mutate, systemSubnetPoolMemberList, systemSubnetPoolUtilizationView)

export const subnetPoolMemberAddCommand = defineCommand({
  id: 'subnet-pool.member-add',
  visible: isFleetViewer,
  title: 'Add member to subnet pool',
  group,
  line: { words: ['subnet-pool', 'member', 'add'], positional: ['pool', 'subnet'] },
  keywords: ['subnet', 'cidr', 'block', 'range'],
  args: z.object({
    pool,
    subnet: checked(validateIpNet).describe('The block to add, e.g. 198.18.0.0/16'),
    minPrefixLength: prefix(
      "Shortest prefix (largest block) allocated from it; the subnet's own width if omitted",
    ),
    maxPrefixLength: prefix(
      'Longest prefix (smallest block) allocated from it; 32 (IPv4) or 128 (IPv6) if omitted',
    ),
  }),
  defaults: poolDefaults,
  complete: { pool: completeSubnetPools },
  async run({ pool, subnet, minPrefixLength, maxPrefixLength }, ctx) {
    const added = await systemSubnetPoolMemberAdd({
      path: { pool },
      body: { subnet, minPrefixLength, maxPrefixLength },
    })
    await refreshMembers(ctx)
    return added
  },
  successMessage: (a) => `Member ${a.subnet} added to subnet pool ${a.pool}`,
  undo: undoMemberAdd,
  cli: (a) =>
    cli('system networking subnet-pool member add', {
      pool: a.pool,
      subnet: a.subnet,
      minPrefixLength: a.minPrefixLength,
      maxPrefixLength: a.maxPrefixLength,
    }),
})

export const subnetPoolMemberRemoveCommand = defineCommand({
  id: 'subnet-pool.member-remove',
  visible: isFleetViewer,
  title: 'Remove member from subnet pool',
  group,
  line: { words: ['subnet-pool', 'member', 'remove'], positional: ['pool', 'subnet'] },
  keywords: ['subnet', 'cidr', 'block', 'delete'],
  args: z.object({ pool, subnet: ref('The member subnet to remove, exactly as listed') }),
  defaults: poolDefaults,
  complete: { pool: completeSubnetPools, subnet: completeSubnetPoolMembers },
  confirm: (a) => ({
    title: 'Remove member from subnet pool',
    message: `Remove ${a.subnet} from subnet pool ${a.pool}? External subnets allocated from it block it.`,
    actionLabel: 'Remove',
  }),
  async run({ pool, subnet }, ctx) {
    await systemSubnetPoolMemberRemove({ path: { pool }, body: { subnet } })
    await refreshMembers(ctx)
  },
  successMessage: (a) => `Member ${a.subnet} removed from subnet pool ${a.pool}`,
  cli: (a) =>
    cli('system networking subnet-pool member remove', { pool: a.pool, subnet: a.subnet }),
})

export const subnetPoolCommands = commandList(
  subnetPoolCreateCommand,
  subnetPoolUpdateCommand,
  subnetPoolDeleteCommand,
  subnetPoolMemberAddCommand,
  subnetPoolMemberRemoveCommand,
  ...subnetPoolSiloCommands,
  ...subnetPoolNavCommands,
)
