// Rack-wide networking settings for operators: the allow list of source addresses that may reach
// the rack's user-facing services, whether those services accept inbound ICMP, the fleet's
// networking settings (jumbo frames), and BFD sessions on the switches. Fleet viewers read them;
// fleet admins change them.
import { bgpPeers, linkUpSince } from '../db/bgp-peers'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { alreadyExists, invalidValue, notFound } from '../db/errors'
import { parseIp } from '../db/ip'
import type { Db } from '../db/store'
import { transitionDelay } from '../db/transitions'
import type { Schemas as S } from '../db/types'
import type { HandlerMap } from '../msw/types'

/** `10.0.0.0/8`, `2001:db8::/32`: an address and a prefix length that fits its family. */
function checkNet(net: string) {
  const [addr = '', len = '', extra] = net.split('/')
  const ip = parseIp(addr)
  const n = Number(len)
  const max = ip?.v === 4 ? 32 : 128
  if (!ip || extra !== undefined || !/^\d+$/.test(len) || n > max)
    throw invalidValue('allowed_ips', `"${net}" is not an IP network (address/prefix length)`)
}

type Session = Db['bfdSessions'][number]

/**
 * A session comes up when its peer answers: the mock has no router, so the peer answers when a
 * BGP peer of that address runs on the switch over a link that is up (the LLDP story of
 * db/bgp-peers.ts); a multi-hop session needs any link of the switch up. It starts in `init`.
 */
function bfdState(db: Db, s: Session): S['BfdState'] {
  const ports = db.switchPorts.filter((p) => p.switch_slot === s.switch_slot)
  const reachable =
    s.mode === 'multi_hop'
      ? ports.some((p) => linkUpSince(db, p.id) !== null)
      : bgpPeers(db).some(
          (p) =>
            p.port.switch_slot === s.switch_slot &&
            p.addr === s.remote &&
            p.state === 'established',
        )
  if (!reachable) return 'down'
  return clock.now() - Date.parse(s.time_created) < transitionDelay() ? 'init' : 'up'
}

const sameSession = (s: { remote: string; switch_slot: string }, b: typeof s) =>
  s.remote === b.remote && s.switch_slot === b.switch_slot

export const rackSettingHandlers = {
  networking_allow_list_view: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer')
    return db.allowList
  },
  networking_allow_list_update: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    const allowed = body.allowed_ips
    if (allowed.allow === 'list') {
      // Nexus keeps a list non-empty: allowing nothing would lock every client out.
      if (allowed.ips.length === 0)
        throw invalidValue('allowed_ips', 'an allow list must contain at least one entry')
      allowed.ips.forEach(checkNet)
    }
    db.allowList = { ...db.allowList, allowed_ips: allowed, time_modified: clock.iso() }
    return db.allowList
  },
  networking_inbound_icmp_view: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer')
    return db.inboundIcmp
  },
  networking_inbound_icmp_update: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    db.inboundIcmp = { enabled: body.enabled }
  },
  system_networking_settings_view: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer')
    return db.networkingSettings
  },
  system_networking_settings_update: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    // The field defaults to false when absent (nexus.json SystemNetworkingSettingsUpdate).
    db.networkingSettings = {
      external_jumbo_frames_opt_in_enabled: body.external_jumbo_frames_opt_in_enabled ?? false,
    }
    return db.networkingSettings
  },

  networking_bfd_status: ({ db, actor }) => {
    requireFleet(db, actor, 'viewer')
    return db.bfdSessions.map((s) => ({
      peer: s.remote,
      local: s.local ?? null,
      mode: s.mode,
      detection_threshold: s.detection_threshold,
      required_rx: s.required_rx,
      switch_slot: s.switch_slot,
      state: bfdState(db, s),
    }))
  },
  networking_bfd_enable: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    if (!parseIp(body.remote)) throw invalidValue('remote', `"${body.remote}" is not an IP address`)
    if (body.local && !parseIp(body.local))
      throw invalidValue('local', `"${body.local}" is not an IP address`)
    if (db.bfdSessions.some((s) => sameSession(s, body)))
      throw alreadyExists('bfd-session', `${body.remote} on ${body.switch_slot}`)
    db.bfdSessions.push({ ...body, local: body.local ?? null, time_created: clock.iso() })
  },
  networking_bfd_disable: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    const session = db.bfdSessions.find((s) => sameSession(s, body))
    if (!session) throw notFound('bfd-session', { name: `${body.remote} on ${body.switch_slot}` })
    db.bfdSessions = db.bfdSessions.filter((s) => s !== session)
  },
} satisfies HandlerMap
