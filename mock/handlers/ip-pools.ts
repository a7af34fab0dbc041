// IP pools: the silo's view (linked pools) and the system view (pools, ranges, silo links,
// utilization). Range rules follow omicron nexus/src/app/ip_pool.rs.
import type { Schemas as S } from '../db/types'
import { requireFleet, requireSiloMember } from '../db/authz'
import { usedExternal } from '../db/addresses'
import { clock } from '../db/clock'
import { alreadyExists, invalidRequest, notFound } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { inRange, parseIp, rangeSize } from '../db/ip'
import { assertUnique } from '../db/lookup'
import { paginate } from '../db/paginate'
import { lookupSilo } from '../db/silos'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

export function lookupPool(db: Db, value: string) {
  const pool = db.ipPools.find((p) => (isUuid(value) ? p.id === value : p.name === value))
  if (!pool) throw notFound('ip-pool', isUuid(value) ? { id: value } : { name: value })
  return pool
}

const siloPool = (pool: S['IpPool'], link: S['IpPoolSiloLink']): S['SiloIpPool'] => ({
  id: pool.id,
  name: pool.name,
  description: pool.description,
  ip_version: pool.ip_version,
  pool_type: pool.pool_type,
  is_default: link.is_default,
  time_created: pool.time_created,
  time_modified: pool.time_modified,
})

function linkedPools(db: Db, siloId: string) {
  return db.ipPoolSilos.flatMap((l) => {
    const pool = l.silo_id === siloId ? db.ipPools.find((p) => p.id === l.ip_pool_id) : undefined
    return pool ? [siloPool(pool, l)] : []
  })
}

/** Addresses of `pool` in use (external, floating, gateway). */
function usedIn(db: Db, pool: S['IpPool']) {
  const ranges = db.ipPoolRanges.filter((r) => r.ip_pool_id === pool.id)
  return [...usedExternal(db)].filter((ip) =>
    ranges.some((r) => inRange(ip, r.range.first, r.range.last)),
  )
}

function filterPools<T extends { ip_version: string; pool_type: string }>(
  list: T[],
  q: { ip_version?: string; pool_type?: string },
) {
  return list.filter(
    (p) =>
      (!q.ip_version || p.ip_version === q.ip_version) &&
      (!q.pool_type || p.pool_type === q.pool_type),
  )
}

