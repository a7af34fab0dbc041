// Rack-wide networking settings (operators): the allow list of source addresses that may reach
// the rack's user-facing services, inbound ICMP for those services, and the fleet's jumbo-frame
// opt-in. Each change is undone by setting the value it replaced, while the setting still holds
// what the change left.
import { z } from 'zod'
import {
  networkingAllowListUpdate,
  networkingAllowListView,
  networkingInboundIcmpUpdate,
  networkingInboundIcmpView,
  systemNetworkingSettingsUpdate,
  systemNetworkingSettingsView,
} from '@/api/generated/operations'
import type { AllowedSourceIps } from '@/api/generated/schemas'
import { invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { validateIpNet } from '@/lib/validators'
import { cli, cliJson } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { defineCommand, type CommandContext } from '../core/define'
import { nothingToChange, openEditForm, updatedMessage } from '../core/edit-form'
import { undoable } from '../core/undo-spec'
import { canonical, step } from '../history/undo-checks'
import { isFleetViewer, navCommand } from '../navigation/navigation-define'

const group = 'Networking'

/** `10.0.0.0/8, 192.0.2.0/24` (commas, spaces or lines) -> the networks; [] when none. */
export const splitNets = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The first network that is not one, with why; undefined when all are. */
export function netsError(nets: string[]): string | undefined {
  if (nets.length === 0)
    return 'Give at least one network: an empty list would lock every client out'
  for (const n of nets) {
    const e = validateIpNet(n)
    if (e) return `${n}: ${e}`
  }
  return undefined
}

/** The allow list the args describe: any source, or the networks given. */
function allowedOf(a: { allow?: 'any' | 'list'; ips?: string }): AllowedSourceIps {
  const allow = a.allow ?? (a.ips ? 'list' : 'any')
  return allow === 'any' ? { allow: 'any' } : { allow: 'list', ips: splitNets(a.ips) }
}

/** How the allow list reads in messages. */
export const allowText = (a: AllowedSourceIps) =>
  a.allow === 'any' ? 'any source' : (a.ips ?? []).join(', ')

const refreshSettings = (ctx: CommandContext) =>
  invalidate(
    ctx.mutate,
    networkingAllowListView,
    networkingInboundIcmpView,
    systemNetworkingSettingsView,
  )

type AllowArgs = { allow?: 'any' | 'list'; ips?: string }

const undoAllowList = undoable<AllowArgs, AllowedSourceIps, unknown>({
  before: async () => (await networkingAllowListView()).allowedIps,
  inverse: (_a, old, result) => {
    const set = (result as { allowedIps?: AllowedSourceIps } | undefined)?.allowedIps
    if (!set || canonical(set) === canonical(old)) return null
    const args =
      old.allow === 'any' ? { allow: 'any' } : { allow: 'list', ips: (old.ips ?? []).join(',') }
    return step(
      'allow-list.update',
      args,
      `Set the allow list back to ${allowText(old)}`,
      async () => {
        const now = (await networkingAllowListView()).allowedIps
        return canonical(now) === canonical(set)
          ? true
          : `the allow list is now ${allowText(now)} (this change left ${allowText(set)})`
      },
    )
  },
})

export const allowListUpdateCommand = defineCommand({
  id: 'allow-list.update',
  visible: isFleetViewer,
  title: 'Edit allow list',
  group,
  keywords: ['allowlist', 'firewall', 'source ips', 'access', 'networking settings'],
  line: { words: ['allow-list', 'update'] },
  args: z.object({
    allow: z
      .enum(['any', 'list'])
      .optional()
      .describe('any: every source address may reach the services; list: only the networks given'),
    ips: z
      .string()
      .optional()
      .describe('The networks allowed, e.g. 10.0.0.0/8,192.0.2.0/24 (with allow list)'),
  }),
  async run(a, ctx) {
    if (nothingToChange(a, ['allow', 'ips'])) return openEditForm(ctx, pb.allowListEdit())
    const allowed = allowedOf(a)
    if (allowed.allow === 'list') {
      const error = netsError(allowed.ips)
      if (error) throw new Error(error)
    }
    const updated = await networkingAllowListUpdate({ body: { allowedIps: allowed } })
    await refreshSettings(ctx)
    return updated
  },
  successMessage: updatedMessage('Allow list updated'),
  undo: undoAllowList,
  // Without a value the command opens the form, which shows the list as it is.
  cli: (a) =>
    a.allow || a.ips
      ? cliJson('system networking allow-list update')
      : cli('system networking allow-list view'),
  cliBody: (a) => (a.allow || a.ips ? { allowed_ips: allowedOf(a) } : undefined),
})

export const inboundIcmpUpdateCommand = defineCommand({
  id: 'inbound-icmp.update',
  visible: isFleetViewer,
  title: 'Set inbound ICMP',
  group,
  keywords: ['icmp', 'path mtu', 'ping', 'networking settings'],
  line: { words: ['inbound-icmp', 'update'] },
  args: z.object({
    enabled: z
      .boolean()
      .describe('Let the API services receive ICMP unreachable, redirect and time exceeded'),
  }),
  async run({ enabled }, ctx) {
    await networkingInboundIcmpUpdate({ body: { enabled } })
    await refreshSettings(ctx)
    return { enabled }
  },
  successMessage: ({ enabled }) => `Inbound ICMP ${enabled ? 'enabled' : 'disabled'}`,
  undo: undoable<{ enabled: boolean }, boolean>({
    before: async () => (await networkingInboundIcmpView()).enabled,
    inverse: ({ enabled }, old) =>
      old === enabled
        ? null
        : step(
            'inbound-icmp.update',
            { enabled: old },
            `${old ? 'Enable' : 'Disable'} inbound ICMP again`,
            async () => {
              const now = (await networkingInboundIcmpView()).enabled
              return now === enabled
                ? true
                : `inbound ICMP is now ${now ? 'enabled' : 'disabled'} (this change left it ${enabled ? 'enabled' : 'disabled'})`
            },
          ),
  }),
  cli: (a) => cli('system networking inbound-icmp update', { enabled: a.enabled }),
})

export const jumboFramesUpdateCommand = defineCommand({
  id: 'networking-settings.update',
  visible: isFleetViewer,
  title: 'Set jumbo frames opt-in',
  group,
  keywords: ['mtu', 'jumbo frames', '8500', 'networking settings'],
  line: { words: ['networking-settings', 'update'] },
  args: z.object({
    jumboFrames: z
      .boolean()
      .describe('Let instances opt in to jumbo frames (8500-byte MTU) on their primary interface'),
  }),
  async run({ jumboFrames }, ctx) {
    const updated = await systemNetworkingSettingsUpdate({
      body: { externalJumboFramesOptInEnabled: jumboFrames },
    })
    await refreshSettings(ctx)
    return updated
  },
  successMessage: ({ jumboFrames }) =>
    `Jumbo frames opt-in ${jumboFrames ? 'enabled' : 'disabled'} for the fleet`,
  undo: undoable<{ jumboFrames: boolean }, boolean>({
    before: async () => (await systemNetworkingSettingsView()).externalJumboFramesOptInEnabled,
    inverse: ({ jumboFrames }, old) =>
      old === jumboFrames
        ? null
        : step(
            'networking-settings.update',
            { jumboFrames: old },
            `${old ? 'Enable' : 'Disable'} the jumbo frames opt-in again`,
            async () => {
              const now = (await systemNetworkingSettingsView()).externalJumboFramesOptInEnabled
              return now === jumboFrames
                ? true
                : `the jumbo frames opt-in is now ${now ? 'enabled' : 'disabled'}`
            },
          ),
  }),
  cli: (a) =>
    cli('system networking settings update', { externalJumboFramesOptInEnabled: a.jumboFrames }),
})

export const networkingSettingCommands = commandList(
  navCommand({
    id: 'nav.system-networking-settings',
    title: 'Go to networking settings',
    keywords: ['system', 'allow list', 'icmp', 'jumbo frames', 'bfd'],
    args: z.object({}),
    to: pb.networkingSettings,
    cli: () => cli('system networking allow-list view'),
    system: true,
  }),
  allowListUpdateCommand,
  inboundIcmpUpdateCommand,
  jumboFramesUpdateCommand,
)
