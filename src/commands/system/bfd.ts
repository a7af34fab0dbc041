// BFD sessions on the rack's switches (operators): enable one towards a peer, disable it. Each is
// the other's undo: a disabled session comes back with the settings it had.
import { z } from 'zod'
import {
  networkingBfdDisable,
  networkingBfdEnable,
  networkingBfdStatus,
} from '@/api/generated/operations'
import type { BfdStatus } from '@/api/generated/schemas'
import { invalidate } from '@/api/hooks'
import { validateIp } from '@/lib/validators'
import { cli } from '../command-line/cli'
import { checked } from '../core/args'
import { commandList } from '../core/command-list'
import { defineCommand, type Choice } from '../core/define'
import { undoable } from '../core/undo-spec'
import { step } from '../history/undo-checks'
import { isFleetViewer } from '../navigation/navigation-define'

const group = 'Networking'
const SWITCHES = ['switch0', 'switch1'] as const
const MODES = ['single_hop', 'multi_hop'] as const

const ip = (what: string) => checked(validateIp).describe(what)
const slot = z.enum(SWITCHES).describe('The switch of the rack: switch0 (upper) or switch1 (lower)')

type Session = { remote: string; switchSlot: (typeof SWITCHES)[number] }

const findSession = async (s: Session) =>
  (await networkingBfdStatus()).find((x) => x.peer === s.remote && x.switchSlot === s.switchSlot)

async function completeSessions(): Promise<Choice[]> {
  return (await networkingBfdStatus()).map((s) => ({
    value: s.peer,
    detail: `${s.switchSlot}, ${s.state}`,
    target: s,
  }))
}

const sessionLabel = (s: Session) => `BFD session with ${s.remote} on ${s.switchSlot}`

export const bfdEnableCommand = defineCommand({
  id: 'bfd.enable',
  visible: isFleetViewer,
  title: 'Enable BFD session',
  group,
  keywords: ['bfd', 'bidirectional forwarding detection', 'peer', 'failover'],
  line: { words: ['bfd', 'enable'], positional: ['remote'] },
  args: z.object({
    remote: ip('Address of the remote peer'),
    switchSlot: slot,
    mode: z
      .enum(MODES)
      .default('single_hop')
      .describe('single_hop (RFC 5881) or multi_hop (RFC 5883)'),
    requiredRx: z.coerce
      .number()
      .int()
      .min(0)
      .default(300_000)
      .describe('Minimum interval between received control packets, in microseconds'),
    detectionThreshold: z.coerce
      .number()
      .int()
      .min(1)
      .max(255)
      .default(3)
      .describe('Missed intervals before the peer is declared down'),
    local: checked((v) => (v ? validateIp(v) : undefined))
      .optional()
      .describe('Address the switch listens on; the unspecified address when omitted'),
  }),
  complete: { switchSlot: async () => SWITCHES.map((value) => ({ value })) },
  async run(a, ctx) {
    await networkingBfdEnable({ body: { ...a, local: a.local || null } })
    await invalidate(ctx.mutate, networkingBfdStatus)
    return a
  },
  successMessage: (a) => `${sessionLabel(a)} enabled`,
  undo: undoable<Session, undefined>({
    inverse: (a) =>
      step(
        'bfd.disable',
        { remote: a.remote, switchSlot: a.switchSlot },
        `Disable the ${sessionLabel(a)}`,
        async () => ((await findSession(a)) ? true : `the ${sessionLabel(a)} was disabled since`),
      ),
  }),
  cli: (a) =>
    cli('system networking bfd enable', {
      remote: a.remote,
      switchSlot: a.switchSlot,
      mode: a.mode,
      requiredRx: a.requiredRx,
      detectionThreshold: a.detectionThreshold,
      local: a.local,
    }),
})

export const bfdDisableCommand = defineCommand({
  id: 'bfd.disable',
  visible: isFleetViewer,
  title: 'Disable BFD session',
  group,
  keywords: ['bfd', 'peer', 'remove'],
  line: { words: ['bfd', 'disable'], positional: ['remote'] },
  args: z.object({ remote: ip('Address of the remote peer'), switchSlot: slot }),
  complete: {
    remote: completeSessions,
    switchSlot: async () => SWITCHES.map((value) => ({ value })),
  },
  confirm: (a) => ({
    title: 'Disable BFD session',
    message: `Disable the ${sessionLabel(a)}? The switch stops watching the path to that peer.`,
    actionLabel: 'Disable',
  }),
  async run(a, ctx) {
    await networkingBfdDisable({ body: a })
    await invalidate(ctx.mutate, networkingBfdStatus)
  },
  successMessage: (a) => `${sessionLabel(a)} disabled`,
  undo: undoable<Session, BfdStatus | undefined>({
    before: (a) => findSession(a),
    inverse: (a, old) =>
      old
        ? step(
            'bfd.enable',
            {
              remote: old.peer,
              switchSlot: old.switchSlot,
              mode: old.mode,
              requiredRx: old.requiredRx,
              detectionThreshold: old.detectionThreshold,
              ...(old.local ? { local: old.local } : {}),
            },
            `Enable the ${sessionLabel(a)} again`,
            async () =>
              (await findSession(a)) ? `the ${sessionLabel(a)} was enabled again since` : true,
          )
        : null,
  }),
  cli: (a) => cli('system networking bfd disable', { remote: a.remote, switchSlot: a.switchSlot }),
})

export const bfdCommands = commandList(bfdEnableCommand, bfdDisableCommand)
