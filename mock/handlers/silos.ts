// Silos (system API), their identity providers, quotas and utilization.
import type { Schemas as S } from '../db/types'
import { requireFleet, requireSiloMember } from '../db/authz'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { assertUnique } from '../db/lookup'
import { paginate } from '../db/paginate'
import { lookupSilo } from '../db/silos'
import { quotaOf, provisioned, siloUtilization } from '../db/utilization'
import type { HandlerMap } from '../msw/types'

const idpSummary = (v: S['SamlIdentityProvider']): S['IdentityProvider'] => ({
  id: v.id,
  name: v.name,
  description: v.description,
  provider_type: 'saml',
  time_created: v.time_created,
  time_modified: v.time_modified,
})

export const siloHandlers = {
  silo_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.silos, query)
  },
  silo_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return lookupSilo(db, path.silo)
  },
  silo_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    assertUnique(db.silos, 'silo', body.name)
    const time = clock.iso()
    const silo: S['Silo'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      discoverable: body.discoverable,
      identity_mode: body.identity_mode,
      admin_group_name: body.admin_group_name ?? null,
      mapped_fleet_roles: body.mapped_fleet_roles ?? {},
      time_created: time,
      time_modified: time,
    }
    db.silos.push(silo)
    db.siloQuotas.push({ silo_id: silo.id, ...body.quotas })
    db.siloPolicies[silo.id] = { role_assignments: [] }
    // Nexus creates the admin group and makes it silo admin, so the first SAML users can act.
    if (body.admin_group_name) {
      const group: S['Group'] = {
        id: newId(),
        display_name: body.admin_group_name,
        silo_id: silo.id,
        time_created: time,
        time_modified: time,
      }
      db.groups.push(group)
      db.siloPolicies[silo.id] = {
        role_assignments: [
          { identity_id: group.id, identity_type: 'silo_group', role_name: 'admin' },
        ],
      }
    }
    return silo
  },
  silo_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const silo = lookupSilo(db, path.silo)
    if (silo.id === actor.silo.id)
      throw invalidRequest('cannot delete the silo you are signed in to')
    if (db.projects.some((p) => db.projectSilo[p.id] === silo.id))
      throw invalidRequest('silo to be deleted contains a project')
    const users = new Set(db.users.filter((u) => u.silo_id === silo.id).map((u) => u.id))
    const groups = new Set(db.groups.filter((g) => g.silo_id === silo.id).map((g) => g.id))
    db.groupMembers = db.groupMembers.filter(
      (m) => !groups.has(m.group_id) && !users.has(m.user_id),
    )
    db.users = db.users.filter((u) => !users.has(u.id))
    db.groups = db.groups.filter((g) => !groups.has(g.id))
    db.samlIdps = db.samlIdps.filter((i) => i.silo_id !== silo.id)
    db.siloQuotas = db.siloQuotas.filter((q) => q.silo_id !== silo.id)
    db.ipPoolSilos = db.ipPoolSilos.filter((l) => l.silo_id !== silo.id)
    db.subnetPoolSilos = db.subnetPoolSilos.filter((l) => l.silo_id !== silo.id)
    delete db.siloPolicies[silo.id]
    db.silos = db.silos.filter((s) => s !== silo)
  },

  silo_identity_provider_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    if (!query.silo) throw invalidRequest('silo must be specified')
    const silo = lookupSilo(db, query.silo)
    return paginate(
      db.samlIdps.filter((i) => i.silo_id === silo.id).map((i) => idpSummary(i.value)),
      query,
    )
  },
  saml_identity_provider_view: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const siloId = query.silo ? lookupSilo(db, query.silo).id : null
    const found = db.samlIdps.find(
      (i) =>
        (siloId === null || i.silo_id === siloId) &&
        (isUuid(path.provider) ? i.value.id === path.provider : i.value.name === path.provider),
    )
    if (!found)
      throw notFound(
        'saml-identity-provider',
        isUuid(path.provider) ? { id: path.provider } : { name: path.provider },
      )
    return found.value
  },
  saml_identity_provider_create: ({ db, actor, query, body }) => {
    requireFleet(db, actor, 'admin')
    const silo = lookupSilo(db, query.silo ?? '')
    if (silo.identity_mode === 'local_only')
      throw invalidRequest(
        'cannot create a SAML identity provider in a silo with local-only identity mode',
      )
    assertUnique(
      db.samlIdps.filter((i) => i.silo_id === silo.id).map((i) => i.value),
      'saml-identity-provider',
      body.name,
    )
    if (
      body.idp_metadata_source.type === 'base64_encoded_xml' &&
      !/^[A-Za-z0-9+/=\s]+$/.test(body.idp_metadata_source.data)
    ) {
      throw invalidRequest('idp_metadata_source: data is not valid base64')
    }
    const time = clock.iso()
    const value: S['SamlIdentityProvider'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      acs_url: body.acs_url,
      slo_url: body.slo_url,
      idp_entity_id: body.idp_entity_id,
      sp_client_id: body.sp_client_id,
      technical_contact_email: body.technical_contact_email,
      group_attribute_name: body.group_attribute_name ?? null,
      public_cert: body.signing_keypair?.public_cert ?? null,
      time_created: time,
      time_modified: time,
    }
    db.samlIdps.push({ silo_id: silo.id, value })
    return value
  },

  silo_quotas_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    const silo = lookupSilo(db, path.silo)
    return { silo_id: silo.id, ...quotaOf(db, silo.id) }
  },
  silo_quotas_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const silo = lookupSilo(db, path.silo)
    let q = db.siloQuotas.find((x) => x.silo_id === silo.id)
    if (!q) {
      q = { silo_id: silo.id, cpus: 0, memory: 0, storage: 0 }
      db.siloQuotas.push(q)
    }
    const used = provisioned(db, silo.id)
    const next = {
      cpus: body.cpus ?? q.cpus,
      memory: body.memory ?? q.memory,
      storage: body.storage ?? q.storage,
    }
    if (next.cpus < used.cpus || next.memory < used.memory || next.storage < used.storage) {
      throw invalidRequest('Cannot set quotas below current usage of the silo')
    }
    Object.assign(q, next)
    return q
  },
  system_quotas_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.siloQuotas, query, 'id_ascending', (q) => q.silo_id)
  },

  utilization_view: ({ db, actor }) => {
    requireSiloMember(db, actor)
    return { capacity: quotaOf(db, actor.silo.id), provisioned: provisioned(db, actor.silo.id) }
  },
  silo_utilization_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const page = paginate(db.silos, query)
    return { items: page.items.map((s) => siloUtilization(db, s)), next_page: page.next_page }
  },
  silo_utilization_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return siloUtilization(db, lookupSilo(db, path.silo))
  },
} satisfies HandlerMap
