// External subnet commands: create (a block of a prefix length from a subnet pool, or a given
// subnet), update, delete, attach to an instance, detach. nexus.json: external_subnet_*.
import { z } from 'zod'
import {
  externalSubnetAttach,
  externalSubnetCreate,
  externalSubnetDelete,
  externalSubnetDetach,
  externalSubnetList,
  externalSubnetUpdate,
  externalSubnetView,
  instanceExternalSubnetList,
  subnetPoolList,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { validateIpNet } from '@/lib/validators'
import {
  checked,
  description,
  newName,
  optionalDescription,
  project,
  projectDefaults,
  ref,
  rename,
} from '../core/args'
import { cli, cliJson } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeInstances } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand, type CommandContext } from '../core/define'
import { undoCreate, undoEdit } from '../history/undo-kinds'
import {
  completeExternalSubnets,
  completeSiloSubnetPools,
  isSubnetOrInstance,
  subnetAvailable,
  undoSubnetAttach,
  undoSubnetDetach,
} from './external-subnet-support'
import { externalSubnetNavCommands } from './external-subnet-nav'

const group = 'External subnets'
const externalSubnet = ref('External subnet name')
const args = z.object({ project, externalSubnet })
type Args = z.infer<typeof args>

/** What a block is allocated with when no prefix length is given (the platform's form's too). */
export const DEFAULT_PREFIX_LENGTH = 24

const resolve = (_ctx: CommandContext, { project, externalSubnet }: Args) =>
  externalSubnetView({ path: { externalSubnet }, query: { project } })
const refresh = (ctx: CommandContext) =>
  invalidate(
    ctx.mutate,
    externalSubnetList,
    externalSubnetView,
    instanceExternalSubnetList,
    subnetPoolList,
  )
const common = { group, defaults: projectDefaults }

const createArgs = z
  .object({
    project,
    name: newName('external subnet'),
    description: description('external subnet'),
    pool: z
      .string()
      .optional()
      .describe("Subnet pool to allocate from; the silo's default when omitted"),
    prefixLength: z.coerce
      .number()
      .int()
      .min(0)
      .max(128)
      .optional()
      .describe(`Prefix length of the block to allocate (${DEFAULT_PREFIX_LENGTH} if omitted)`),
    ipVersion: z
      .enum(['v4', 'v6'])
      .optional()
      .describe("Which of the silo's default pools, when it has one of each"),
    subnet: checked(validateIpNet)
      .optional()
      .describe('A specific block to reserve instead, e.g. 198.18.4.0/24'),
  })
  .superRefine((a, ctx) => {
    if (a.subnet && (a.pool || a.prefixLength !== undefined || a.ipVersion))
      ctx.addIssue({
        code: 'custom',
        path: ['subnet'],
        message:
          'A given subnet is reserved as it is: leave out the pool, prefix length and IP version',
      })
  })
type CreateArgs = z.infer<typeof createArgs>

/** The allocator of the request body, in the wire's snake_case (the CLI's body file). */
const allocatorOf = (a: Partial<CreateArgs>) =>
  a.subnet
    ? { type: 'explicit' as const, subnet: a.subnet }
    : {
        type: 'auto' as const,
        prefix_length: a.prefixLength ?? DEFAULT_PREFIX_LENGTH,
        pool_selector: a.pool
          ? { type: 'explicit' as const, pool: a.pool }
          : { type: 'auto' as const, ip_version: a.ipVersion ?? null },
      }

export const externalSubnetCreateCommand = defineCommand({
  id: 'external-subnet.create',
  title: 'Create external subnet',
  group,
  keywords: ['new', 'allocate', 'reserve', 'cidr', 'block'],
  args: createArgs,
  defaults: projectDefaults,
  complete: { pool: completeSiloSubnetPools },
  async run(a, ctx) {
    const w = allocatorOf(a)
    const allocator =
      w.type === 'explicit'
        ? w
        : {
            type: 'auto' as const,
            prefixLength: w.prefix_length,
            poolSelector:
              w.pool_selector.type === 'explicit'
                ? w.pool_selector
                : { type: 'auto' as const, ipVersion: w.pool_selector.ip_version },
          }
    const created = await externalSubnetCreate({
      query: { project: a.project },
      body: { name: a.name, description: a.description, allocator },
    })
    await refresh(ctx)
    return created
  },
  successMessage: ({ name }, r) =>
    `External subnet ${name} created${(r as { subnet?: string } | undefined)?.subnet ? `: ${(r as { subnet: string }).subnet}` : ''}`,
  undo: undoCreate<{ project: string }>({
    what: 'external subnet',
    del: 'external-subnet.delete',
    args: (a, c) => ({ project: a.project, externalSubnet: c.name }),
    read: (a, c) =>
      externalSubnetView({ path: { externalSubnet: c.name }, query: { project: a.project } }),
  }),
  // The CLI takes the allocation only in a body file.
  cli: (a) => cliJson('external-subnet create', { project: a.project }),
  cliBody: (a) => ({ name: a.name, description: a.description ?? '', allocator: allocatorOf(a) }),
})

