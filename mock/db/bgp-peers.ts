// The BGP peers the switches run: one per peer of the port settings applied to a switch port.
// The mock has no router, so a peer is established while its port's link is up (the port
// hears an LLDP neighbor) and keeps trying (`active`) otherwise.
import { findBgpConfig } from './networking'
import type { Db } from './store'
import type { Schemas as S } from './types'

export type PeerState = {
  port: S['SwitchPort']
  peer: S['BgpPeer']
  config: { announce_set_id: string; value: S['BgpConfig'] }
  addr: string
  state: S['BgpPeerState']
  /** when the peer entered its state */
  since: string
}

/** The port's link is up when something answers LLDP on it; returns when it was first heard. */
export const linkUpSince = (db: Db, portId: string) =>
  db.lldpNeighbors.find((n) => n.port_id === portId)?.value.first_seen ?? null

export function bgpPeers(db: Db): PeerState[] {
  return db.switchPorts.flatMap((port) => {
    const settings = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
    const up = linkUpSince(db, port.id)
    return (settings?.bgp_peers ?? []).flatMap((peer) => {
      const config = findBgpConfig(db, peer.bgp_config)
      // Unnumbered peers have no address to report; the mock's seed and tests use numbered ones.
      if (!config || !settings || peer.addr.type !== 'numbered') return []
      const state = up ? ('established' as const) : ('active' as const)
      return [
        { port, peer, config, addr: peer.addr.ip, state, since: up ?? settings.time_modified },
      ]
    })
  })
}
