// VPC subnet commands: create, update, delete.
import { z } from 'zod'
import {
  vpcSubnetCreate,
  vpcSubnetDelete,
  vpcSubnetList,
  vpcSubnetUpdate,
  vpcSubnetView,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { parseIpNet } from '@/lib/validators'
import {
  checked,
  description,
  newName,
  optionalDescription,
  project,
  ref,
  rename,
  vpc,
  vpcDefaults,
} from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeRouters, completeSubnets, completeVpcs } from '../core/complete'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { defineCommand } from '../core/define'
import { undoCreate, undoEdit } from '../history/undo-kinds'

const group = 'Subnets'
const subnet = ref('Subnet name')

/** An IPv4 or IPv6 network of the given version, with the section 5 messages first. */
export const netOfVersion = (version: 'v4' | 'v6') => (s: string) => {
  const parsed = parseIpNet(s)
  if (parsed.type === 'error') return parsed.message
  return parsed.type === version ? undefined : `Must be an IP${version} network`
}

const fields = ['name', 'description', 'customRouter']
const customRouter = z
  .string()
  .optional()
  .describe('Custom router for traffic leaving the subnet; none when omitted')

export const subnetCreateCommand = defineCommand({
  id: 'subnet.create',
  title: 'Create subnet',
  group,
  keywords: ['new'],
  args: z.object({
    project,
    vpc,
    name: newName('subnet'),
    description: description('subnet'),
    ipv4Block: checked(netOfVersion('v4')).describe('IPv4 block of the subnet, e.g. 10.1.0.0/24'),
    ipv6Block: checked(netOfVersion('v6'))
      .optional()
      .describe("IPv6 block of the subnet; a /64 of the VPC's prefix when omitted"),
    customRouter,
  }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs, customRouter: completeRouters },
  async run({ project, vpc, name, description, ipv4Block, ipv6Block, customRouter }, ctx) {
    const created = await vpcSubnetCreate({
      query: { project, vpc },
      body: {
        name,
        description,
        ipv4Block,
        ipv6Block: ipv6Block ?? null,
        customRouter: customRouter ?? null,
      },
    })
    await invalidate(ctx.mutate, vpcSubnetList)
    return created
  },
  successMessage: ({ name }) => `Subnet ${name} created`,
  undo: undoCreate<{ project: string; vpc: string }>({
    what: 'subnet',
    del: 'subnet.delete',
    args: (a, c) => ({ project: a.project, vpc: a.vpc, subnet: c.name }),
    read: (a, c) =>
      vpcSubnetView({ path: { subnet: c.name }, query: { project: a.project, vpc: a.vpc } }),
  }),
  cli: (a) =>
    cli('vpc subnet create', {
      project: a.project,
      vpc: a.vpc,
      name: a.name,
      description: a.description,
      ipv4Block: a.ipv4Block,
      ipv6Block: a.ipv6Block,
      customRouter: a.customRouter,
    }),
})

export const subnetUpdateCommand = defineCommand({
  id: 'subnet.update',
  title: 'Update subnet',
  group,
  keywords: ['edit', 'rename'],
  args: z.object({
    project,
    vpc,
    subnet,
    name: rename('subnet'),
    description: optionalDescription('subnet'),
    customRouter: z.string().optional().describe('New custom router; unchanged if omitted'),
    removeCustomRouter: z
      .boolean()
      .default(false)
      .describe('Detach the custom router, leaving only the VPC system router'),
  }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs, subnet: completeSubnets, customRouter: completeRouters },
  async run({ project, vpc, subnet, name, description, customRouter, removeCustomRouter }, ctx) {
    const where = { path: { subnet }, query: { project, vpc } }
    if (!removeCustomRouter && nothingToChange({ name, description, customRouter }, fields)) {
      return openEditForm(ctx, pb.vpcSubnetEdit({ project, vpc, subnet }))
    }
    // The API sets the custom router on every update (null detaches it), so an update that
    // leaves it alone sends the current one back.
    const keep = customRouter ?? (await vpcSubnetView(where)).customRouterId ?? null
    const updated = await vpcSubnetUpdate({
      ...where,
      body: { name, description, customRouter: removeCustomRouter ? null : keep },
    })
    await invalidate(ctx.mutate, vpcSubnetList, vpcSubnetView)
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `Subnet ${a.name ?? a.subnet} updated`),
  undo: undoEdit<{ project: string; vpc: string; subnet: string }>({
    what: 'subnet',
    id: 'subnet.update',
    key: 'subnet',
    read: (a, n) =>
      vpcSubnetView({ path: { subnet: n }, query: { project: a.project, vpc: a.vpc } }),
  }),
  cli: (a) =>
    cli('vpc subnet update', {
      project: a.project,
      vpc: a.vpc,
      subnet: a.subnet,
      name: a.name,
      description: a.description,
      customRouter: a.customRouter,
    }),
})

export const subnetDeleteCommand = defineCommand({
  id: 'subnet.delete',
  title: 'Delete subnet',
  group,
  keywords: ['remove'],
  args: z.object({ project, vpc, subnet }),
  defaults: vpcDefaults,
  complete: { vpc: completeVpcs, subnet: completeSubnets },
  confirm: ({ subnet }) => ({
    title: 'Delete subnet',
    message: `Are you sure you want to delete subnet ${subnet}? This cannot be undone.`,
    actionLabel: 'Delete',
  }),
  async run({ project, vpc, subnet }, ctx) {
    await vpcSubnetDelete({ path: { subnet }, query: { project, vpc } })
    await invalidate(ctx.mutate, vpcSubnetList)
  },
  successMessage: ({ subnet }) => `Subnet ${subnet} deleted`,
  cli: (a) => cli('vpc subnet delete', { project: a.project, vpc: a.vpc, subnet: a.subnet }),
})

export const subnetCommands = commandList(
  subnetCreateCommand,
  subnetUpdateCommand,
  subnetDeleteCommand,
)
