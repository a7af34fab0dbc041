// Operator odds and ends: silo certificates, auth settings, alert classes and the update
// trust roots.
import type { Schemas as S } from '../db/types'
import { ALERT_CLASSES, classMatcher } from '../db/alerts'
import { requireFleet, requireSiloMember, requireSiloRole } from '../db/authz'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { assertUnique } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { HandlerMap } from '../msw/types'

const PEM = /^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----\s*$/

export const operatorHandlers = {
  certificate_list: ({ db, actor, query }) => {
    requireSiloRole(db, actor, 'admin')
    return paginate(
      db.certificates.filter((c) => c.silo_id === actor.silo.id).map((c) => c.value),
      query,
    )
  },
  certificate_view: ({ db, actor, path }) => {
    requireSiloRole(db, actor, 'admin')
    const v = path.certificate
    const found = db.certificates.find(
      (c) => c.silo_id === actor.silo.id && (isUuid(v) ? c.value.id === v : c.value.name === v),
    )
    if (!found) throw notFound('certificate', isUuid(v) ? { id: v } : { name: v })
    return found.value
  },
  certificate_create: ({ db, actor, body }) => {
    requireSiloRole(db, actor, 'admin')
    assertUnique(
      db.certificates.filter((c) => c.silo_id === actor.silo.id).map((c) => c.value),
      'certificate',
      body.name,
    )
    if (!PEM.test(body.cert.trim()))
      throw invalidRequest('Failed to parse certificate: expected PEM-encoded X.509 data')
    if (!PEM.test(body.key.trim()))
      throw invalidRequest('Failed to parse private key: expected PEM-encoded data')
    const time = clock.iso()
    const value: S['Certificate'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      cert: body.cert,
      service: body.service,
      time_created: time,
      time_modified: time,
    }
    db.certificates.push({ silo_id: actor.silo.id, value })
    return value
  },
  certificate_delete: ({ db, actor, path }) => {
    requireSiloRole(db, actor, 'admin')
    const v = path.certificate
    const found = db.certificates.find(
      (c) => c.silo_id === actor.silo.id && (isUuid(v) ? c.value.id === v : c.value.name === v),
    )
    if (!found) throw notFound('certificate', isUuid(v) ? { id: v } : { name: v })
    db.certificates = db.certificates.filter((c) => c !== found)
  },

  auth_settings_view: ({ db, actor }) => {
    requireSiloMember(db, actor)
    return {
      silo_id: actor.silo.id,
      device_token_max_ttl_seconds: db.deviceTokenTtl[actor.silo.id] ?? null,
    }
  },
  auth_settings_update: ({ db, actor, body }) => {
    requireSiloRole(db, actor, 'admin')
    const ttl = body.device_token_max_ttl_seconds ?? null
    if (ttl !== null && ttl < 1)
      throw invalidRequest('device_token_max_ttl_seconds must be positive')
    db.deviceTokenTtl[actor.silo.id] = ttl
    return { silo_id: actor.silo.id, device_token_max_ttl_seconds: ttl }
  },

  alert_class_list: ({ db, actor, query }) => {
    requireSiloMember(db, actor)
    const matches = query.filter ? classMatcher(query.filter) : () => true
    const list = ALERT_CLASSES.filter((c) => matches(c.name))
    return paginate(list, query, 'name_ascending', (c) => c.name)
  },

  system_update_trust_root_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.trustRoots, query, 'id_ascending')
  },
  system_update_trust_root_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    const root = db.trustRoots.find((r) => r.id === path.trust_root_id)
    if (!root) throw notFound('update-trust-root', { id: path.trust_root_id })
    return root
  },
  system_update_trust_root_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    const root: S['UpdatesTrustRoot'] = { id: newId(), time_created: clock.iso(), root_role: body }
    db.trustRoots.push(root)
    return root
  },
  system_update_trust_root_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const root = db.trustRoots.find((r) => r.id === path.trust_root_id)
    if (!root) throw notFound('update-trust-root', { id: path.trust_root_id })
    db.trustRoots = db.trustRoots.filter((r) => r !== root)
  },
} satisfies HandlerMap
