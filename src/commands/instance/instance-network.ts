// An instance's network interfaces (add, edit, delete: stopped instances only, section 4) and its
// ephemeral external IP (attach from a pool, detach). Floating IPs have their own commands.
import { z } from 'zod'
import { hasRunState, instanceDisabledReason, type InstanceLike } from '@/api/capabilities'
import {
  instanceEphemeralIpAttach,
  instanceEphemeralIpDetach,
  instanceExternalIpList,
  instanceNetworkInterfaceCreate,
  instanceNetworkInterfaceDelete,
  instanceNetworkInterfaceList,
  instanceNetworkInterfaceUpdate,
  instanceNetworkInterfaceView,
  instanceView,
} from '@/api/generated/operations'
import type { InstanceNetworkInterface } from '@/api/generated/schemas'
import { fetchAllPages, invalidate } from '@/api/hooks'
import { validateIp } from '@/lib/validators'
import {
  checked,
  description,
  newName,
  optionalDescription,
  project,
  ref,
  rename,
} from '../core/args'
import { cli, cliJson } from '../command-line/cli'
import { commandList } from '../core/command-list'
import {
  completeInstances,
  completeSiloIpPools,
  completeSubnets,
  completeVpcs,
} from '../core/complete'
import { defineCommand, type Availability, type Choice, type CommandContext } from '../core/define'
import { undoEphemeralAttach, undoEphemeralDetach } from '../history/undo-links'
import { undoEdit } from '../history/undo-kinds'

const group = 'Instances'

/** NIC changes need a stopped instance; the target is the instance. */
const stoppedOnly = (_ctx: CommandContext, _args: object, target?: InstanceLike): Availability =>
  target ? (instanceDisabledReason('updateNic', target) ?? true) : true

const resolveInstance = (
  _ctx: CommandContext,
  { project, instance }: { project: string; instance: string },
) => instanceView({ path: { instance }, query: { project } })

const defaults = (ctx: CommandContext) => ({
  project: ctx.scope.project,
  instance: ctx.scope.instance,
})

const refreshNics = (ctx: CommandContext) => invalidate(ctx.mutate, instanceNetworkInterfaceList)

const instance = ref('Instance name')
const iface = ref('Network interface name')

async function completeNics(ctx: CommandContext, p: { project?: string; instance?: string }) {
  const project = p.project ?? ctx.scope.project
  const instance = p.instance ?? ctx.scope.instance
  if (!project || !instance) return []
  const nics = await fetchAllPages(instanceNetworkInterfaceList, { query: { project, instance } })
  return nics.map<Choice>((n) => ({
    value: n.name,
    detail: n.primary ? 'primary' : undefined,
  }))
}

export const nicCreateCommand = defineCommand({
  id: 'network-interface.create',
  title: 'Add network interface',
  group,
  keywords: ['nic', 'vpc', 'subnet', 'new'],
  args: z.object({
    project,
    instance,
    name: newName('network interface'),
    description: description('network interface'),
    vpc: ref('VPC of the interface'),
    subnet: ref('Subnet of the interface, in that VPC'),
    ip: checked(validateIp)
      .optional()
      .describe('Private IPv4 address; the subnet assigns one if omitted'),
  }),
  defaults,
  complete: { instance: completeInstances, vpc: completeVpcs, subnet: completeSubnets },
  resolve: resolveInstance,
  target: hasRunState,
  available: stoppedOnly,
  async run(a, ctx) {
    const created = await instanceNetworkInterfaceCreate({
      query: { project: a.project, instance: a.instance },
      body: {
        name: a.name,
        description: a.description,
        vpcName: a.vpc,
        subnetName: a.subnet,
        ipConfig: {
          type: 'v4',
          value: {
            ip: a.ip ? { type: 'explicit', value: a.ip } : { type: 'auto' },
            transitIps: [],
          },
        },
      },
    })
    await refreshNics(ctx)
    return created
  },
  successMessage: (a) => `Network interface ${a.name} added to ${a.instance}`,
  cli: (a) =>
    cli('instance nic create', {
      project: a.project,
      instance: a.instance,
      name: a.name,
      description: a.description,
      vpcName: a.vpc,
      subnetName: a.subnet,
    }),
})

function transitIps(nic: InstanceNetworkInterface): string[] {
  const s = nic.ipStack
  if (s.type === 'dual_stack') return [...s.value.v4.transitIps, ...s.value.v6.transitIps]
  return s.value.transitIps
}

export const nicUpdateCommand = defineCommand({
  id: 'network-interface.update',
  title: 'Edit network interface',
  group,
  keywords: ['nic', 'rename', 'primary'],
  args: z.object({
    project,
    instance,
    interface: iface,
    name: rename('network interface'),
    description: optionalDescription('network interface'),
    primary: z
      .boolean()
      .optional()
      .describe('Make this interface the primary one (from the next boot)'),
  }),
  defaults,
  complete: { instance: completeInstances, interface: completeNics },
  resolve: resolveInstance,
  target: hasRunState,
  available: stoppedOnly,
  async run(a, ctx) {
    const where = {
      path: { interface: a.interface },
      query: { project: a.project, instance: a.instance },
    }
    // The update replaces the transit IPs: send back the ones the interface has.
    const nic = await instanceNetworkInterfaceView(where)
    const updated = await instanceNetworkInterfaceUpdate({
      ...where,
      body: {
        transitIps: transitIps(nic),
        name: a.name ?? null,
        description: a.description ?? null,
        primary: a.primary ?? false,
      },
    })
    await refreshNics(ctx)
    return updated
  },
  successMessage: (a) => `Network interface ${a.name ?? a.interface} updated`,
  undo: undoEdit<{ project: string; instance: string; interface: string }>({
    what: 'network interface',
    id: 'network-interface.update',
    key: 'interface',
    read: (a, n) =>
      instanceNetworkInterfaceView({
        path: { interface: n },
        query: { project: a.project, instance: a.instance },
      }),
  }),
  cli: (a) =>
    cli('instance nic update', {
      project: a.project,
      instance: a.instance,
      interface: a.interface,
      name: a.name,
      description: a.description,
      primary: a.primary,
    }),
})

