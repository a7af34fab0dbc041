// Floating IPs: project-owned external addresses that move between instances.
import type { Schemas as S } from '../db/types'
import { allocExternal, usedExternal } from '../db/addresses'
import { clock } from '../db/clock'
import { invalidRequest } from '../db/errors'
import { inRange } from '../db/ip'
import { newId } from '../db/ids'
import { pickPool } from '../db/instance-create'
import { assertUnique, find, inProjectOf } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { HandlerMap } from '../msw/types'

export const floatingIpHandlers = {
  floating_ip_list: (ctx) => {
    const { db, query } = ctx
    const p = find.project(ctx)
    return paginate(
      db.floatingIps.filter((f) => f.project_id === p.id),
      query,
    )
  },

  floating_ip_view: (ctx) => find.floatingIp(ctx),

  floating_ip_create: (ctx) => {
    const { db, actor, body } = ctx
    const p = find.project(ctx, { need: 'collaborator' })
    assertUnique(
      db.floatingIps.filter((f) => f.project_id === p.id),
      'floating-ip',
      body.name,
    )
    const alloc = body.address_allocator ?? {
      type: 'auto',
      pool_selector: { type: 'auto', ip_version: null },
    }
    let ip: string
    let pool: S['IpPool']
    if (alloc.type === 'explicit') {
      const linked = db.ipPoolSilos
        .filter((l) => l.silo_id === actor.silo.id)
        .map((l) => l.ip_pool_id)
      const range = db.ipPoolRanges.find(
        (r) => linked.includes(r.ip_pool_id) && inRange(alloc.ip, r.range.first, r.range.last),
      )
      const found = range && db.ipPools.find((x) => x.id === range.ip_pool_id)
      if (!found) throw invalidRequest(`IP address ${alloc.ip} is not in a pool linked to the silo`)
      if (usedExternal(db).has(alloc.ip))
        throw invalidRequest(`IP address ${alloc.ip} is already in use`)
      ip = alloc.ip
      pool = found
    } else {
      pool = pickPool(db, actor.silo.id, alloc.pool_selector)
      ip = allocExternal(db, pool)
    }
    const time = clock.iso()
    const fip: S['FloatingIp'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      project_id: p.id,
      ip,
      ip_pool_id: pool.id,
      instance_id: null,
      time_created: time,
      time_modified: time,
    }
    db.floatingIps.push(fip)
    return fip
  },

  floating_ip_update: (ctx) => {
    const { db, body } = ctx
    const fip = find.floatingIp(ctx, { need: 'collaborator' })
    if (body.name) {
      assertUnique(
        db.floatingIps.filter((f) => f.project_id === fip.project_id),
        'floating-ip',
        body.name,
        fip.id,
      )
      fip.name = body.name
    }
    if (body.description != null) fip.description = body.description
    fip.time_modified = clock.iso()
    return fip
  },

  floating_ip_delete: (ctx) => {
    const { db } = ctx
    const fip = find.floatingIp(ctx, { need: 'collaborator' })
    if (fip.instance_id)
      throw invalidRequest('Floating IP cannot be deleted while attached to an instance')
    db.floatingIps = db.floatingIps.filter((f) => f !== fip)
  },

  floating_ip_attach: (ctx) => {
    const { body } = ctx
    const fip = find.floatingIp(ctx, { need: 'collaborator' })
    const instance = find.instance(ctx, inProjectOf(body.parent, fip))
    if (instance.project_id !== fip.project_id)
      throw invalidRequest('floating IP and instance must be in the same project')
    if (fip.instance_id === instance.id) return fip
    if (fip.instance_id)
      throw invalidRequest(`floating IP ${fip.name} is already attached to an instance`)
    fip.instance_id = instance.id
    fip.time_modified = clock.iso()
    return fip
  },

  floating_ip_detach: (ctx) => {
    const fip = find.floatingIp(ctx, { need: 'collaborator' })
    if (!fip.instance_id)
      throw invalidRequest(`floating IP ${fip.name} is not attached to an instance`)
    fip.instance_id = null
    fip.time_modified = clock.iso()
    return fip
  },
} satisfies HandlerMap
