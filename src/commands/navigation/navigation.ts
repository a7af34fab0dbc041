// "Go to ..." commands for the silo and project pages of spec section 2, each with live
// completion of the resources its route names. System and settings pages: navigation-system.ts.
import { z } from 'zod'
import { hasRunState, instanceDisabledReason, type InstanceLike } from '@/api/capabilities'
import { instanceView } from '@/api/generated/operations'
import { pb } from '@/lib/paths'
import { project, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import {
  completeAntiAffinityGroups,
  completeInstances,
  completeInternetGateways,
  completeProjects,
  completeRouters,
  completeSubnets,
  completeVpcs,
} from '../core/complete'
import { navCommand } from './navigation-define'
import { NAME_OR_ID_SORTS, withSortBy } from '@/lib/list-sort'

const instance = ref('Instance name')
/** A list's `--sort-by`, as the CLI takes it for the lists sorted by name or id. */
const sortByArg = z
  .enum(NAME_OR_ID_SORTS)
  .optional()
  .describe('The order the list opens in, as the CLI sorts it (name_descending...)')
const vpc = ref('VPC name')
const P = z.object({ project })
const I = z.object({ project, instance })
const V = z.object({ project, vpc })

const silo = [
  navCommand({
    id: 'nav.projects',
    title: 'Go to projects',
    args: z.object({ sortBy: sortByArg }),
    to: (a) => withSortBy(pb.projects(), a.sortBy),
    keybinding: 'g p',
    cli: (a) => cli('project list', { sortBy: a.sortBy }),
  }),
  navCommand({
    id: 'nav.project',
    title: 'Go to project',
    keywords: ['switch project'],
    args: P,
    to: pb.instances,
    complete: { project: completeProjects },
    cli: (a) => cli('project view', { project: a.project }),
  }),
  navCommand({
    id: 'nav.projects-new',
    title: 'Go to new project form',
    keywords: ['create project'],
    args: z.object({}),
    to: pb.projectsNew,
  }),
  navCommand({
    id: 'nav.silo-images',
    title: 'Go to silo images',
    args: z.object({}),
    to: pb.siloImages,
    cli: () => cli('image list'),
  }),
  navCommand({
    id: 'nav.silo-utilization',
    title: 'Go to silo utilization',
    keywords: ['capacity', 'quota'],
    args: z.object({}),
    to: pb.siloUtilization,
  }),
  navCommand({
    id: 'nav.silo-access',
    title: 'Go to silo access',
    keywords: ['roles', 'policy', 'permissions'],
    args: z.object({}),
    to: pb.siloAccess,
    cli: () => cli('policy view'),
  }),
  navCommand({
    id: 'nav.instance-by-id',
    title: 'Go to instance by id',
    keywords: ['lookup', 'uuid', 'find'],
    args: z.object({ id: z.uuid().describe('Instance id (UUID)') }),
    to: ({ id }) => pb.instanceLookupShort({ instance: id }),
    cli: (a) => cli('instance view', { instance: a.id }),
  }),
]

/** A project list page: project from the current page, else asked for. */
const projectPage = (
  id: string,
  title: string,
  to: (a: { project: string }) => string,
  extra: {
    keywords?: string[]
    keybinding?: string
    cli?: string
    /** the CLI's view of a row (`disk view`), its flag naming the row (`disk`) and its noun */
    row?: { view: string; flag: string; noun: string }
  } = {},
) => {
  const line = extra.cli
  return navCommand({
    id,
    title,
    keywords: extra.keywords,
    // A list whose rows have no page of their own: `row` puts the cursor on one (what an
    // `oxide disk view` line opens). A list the CLI lists opens in the order its `--sort-by`
    // asks (`oxide disk list --sort-by name_descending`).
    args: P.extend({
      ...(extra.row && {
        row: z.string().optional().describe(`The ${extra.row.noun} to put the cursor on`),
      }),
      ...(line && { sortBy: sortByArg }),
    }) as unknown as typeof P,
    to: (a: { project: string; row?: string; sortBy?: string }) =>
      withSortBy(a.row ? `${to(a)}?${new URLSearchParams({ row: a.row })}` : to(a), a.sortBy),
    fromScope: ['project'],
    complete: { project: completeProjects },
    keybinding: extra.keybinding,
    cli: line
      ? (a: { project?: string; row?: string; sortBy?: string }) =>
          extra.row && a.row
            ? cli(extra.row.view, { project: a.project, [extra.row.flag]: a.row })
            : cli(line, { project: a.project, sortBy: a.sortBy })
      : undefined,
  })
}

const projectPages = [
  projectPage('nav.instances', 'Go to instances', pb.instances, {
    keywords: ['vm', 'machines'],
    keybinding: 'g i',
    cli: 'instance list',
  }),
  projectPage('nav.instances-new', 'Go to new instance form', pb.instancesNew, {
    keywords: ['create instance', 'launch'],
  }),
  projectPage('nav.disks', 'Go to disks', pb.disks, {
    keywords: ['storage', 'volumes'],
    keybinding: 'g d',
    cli: 'disk list',
  }),
  projectPage('nav.disks-new', 'Go to new disk form', pb.disksNew, {
    keywords: ['create disk'],
  }),
  projectPage('nav.snapshots', 'Go to snapshots', pb.snapshots, {
    cli: 'snapshot list',
    row: { view: 'snapshot view', flag: 'snapshot', noun: 'snapshot' },
  }),
  projectPage('nav.images', 'Go to project images', pb.projectImages, {
    cli: 'image list',
  }),
  projectPage('nav.vpcs', 'Go to VPCs', pb.vpcs, {
    keywords: ['network', 'vpc'],
    keybinding: 'g v',
    cli: 'vpc list',
  }),
  projectPage('nav.vpcs-new', 'Go to new VPC form', pb.vpcsNew, { keywords: ['create vpc'] }),
  projectPage('nav.floating-ips', 'Go to floating IPs', pb.floatingIps, {
    keywords: ['external ip', 'address'],
    keybinding: 'g f',
    cli: 'floating-ip list',
    row: { view: 'floating-ip view', flag: 'floatingIp', noun: 'floating IP' },
  }),
  projectPage('nav.floating-ips-new', 'Go to new floating IP form', pb.floatingIpsNew, {
    keywords: ['create floating ip'],
  }),
  projectPage('nav.project-access', 'Go to project access', pb.projectAccess, {
    keywords: ['roles', 'policy', 'permissions'],
  }),
  projectPage('nav.affinity', 'Go to affinity groups', pb.affinity, {
    keywords: ['anti-affinity', 'placement'],
    cli: 'instance anti-affinity list',
  }),
]

/** An instance tab: project and instance from the current page, else asked for. */
const instanceTab = (
  id: string,
  title: string,
  to: (a: { project: string; instance: string }) => string,
  keywords: string[],
  cliLine?: string,
  gate?: Parameters<typeof navCommand<typeof I, InstanceLike>>[0]['gate'],
) =>
  navCommand({
    id,
    title,
    keywords,
    args: I,
    to,
    fromScope: ['project', 'instance'],
    complete: { project: completeProjects, instance: completeInstances },
    cli: cliLine ? (a) => cli(cliLine, { project: a.project, instance: a.instance }) : undefined,
    gate,
  })

const instancePages = [
  navCommand({
    id: 'nav.instance',
    title: 'Go to instance',
    keywords: ['vm', 'storage'],
    args: I,
    to: pb.instanceStorage,
    // Only the project: on an instance page the user wants a different instance.
    fromScope: ['project'],
    complete: { project: completeProjects, instance: completeInstances },
    cli: (a) => cli('instance view', { project: a.project, instance: a.instance }),
  }),
  instanceTab(
    'nav.instance-networking',
    'Go to instance networking',
    pb.instanceNetworking,
    ['nic', 'network interfaces', 'external ips'],
    'instance nic list',
  ),
  instanceTab('nav.instance-metrics', 'Go to instance CPU metrics', pb.instanceCpuMetrics, [
    'metrics',
    'cpu',
    'utilization',
  ]),
  instanceTab('nav.instance-disk-metrics', 'Go to instance disk metrics', pb.instanceDiskMetrics, [
    'metrics',
    'iops',
  ]),
  instanceTab(
    'nav.instance-network-metrics',
    'Go to instance network metrics',
    pb.instanceNetworkMetrics,
    ['metrics', 'bandwidth', 'packets'],
  ),
  instanceTab('nav.instance-connect', 'Go to instance connect', pb.instanceConnect, ['ssh']),
  instanceTab('nav.instance-settings', 'Go to instance settings', pb.instanceSettings, [
    'auto restart',
    'resize',
  ]),
  // The spec's table (section 4): a serial console only for running, rebooting, migrating and
  // repairing instances. The page itself still explains a stopped one when reached by its URL.
  instanceTab(
    'nav.serial-console',
    'Go to serial console',
    pb.serialConsole,
    ['terminal', 'tty', 'console'],
    'instance serial console',
    {
      resolve: (_ctx, { project, instance }) =>
        instanceView({ path: { instance }, query: { project } }),
      target: hasRunState,
      available: (_ctx, _args, target) =>
        target ? (instanceDisabledReason('serialConsole', target) ?? true) : true,
    },
  ),
]

/** A VPC tab: project and VPC from the current page, else asked for. */
const vpcTab = (
  id: string,
  title: string,
  to: (a: { project: string; vpc: string }) => string,
  keywords: string[],
  cliLine: string,
) =>
  navCommand({
    id,
    title,
    keywords,
    args: V,
    to,
    fromScope: ['project', 'vpc'],
    complete: { project: completeProjects, vpc: completeVpcs },
    cli: (a) => cli(cliLine, { project: a.project, vpc: a.vpc }),
  })

const vpcPages = [
  navCommand({
    id: 'nav.vpc',
    title: 'Go to VPC',
    keywords: ['firewall rules', 'network'],
    args: V,
    to: pb.vpcFirewallRules,
    fromScope: ['project'],
    complete: { project: completeProjects, vpc: completeVpcs },
    cli: (a) => cli('vpc view', { project: a.project, vpc: a.vpc }),
  }),
  vpcTab(
    'nav.vpc-firewall-rules',
    'Go to VPC firewall rules',
    pb.vpcFirewallRules,
    ['firewall'],
    'vpc firewall-rules view',
  ),
  vpcTab('nav.vpc-subnets', 'Go to VPC subnets', pb.vpcSubnets, ['subnet'], 'vpc subnet list'),
  vpcTab('nav.vpc-routers', 'Go to VPC routers', pb.vpcRouters, ['router'], 'vpc router list'),
  vpcTab(
    'nav.vpc-internet-gateways',
    'Go to VPC internet gateways',
    pb.vpcInternetGateways,
    ['gateway', 'igw'],
    'internet-gateway list',
  ),
  navCommand({
    id: 'nav.vpc-router',
    title: 'Go to VPC router',
    keywords: ['routes'],
    args: V.extend({ router: ref('Router name') }),
    to: pb.vpcRouter,
    fromScope: ['project', 'vpc'],
    complete: { project: completeProjects, vpc: completeVpcs, router: completeRouters },
    cli: (a) => cli('vpc router route list', { project: a.project, vpc: a.vpc, router: a.router }),
  }),
  navCommand({
    id: 'nav.vpc-subnet',
    title: 'Go to VPC subnet',
    keywords: ['subnet', 'network interfaces', 'nic'],
    args: V.extend({ subnet: ref('Subnet name') }),
    to: pb.vpcSubnet,
    fromScope: ['project', 'vpc'],
    complete: { project: completeProjects, vpc: completeVpcs, subnet: completeSubnets },
    cli: (a) => cli('vpc subnet view', { project: a.project, vpc: a.vpc, subnet: a.subnet }),
  }),
  navCommand({
    id: 'nav.vpc-internet-gateway',
    title: 'Go to internet gateway',
    keywords: ['gateway', 'igw'],
    args: V.extend({ gateway: ref('Internet gateway name') }),
    to: pb.vpcInternetGateway,
    fromScope: ['project', 'vpc'],
    complete: { project: completeProjects, vpc: completeVpcs, gateway: completeInternetGateways },
    cli: (a) =>
      cli('internet-gateway view', { project: a.project, vpc: a.vpc, gateway: a.gateway }),
  }),
  navCommand({
    id: 'nav.anti-affinity-group',
    title: 'Go to anti-affinity group',
    keywords: ['affinity', 'placement'],
    args: P.extend({ antiAffinityGroup: ref('Anti-affinity group name') }),
    to: pb.antiAffinityGroup,
    fromScope: ['project'],
    complete: { project: completeProjects, antiAffinityGroup: completeAntiAffinityGroups },
    cli: (a) =>
      cli('instance anti-affinity view', {
        project: a.project,
        antiAffinityGroup: a.antiAffinityGroup,
      }),
  }),
]

export const navigationCommands = commandList(
  ...silo,
  ...projectPages,
  ...instancePages,
  ...vpcPages,
)
