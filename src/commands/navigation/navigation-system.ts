// "Go to ..." commands for the settings pages and the system (operator) pages of spec section 2.
// System commands are only visible to fleet viewers.
import { z } from 'zod'
import { pb } from '@/lib/paths'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeIpPools, completeSilos, completeSleds } from '../core/complete'
import { navCommand } from './navigation-define'
import { NAME_OR_ID_SORTS, withSortBy } from '@/lib/list-sort'

const none = z.object({})
/** A list the CLI sorts by name or id: its `--sort-by` opens it sorted so. */
const sorted = z.object({
  sortBy: z
    .enum(NAME_OR_ID_SORTS)
    .optional()
    .describe('The order the list opens in, as the CLI sorts it (name_descending...)'),
})

const settings = [
  navCommand({
    id: 'nav.settings-profile',
    title: 'Go to profile settings',
    keywords: ['settings', 'me', 'user'],
    args: none,
    to: pb.profile,
    keybinding: 'g t',
    cli: () => cli('current-user view'),
  }),
  navCommand({
    id: 'nav.settings-ssh-keys',
    title: 'Go to SSH keys',
    keywords: ['settings', 'public key'],
    args: none,
    to: pb.sshKeys,
    cli: () => cli('current-user ssh-key list'),
  }),
  navCommand({
    id: 'nav.settings-ssh-keys-new',
    title: 'Go to new SSH key form',
    keywords: ['settings', 'add ssh key', 'public key'],
    args: none,
    to: pb.sshKeysNew,
  }),
  navCommand({
    id: 'nav.settings-access-tokens',
    title: 'Go to access tokens',
    keywords: ['settings', 'device tokens', 'api'],
    args: none,
    to: pb.accessTokens,
    cli: () => cli('current-user access-token list'),
  }),
]

const system = [
  navCommand({
    id: 'nav.system-silos',
    title: 'Go to silos',
    keywords: ['system', 'tenants'],
    args: sorted,
    to: (a) => withSortBy(pb.silos(), a.sortBy),
    keybinding: 'g s',
    cli: (a) => cli('silo list', { sortBy: a.sortBy }),
    system: true,
  }),
  navCommand({
    id: 'nav.system-silo',
    title: 'Go to silo',
    keywords: ['system', 'tenant', 'identity providers'],
    args: z.object({ silo: ref('Silo name') }),
    to: pb.siloIdps,
    complete: { silo: completeSilos },
    cli: (a) => cli('silo view', { silo: a.silo }),
    system: true,
  }),
  navCommand({
    id: 'nav.system-silos-new',
    title: 'Go to new silo form',
    keywords: ['system', 'create silo'],
    args: none,
    to: pb.silosNew,
    system: true,
  }),
  navCommand({
    id: 'nav.system-issues',
    title: 'Go to system issues',
    keywords: ['system', 'alerts', 'health'],
    args: none,
    to: pb.systemIssues,
    system: true,
  }),
  navCommand({
    id: 'nav.system-utilization',
    title: 'Go to system utilization',
    keywords: ['system', 'capacity'],
    args: none,
    to: pb.systemUtilization,
    system: true,
  }),
  navCommand({
    id: 'nav.system-access',
    title: 'Go to fleet access',
    keywords: ['system', 'fleet', 'roles', 'policy', 'permissions', 'operators'],
    args: none,
    to: pb.systemAccess,
    cli: () => cli('api /v1/system/policy'),
    system: true,
  }),
  navCommand({
    id: 'nav.system-sleds',
    title: 'Go to sleds',
    keywords: ['system', 'inventory', 'hardware', 'servers'],
    args: none,
    to: pb.sleds,
    cli: () => cli('system hardware sled list'),
    system: true,
  }),
  navCommand({
    id: 'nav.system-sled',
    title: 'Go to sled',
    keywords: ['system', 'inventory', 'hardware', 'server'],
    args: z.object({ sledId: z.uuid().describe('Sled id (UUID)') }),
    to: pb.sledInstances,
    complete: { sledId: completeSleds },
    cli: (a) => cli('system hardware sled instance-list', { sledId: a.sledId }),
    system: true,
  }),
  navCommand({
    id: 'nav.system-sled-disks',
    title: "Go to sled's physical disks",
    keywords: ['system', 'inventory', 'hardware', 'server', 'ssd', 'u2', 'm2'],
    args: z.object({ sledId: z.uuid().describe('Sled id (UUID)') }),
    to: pb.sledDisks,
    complete: { sledId: completeSleds },
    cli: (a) => cli('system hardware sled disk-list', { sledId: a.sledId }),
    system: true,
  }),
  navCommand({
    id: 'nav.system-disks',
    title: 'Go to physical disks',
    keywords: ['system', 'inventory', 'hardware', 'drives'],
    args: none,
    to: pb.physicalDisks,
    cli: () => cli('system hardware disk list'),
    system: true,
  }),
  navCommand({
    id: 'nav.system-racks',
    title: 'Go to racks',
    keywords: ['system', 'inventory', 'hardware'],
    args: none,
    to: pb.racks,
    cli: () => cli('system hardware rack list'),
    system: true,
  }),
  navCommand({
    id: 'nav.system-switches',
    title: 'Go to switches',
    keywords: ['system', 'inventory', 'hardware', 'network', 'sidecar'],
    args: none,
    to: pb.switches,
    cli: () => cli('system hardware switch list'),
    system: true,
  }),
  navCommand({
    id: 'nav.system-ip-pools',
    title: 'Go to IP pools',
    keywords: ['system', 'networking', 'addresses'],
    args: sorted,
    to: (a) => withSortBy(pb.ipPools(), a.sortBy),
    cli: (a) => cli('system networking ip-pool list', { sortBy: a.sortBy }),
    system: true,
  }),
  navCommand({
    id: 'nav.system-ip-pool',
    title: 'Go to IP pool',
    keywords: ['system', 'networking', 'ranges'],
    args: z.object({ pool: ref('IP pool name') }),
    to: pb.ipPool,
    complete: { pool: completeIpPools },
    cli: (a) => cli('system networking ip-pool view', { pool: a.pool }),
    system: true,
  }),
  navCommand({
    id: 'nav.system-ip-pools-new',
    title: 'Go to new IP pool form',
    keywords: ['system', 'networking', 'create ip pool'],
    args: none,
    to: pb.ipPoolsNew,
    system: true,
  }),
]

export const navigationSystemCommands = commandList(...settings, ...system)