export const nicDeleteCommand = defineCommand({
  id: 'network-interface.delete',
  title: 'Delete network interface',
  group,
  keywords: ['nic', 'remove'],
  args: z.object({ project, instance, interface: iface }),
  defaults,
  complete: { instance: completeInstances, interface: completeNics },
  resolve: resolveInstance,
  target: hasRunState,
  available: stoppedOnly,
  confirm: (a) => ({
    title: 'Delete network interface',
    message: `Are you sure you want to delete network interface ${a.interface} of ${a.instance}?`,
    actionLabel: 'Delete',
  }),
  async run(a, ctx) {
    await instanceNetworkInterfaceDelete({
      path: { interface: a.interface },
      query: { project: a.project, instance: a.instance },
    })
    await refreshNics(ctx)
  },
  successMessage: (a) => `Network interface ${a.interface} deleted`,
  cli: (a) =>
    cli('instance nic delete', {
      project: a.project,
      instance: a.instance,
      interface: a.interface,
    }),
})

/** The instance's external IPs, as the networking tab passes them to gate the ephemeral attach. */
export type ExternalIpsTarget = { externalIps: { kind: string }[] }

const isIpsTarget = (t: unknown): t is ExternalIpsTarget =>
  typeof t === 'object' && t !== null && Array.isArray((t as ExternalIpsTarget).externalIps)

export const ephemeralIpAttachCommand = defineCommand({
  id: 'instance.ephemeral-ip-attach',
  title: 'Attach ephemeral IP',
  group,
  keywords: ['external', 'address', 'public'],
  args: z.object({
    project,
    instance,
    pool: z.string().optional().describe("IP pool to allocate from; the silo's default if omitted"),
  }),
  defaults,
  complete: { instance: completeInstances, pool: completeSiloIpPools },
  resolve: async (_ctx, { project, instance }) => ({
    externalIps: (await instanceExternalIpList({ path: { instance }, query: { project } })).items,
  }),
  target: isIpsTarget,
  available: (_ctx, _args, target): Availability =>
    target !== undefined && target.externalIps.some((ip) => ip.kind === 'ephemeral')
      ? 'The instance already has an ephemeral IP; detach it first'
      : true,
  async run({ project, instance, pool }, ctx) {
    const attached = await instanceEphemeralIpAttach({
      path: { instance },
      query: { project },
      body: {
        poolSelector: pool ? { type: 'explicit', pool } : { type: 'auto', ipVersion: null },
      },
    })
    await invalidate(ctx.mutate, instanceExternalIpList)
    return attached
  },
  successMessage: ({ instance }) => `Ephemeral IP attached to ${instance}`,
  undo: undoEphemeralAttach,
  // The pool selector is the request body; the CLI takes it only as one.
  cli: (a) =>
    cliJson('instance external-ip attach-ephemeral', { project: a.project, instance: a.instance }),
  cliBody: (a) => ({
    pool_selector: a.pool ? { type: 'explicit', pool: a.pool } : { type: 'auto', ip_version: null },
  }),
})

export const ephemeralIpDetachCommand = defineCommand({
  id: 'instance.ephemeral-ip-detach',
  title: 'Detach ephemeral IP',
  group,
  keywords: ['external', 'address', 'public'],
  args: z.object({ project, instance }),
  defaults,
  complete: { instance: completeInstances },
  resolve: async (_ctx, { project, instance }) => ({
    externalIps: (await instanceExternalIpList({ path: { instance }, query: { project } })).items,
  }),
  target: isIpsTarget,
  available: (_ctx, _args, target): Availability =>
    target !== undefined && !target.externalIps.some((ip) => ip.kind === 'ephemeral')
      ? 'The instance has no ephemeral IP'
      : true,
  confirm: ({ instance }) => ({
    title: 'Detach ephemeral IP',
    message: `Are you sure you want to detach the ephemeral IP of ${instance}? Its address goes back to the pool.`,
    actionLabel: 'Detach',
  }),
  async run({ project, instance }, ctx) {
    await instanceEphemeralIpDetach({ path: { instance }, query: { project } })
    await invalidate(ctx.mutate, instanceExternalIpList)
  },
  successMessage: ({ instance }) => `Ephemeral IP of ${instance} detached`,
  undo: undoEphemeralDetach,
  cli: (a) =>
    cli('instance external-ip detach-ephemeral', { project: a.project, instance: a.instance }),
})

export const instanceNetworkCommands = commandList(
  nicCreateCommand,
  nicUpdateCommand,
  nicDeleteCommand,
  ephemeralIpAttachCommand,
  ephemeralIpDetachCommand,
)