export const ipPoolHandlers = {
  ip_pool_list: ({ db, actor, query }) => {
    requireSiloMember(db, actor)
    return paginate(filterPools(linkedPools(db, actor.silo.id), query), query)
  },
  ip_pool_view: ({ db, actor, path }) => {
    requireSiloMember(db, actor)
    const found = linkedPools(db, actor.silo.id).find((p) =>
      isUuid(path.pool) ? p.id === path.pool : p.name === path.pool,
    )
    if (!found)
      throw notFound('ip-pool', isUuid(path.pool) ? { id: path.pool } : { name: path.pool })
    return found
  },
  silo_ip_pool_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(linkedPools(db, lookupSilo(db, path.silo).id), query)
  },

  system_ip_pool_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    const list = filterPools(db.ipPools, query).filter(
      (p) => !query.assignment || p.assignment === query.assignment,
    )
    return paginate(list, query)
  },
  system_ip_pool_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return lookupPool(db, path.pool)
  },
  system_ip_pool_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    assertUnique(db.ipPools, 'ip-pool', body.name)
    const time = clock.iso()
    const pool: S['IpPool'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      ip_version: body.ip_version ?? 'v4',
      pool_type: body.pool_type ?? 'unicast',
      assignment: body.assignment ?? 'silos',
      time_created: time,
      time_modified: time,
    }
    db.ipPools.push(pool)
    return pool
  },
  system_ip_pool_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupPool(db, path.pool)
    if (body.name) {
      assertUnique(db.ipPools, 'ip-pool', body.name, pool.id)
      pool.name = body.name
    }
    if (body.description != null) pool.description = body.description
    pool.time_modified = clock.iso()
    return pool
  },
  system_ip_pool_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupPool(db, path.pool)
    if (db.ipPoolRanges.some((r) => r.ip_pool_id === pool.id))
      throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges')
    db.ipPoolSilos = db.ipPoolSilos.filter((l) => l.ip_pool_id !== pool.id)
    db.ipPools = db.ipPools.filter((p) => p !== pool)
  },
  system_ip_pool_assign: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupPool(db, path.pool)
    if (
      body.assignment === 'system_services' &&
      db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id)
    ) {
      throw invalidRequest(
        'IP pool is linked to silos; unlink it before reserving it for system services',
      )
    }
    pool.assignment = body.assignment
    pool.time_modified = clock.iso()
    return pool
  },

  system_ip_pool_range_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const pool = lookupPool(db, path.pool)
    return paginate(
      db.ipPoolRanges.filter((r) => r.ip_pool_id === pool.id),
      query,
      'id_ascending',
    )
  },
  system_ip_pool_range_add: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupPool(db, path.pool)
    const first = parseIp(body.first)
    const last = parseIp(body.last)
    if (!first || !last || first.v !== last.v)
      throw invalidRequest('IP range must have first and last addresses of the same IP version')
    if (last.n < first.n)
      throw invalidRequest('IP range last address must be greater than or equal to the first')
    if ((first.v === 4 ? 'v4' : 'v6') !== pool.ip_version) {
      throw invalidRequest(
        `Cannot add IP${first.v === 4 ? 'v4' : 'v6'} range to IP${pool.ip_version} pool`,
      )
    }
    const overlap = db.ipPoolRanges.some((r) => {
      const a = parseIp(r.range.first)
      const b = parseIp(r.range.last)
      return a && b && a.v === first.v && first.n <= b.n && a.n <= last.n
    })
    if (overlap)
      throw invalidRequest(
        `The provided IP range ${body.first}-${body.last} overlaps with an existing range`,
      )
    const range: S['IpPoolRange'] = {
      id: newId(),
      ip_pool_id: pool.id,
      range: { first: body.first, last: body.last },
      time_created: clock.iso(),
    }
    db.ipPoolRanges.push(range)
    return range
  },
  system_ip_pool_range_remove: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupPool(db, path.pool)
    const range = db.ipPoolRanges.find(
      (r) => r.ip_pool_id === pool.id && r.range.first === body.first && r.range.last === body.last,
    )
    if (!range) throw notFound('ip-pool-range', { name: `${body.first}-${body.last}` })
    if ([...usedExternal(db)].some((ip) => inRange(ip, body.first, body.last))) {
      throw invalidRequest(
        'IP pool ranges cannot be deleted while IP addresses are allocated from them',
      )
    }
    db.ipPoolRanges = db.ipPoolRanges.filter((r) => r !== range)
  },
  system_ip_pool_utilization_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    const pool = lookupPool(db, path.pool)
    const capacity = db.ipPoolRanges
      .filter((r) => r.ip_pool_id === pool.id)
      .reduce((sum, r) => sum + rangeSize(r.range.first, r.range.last), 0n)
    return {
      capacity: Number(capacity),
      remaining: Number(capacity - BigInt(usedIn(db, pool).length)),
    }
  },

  system_ip_pool_silo_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const pool = lookupPool(db, path.pool)
    const links = db.ipPoolSilos.filter((l) => l.ip_pool_id === pool.id)
    return paginate(links, query, 'id_ascending', (l) => l.silo_id)
  },
  system_ip_pool_silo_link: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupPool(db, path.pool)
    const silo = lookupSilo(db, body.silo)
    if (pool.assignment === 'system_services')
      throw invalidRequest('IP pools reserved for system services cannot be linked to silos')
    if (db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id))
      throw alreadyExists('ip-pool-resource', silo.name)
    const link: S['IpPoolSiloLink'] = { ip_pool_id: pool.id, silo_id: silo.id, is_default: false }
    db.ipPoolSilos.push(link)
    if (body.is_default) setDefault(db, link)
    return link
  },
  system_ip_pool_silo_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupPool(db, path.pool)
    const silo = lookupSilo(db, path.silo)
    const link = db.ipPoolSilos.find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
    if (!link) throw notFound('ip-pool-resource', { name: silo.name })
    if (body.is_default) setDefault(db, link)
    else link.is_default = false
    return link
  },
  system_ip_pool_silo_unlink: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupPool(db, path.pool)
    const silo = lookupSilo(db, path.silo)
    const link = db.ipPoolSilos.find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
    if (!link) throw notFound('ip-pool-resource', { name: silo.name })
    const siloProjects = new Set(
      db.projects.filter((p) => db.projectSilo[p.id] === silo.id).map((p) => p.id),
    )
    const inUse =
      db.floatingIps.some((f) => f.ip_pool_id === pool.id && siloProjects.has(f.project_id)) ||
      db.externalIps.some(
        (e) =>
          e.value.ip_pool_id === pool.id &&
          siloProjects.has(db.instances.find((i) => i.id === e.instance_id)?.project_id ?? ''),
      )
    if (inUse) throw invalidRequest('IP addresses from this pool are in use in the linked silo')
    db.ipPoolSilos = db.ipPoolSilos.filter((l) => l !== link)
  },
} satisfies HandlerMap

/**
 * A silo has at most one default pool per pool type and IP version (nexus.json IpPoolSiloUpdate);
 * the previous default stays linked.
 */
function setDefault(db: Db, link: S['IpPoolSiloLink']) {
  const kind = (poolId: string) => {
    const p = db.ipPools.find((x) => x.id === poolId)
    return p ? `${p.pool_type} ${p.ip_version}` : undefined
  }
  const mine = kind(link.ip_pool_id)
  for (const l of db.ipPoolSilos) {
    if (l.silo_id === link.silo_id && kind(l.ip_pool_id) === mine) l.is_default = false
  }
  link.is_default = true
}
