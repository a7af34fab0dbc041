// Switch ports and the port settings applied to them, with their LLDP configuration and
// neighbors. A port's link is up while it hears an LLDP neighbor (db/bgp-peers.ts).
import { requireFleet } from '../db/authz'
import { linkUpSince } from '../db/bgp-peers'
import { invalidRequest, notFound } from '../db/errors'
import { lookupPort, lookupPortSettings } from '../db/networking'
import { paginate } from '../db/paginate'
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import type { HandlerMap } from '../msw/types'
import { createPortSettings } from '../db/port-settings-create'

const identity = (s: S['SwitchPortSettings']): S['SwitchPortSettingsIdentity'] => ({
  id: s.id,
  name: s.name,
  description: s.description,
  time_created: s.time_created,
  time_modified: s.time_modified,
})

/** The first link of the settings applied to `port`: what dpd and LLDP run on. */
function portLink(db: Db, port: S['SwitchPort']) {
  const settings = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
  const link = settings?.links[0]
  if (!link) throw notFound('switch-link', { name: port.port_name })
  return link
}

export const switchPortHandlers = {
  networking_switch_port_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const list = query.switch_port_id
      ? db.switchPorts.filter((p) => p.id === query.switch_port_id)
      : db.switchPorts
    return paginate(list, query, 'id_ascending')
  },
  networking_switch_port_status: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const port = lookupPort(db, { port: path.port, ...query })
    const link = portLink(db, port)
    const up = linkUpSince(db, port.id) !== null
    // The shape dpd reports for a link (nexus.json leaves it open).
    return {
      port_id: port.port_name,
      link_id: 0,
      enabled: true,
      presence: 'Present',
      media: 'Optical',
      link_state: up ? 'Up' : 'Down',
      fsm_state: up ? 'LinkUp' : 'WaitSignal',
      autoneg: link.autoneg,
      fec: link.fec ?? null,
      speed: link.speed,
      mtu: link.mtu,
    }
  },
  networking_switch_port_apply_settings: ({ db, actor, path, query, body }) => {
    requireFleet(db, actor, 'admin')
    const port = lookupPort(db, { port: path.port, ...query })
    port.port_settings_id = lookupPortSettings(db, body.port_settings).id
  },
  networking_switch_port_clear_settings: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'admin')
    lookupPort(db, { port: path.port, ...query }).port_settings_id = null
  },

  networking_switch_port_lldp_config_view: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const link = portLink(db, lookupPort(db, { port: path.port, ...query }))
    if (!link.lldp_link_config) throw notFound('lldp-link-config', { name: link.link_name })
    return link.lldp_link_config
  },
  networking_switch_port_lldp_config_update: ({ db, actor, path, query, body }) => {
    requireFleet(db, actor, 'admin')
    const link = portLink(db, lookupPort(db, { port: path.port, ...query }))
    // The configuration keeps its identity; the body's id cannot move it to another.
    link.lldp_link_config = { ...body, id: link.lldp_link_config?.id ?? body.id }
  },
  networking_switch_port_lldp_neighbors: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const port = lookupPort(db, path)
    const heard = db.lldpNeighbors.filter((n) => n.port_id === port.id).map((n) => n.value)
    return paginate(heard, query, 'id_ascending', (n) => n.chassis_id)
  },

  networking_switch_port_settings_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const v = query.port_settings
    const list = v ? [lookupPortSettings(db, v)] : db.switchPortSettings
    return paginate(list.map(identity), query)
  },
  networking_switch_port_settings_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return lookupPortSettings(db, path.port)
  },
  networking_switch_port_settings_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    const settings = createPortSettings(db, body)
    db.switchPortSettings.push(settings)
    return settings
  },
  networking_switch_port_settings_delete: ({ db, actor, query }) => {
    requireFleet(db, actor, 'admin')
    if (!query.port_settings) throw invalidRequest('name or id of the port settings is required')
    const settings = lookupPortSettings(db, query.port_settings)
    if (db.switchPorts.some((p) => p.port_settings_id === settings.id))
      throw invalidRequest(`switch port settings "${settings.name}" are applied to a switch port`)
    db.switchPortSettings = db.switchPortSettings.filter((s) => s !== settings)
  },
} satisfies HandlerMap