export const externalSubnetUpdateCommand = defineCommand({
  ...common,
  id: 'external-subnet.update',
  title: 'Update external subnet',
  keywords: ['edit', 'rename'],
  args: z.object({
    project,
    externalSubnet,
    name: rename('external subnet'),
    description: optionalDescription('external subnet'),
  }),
  complete: { externalSubnet: completeExternalSubnets() },
  async run({ project, externalSubnet, name, description }, ctx) {
    if (nothingToChange({ name, description }, ['name', 'description'])) {
      return openEditForm(ctx, pb.externalSubnetEdit({ project, externalSubnet }))
    }
    const updated = await externalSubnetUpdate({
      path: { externalSubnet },
      query: { project },
      body: { name, description },
    })
    await refresh(ctx)
    return updated
  },
  successMessage: (a, r) =>
    isOpened(r) ? '' : `External subnet ${a.name ?? a.externalSubnet} updated`,
  undo: undoEdit<{ project: string; externalSubnet: string }>({
    what: 'external subnet',
    id: 'external-subnet.update',
    key: 'externalSubnet',
    read: (a, n) =>
      externalSubnetView({ path: { externalSubnet: n }, query: { project: a.project } }),
  }),
  cli: (a) =>
    cli('external-subnet update', {
      project: a.project,
      externalSubnet: a.externalSubnet,
      name: a.name,
      description: a.description,
    }),
})

export const externalSubnetDeleteCommand = defineCommand({
  ...common,
  id: 'external-subnet.delete',
  title: 'Delete external subnet',
  keywords: ['remove', 'release'],
  args,
  complete: { externalSubnet: completeExternalSubnets(false) },
  target: isSubnetOrInstance,
  resolve,
  available: subnetAvailable('delete'),
  confirm: ({ externalSubnet }) => ({
    title: 'Delete external subnet',
    message: `Are you sure you want to delete external subnet ${externalSubnet}? Its block goes back to the pool.`,
    actionLabel: 'Delete',
  }),
  async run({ project, externalSubnet }, ctx) {
    await externalSubnetDelete({ path: { externalSubnet }, query: { project } })
    await refresh(ctx)
  },
  successMessage: ({ externalSubnet }) => `External subnet ${externalSubnet} deleted`,
  cli: (a) =>
    cli('external-subnet delete', { project: a.project, externalSubnet: a.externalSubnet }),
})

export const externalSubnetAttachCommand = defineCommand({
  ...common,
  id: 'external-subnet.attach',
  title: 'Attach external subnet',
  keywords: ['instance', 'assign', 'route'],
  args: args.extend({ instance: ref('Instance to attach the external subnet to') }),
  defaults: (ctx) => ({ ...projectDefaults(ctx), instance: ctx.scope.instance }),
  complete: { externalSubnet: completeExternalSubnets(false), instance: completeInstances },
  target: isSubnetOrInstance,
  resolve,
  available: subnetAvailable('attach'),
  async run({ project, externalSubnet, instance }, ctx) {
    const attached = await externalSubnetAttach({
      path: { externalSubnet },
      query: { project },
      body: { instance },
    })
    await refresh(ctx)
    return attached
  },
  successMessage: (a) => `External subnet ${a.externalSubnet} attached to ${a.instance}`,
  undo: undoSubnetAttach,
  cli: (a) =>
    cli('external-subnet attach', {
      project: a.project,
      externalSubnet: a.externalSubnet,
      instance: a.instance,
    }),
})

export const externalSubnetDetachCommand = defineCommand({
  ...common,
  id: 'external-subnet.detach',
  title: 'Detach external subnet',
  keywords: ['instance', 'unassign'],
  args,
  complete: { externalSubnet: completeExternalSubnets(true) },
  target: isSubnetOrInstance,
  resolve,
  available: subnetAvailable('detach'),
  confirm: ({ externalSubnet }) => ({
    title: 'Detach external subnet',
    message: `Are you sure you want to detach external subnet ${externalSubnet} from its instance? The instance stops answering on its addresses.`,
    actionLabel: 'Detach',
  }),
  async run({ project, externalSubnet }, ctx) {
    const detached = await externalSubnetDetach({ path: { externalSubnet }, query: { project } })
    await refresh(ctx)
    return detached
  },
  successMessage: ({ externalSubnet }) => `External subnet ${externalSubnet} detached`,
  undo: undoSubnetDetach,
  cli: (a) =>
    cli('external-subnet detach', { project: a.project, externalSubnet: a.externalSubnet }),
})

export const externalSubnetCommands = commandList(
  externalSubnetCreateCommand,
  externalSubnetUpdateCommand,
  externalSubnetDeleteCommand,
  externalSubnetAttachCommand,
  externalSubnetDetachCommand,
  ...externalSubnetNavCommands,
)
