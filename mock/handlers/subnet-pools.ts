// Subnet pools: the system view (pools, members, silo links, utilization) for fleet operators,
// and the silo's view (the pools linked to it) for its members. Rules: db/subnet-pools.ts.
import type { Schemas as S } from '../db/types'
import { requireFleet, requireSiloMember } from '../db/authz'
import { clock } from '../db/clock'
import { alreadyExists, invalidRequest, MockApiError } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { assertUnique } from '../db/lookup'
import { paginate } from '../db/paginate'
import { lookupSilo } from '../db/silos'
import type { Db } from '../db/store'
import {
  addMember,
  linkedSubnetPools,
  lookupSubnetPool,
  makeDefault,
  memberKey,
  poolMembers,
  removeMember,
  subnetPoolUtilization,
} from '../db/subnet-pools'
import { notFound } from '../db/errors'
import type { HandlerMap } from '../msw/types'

/** The link of a pool to a silo, or 404 as Nexus reports a missing composite key. */
function linkOf(db: Db, pool: S['SubnetPool'], silo: S['Silo']) {
  const link = db.subnetPoolSilos.find((l) => l.subnet_pool_id === pool.id && l.silo_id === silo.id)
  if (!link)
    throw new MockApiError(
      404,
      'ObjectNotFound',
      `not found: subnet-pool-silo-link with id "subnet_pool_id: ${pool.id}, silo_id: ${silo.id}"`,
    )
  return link
}

export const subnetPoolHandlers = {
  subnet_pool_list: ({ db, actor, query }) => {
    requireSiloMember(db, actor)
    return paginate(linkedSubnetPools(db, actor.silo.id), query)
  },
  subnet_pool_view: ({ db, actor, path }) => {
    requireSiloMember(db, actor)
    // A pool not linked to the caller's silo does not exist for them.
    const found = linkedSubnetPools(db, actor.silo.id).find((p) =>
      isUuid(path.pool) ? p.id === path.pool : p.name === path.pool,
    )
    if (!found)
      throw notFound('subnet-pool', isUuid(path.pool) ? { id: path.pool } : { name: path.pool })
    return found
  },
  silo_subnet_pool_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(linkedSubnetPools(db, lookupSilo(db, path.silo).id), query)
  },

  system_subnet_pool_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.subnetPools, query)
  },
  system_subnet_pool_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return lookupSubnetPool(db, path.pool)
  },
  system_subnet_pool_create: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    assertUnique(db.subnetPools, 'subnet-pool', body.name)
    const time = clock.iso()
    const pool: S['SubnetPool'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      ip_version: body.ip_version,
      time_created: time,
      time_modified: time,
    }
    db.subnetPools.push(pool)
    return pool
  },
  system_subnet_pool_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupSubnetPool(db, path.pool)
    if (body.name) {
      assertUnique(db.subnetPools, 'subnet-pool', body.name, pool.id)
      pool.name = body.name
    }
    if (body.description != null) pool.description = body.description
    pool.time_modified = clock.iso()
    return pool
  },
  system_subnet_pool_delete: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupSubnetPool(db, path.pool)
    // External subnets come from members, so a pool without members has none allocated either.
    if (poolMembers(db, pool).length)
      throw invalidRequest(
        'Cannot delete external subnet pool while it contains members. Please delete all external subnet pool members first.',
      )
    db.subnetPoolSilos = db.subnetPoolSilos.filter((l) => l.subnet_pool_id !== pool.id)
    db.subnetPools = db.subnetPools.filter((p) => p !== pool)
  },

  system_subnet_pool_member_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const pool = lookupSubnetPool(db, path.pool)
    return paginate(poolMembers(db, pool), query, 'id_ascending', memberKey)
  },
  system_subnet_pool_member_add: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    return addMember(db, lookupSubnetPool(db, path.pool), body)
  },
  system_subnet_pool_member_remove: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    removeMember(db, lookupSubnetPool(db, path.pool), body.subnet)
  },
  system_subnet_pool_utilization_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    return subnetPoolUtilization(db, lookupSubnetPool(db, path.pool))
  },

  system_subnet_pool_silo_list: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const pool = lookupSubnetPool(db, path.pool)
    const links = db.subnetPoolSilos.filter((l) => l.subnet_pool_id === pool.id)
    return paginate(links, query, 'id_ascending', (l) => l.silo_id)
  },
  system_subnet_pool_silo_link: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupSubnetPool(db, path.pool)
    const silo = lookupSilo(db, body.silo)
    if (db.subnetPoolSilos.some((l) => l.subnet_pool_id === pool.id && l.silo_id === silo.id))
      throw alreadyExists(
        'subnet-pool-silo-link',
        `subnet_pool_id: ${pool.id}, silo_id: ${silo.id}`,
      )
    // Unlike IP pools, linking as the default does not demote the silo's current default.
    const hasDefault = linkedSubnetPools(db, silo.id).some(
      (p) => p.is_default && p.ip_version === pool.ip_version,
    )
    if (body.is_default && hasDefault)
      throw invalidRequest(
        'Silo already has a default subnet pool for this IP version. Link the pool as non-default, then make it the default, which will demote the existing one.',
      )
    const link: S['SubnetPoolSiloLink'] = {
      subnet_pool_id: pool.id,
      silo_id: silo.id,
      is_default: body.is_default,
    }
    db.subnetPoolSilos.push(link)
    return link
  },
  system_subnet_pool_silo_update: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const link = linkOf(db, lookupSubnetPool(db, path.pool), lookupSilo(db, path.silo))
    if (body.is_default) makeDefault(db, link)
    else link.is_default = false
    return link
  },
  system_subnet_pool_silo_unlink: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const pool = lookupSubnetPool(db, path.pool)
    const silo = lookupSilo(db, path.silo)
    const link = linkOf(db, pool, silo)
    const siloProjects = new Set(
      db.projects.filter((p) => db.projectSilo[p.id] === silo.id).map((p) => p.id),
    )
    if (
      db.externalSubnets.some((x) => x.subnet_pool_id === pool.id && siloProjects.has(x.project_id))
    )
      throw invalidRequest(
        'Cannot unlink subnet pool from silo while there are external subnets allocated from the pool. Delete the subnets first, and try again.',
      )
    db.subnetPoolSilos = db.subnetPoolSilos.filter((l) => l !== link)
  },
} satisfies HandlerMap
