// What hangs off an instance: its disks, external addresses, SSH keys, affinity memberships and
// serial console history. Attach/detach obey the shared capability tables.
import { diskCan, instanceCan } from '@/api/capabilities'
import type { Schemas as S } from '../db/types'
import { allocExternal } from '../db/addresses'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { pickPool, MAX_DISKS } from '../db/instance-create'
import { find, inProjectOf } from '../db/lookup'
import { paginate } from '../db/paginate'
import { consoleHistory } from '../serial-session'
import { guestFacts } from '../serial-guest'
import type { HandlerMap } from '../msw/types'

const floatingAsExternal = (f: S['FloatingIp']): S['ExternalIp'] => ({ kind: 'floating', ...f })

export const instanceResourceHandlers = {
  instance_disk_list: (ctx) => {
    const { db, query } = ctx
    const instance = find.instance(ctx)
    const attached = db.disks.filter(
      (d) => 'instance' in d.state && d.state.instance === instance.id,
    )
    return paginate(attached, query)
  },

  instance_disk_attach: (ctx) => {
    const { db, body } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    const disk = find.disk(ctx, inProjectOf(body.disk, instance))
    // omicron: datastore instance_attach_disk's errors, in its order and wording.
    if ('instance' in disk.state && disk.state.instance === instance.id) return disk
    if ('instance' in disk.state)
      throw invalidRequest(
        `cannot attach disk "${disk.name}": disk is attached to another instance`,
      )
    if (!diskCan.attach(disk))
      throw invalidRequest(`cannot attach disk "${disk.name}": invalid state ${disk.state.state}`)
    if (!instanceCan.attachDisk({ runState: instance.run_state }))
      throw invalidRequest(`cannot attach disk to instance in ${instance.run_state} state`)
    const count = db.disks.filter(
      (d) => 'instance' in d.state && d.state.instance === instance.id,
    ).length
    if (count >= MAX_DISKS)
      throw invalidRequest(`cannot attach more than ${MAX_DISKS} disks to instance`)
    disk.state = { state: 'attached', instance: instance.id }
    disk.time_modified = clock.iso()
    return disk
  },

  instance_disk_detach: (ctx) => {
    const { body } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    const disk = find.disk(ctx, inProjectOf(body.disk, instance))
    // omicron: datastore instance_detach_disk's errors, in its wording.
    if (disk.state.state === 'detached') return disk
    if (!('instance' in disk.state) || disk.state.instance !== instance.id) {
      throw invalidRequest(
        `cannot detach disk "${disk.name}": disk is attached to another instance`,
      )
    }
    if (!instanceCan.detachDisk({ runState: instance.run_state })) {
      throw invalidRequest(`cannot detach disk from instance in ${instance.run_state} state`)
    }
    if (instance.boot_disk_id === disk.id) {
      throw invalidRequest(
        `disk ${disk.name} is the boot disk of ${instance.name}; change the boot disk first`,
      )
    }
    disk.state = { state: 'detached' }
    disk.time_modified = clock.iso()
    return disk
  },

  instance_external_ip_list: (ctx) => {
    const { db } = ctx
    const instance = find.instance(ctx)
    const items: S['ExternalIp'][] = [
      ...db.externalIps.filter((e) => e.instance_id === instance.id).map((e) => e.value),
      ...db.floatingIps.filter((f) => f.instance_id === instance.id).map(floatingAsExternal),
    ]
    return { items, next_page: null }
  },

  instance_ephemeral_ip_attach: (ctx) => {
    const { db, actor, body } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    const pool = pickPool(db, actor.silo.id, body.pool_selector)
    const existing = db.externalIps.find(
      (e) =>
        e.instance_id === instance.id &&
        e.value.kind === 'ephemeral' &&
        poolVersion(db, e.value.ip_pool_id) === pool.ip_version,
    )
    if (existing)
      throw invalidRequest(
        `instance ${instance.name} already has an ephemeral ${pool.ip_version} IP address`,
      )
    const value: S['ExternalIp'] = {
      kind: 'ephemeral',
      ip: allocExternal(db, pool),
      ip_pool_id: pool.id,
    }
    db.externalIps.push({ instance_id: instance.id, value })
    return value
  },

  instance_ephemeral_ip_detach: (ctx) => {
    const { db, query } = ctx
    const instance = find.instance(ctx, { need: 'collaborator' })
    const mine = db.externalIps.filter(
      (e) =>
        e.instance_id === instance.id &&
        e.value.kind === 'ephemeral' &&
        (!query.ip_version || poolVersion(db, e.value.ip_pool_id) === query.ip_version),
    )
    if (mine.length === 0)
      throw notFound('external-ip', { name: `ephemeral IP of ${instance.name}` })
    if (mine.length > 1)
      throw invalidRequest('instance has ephemeral IPs of both versions; specify ip_version')
    db.externalIps = db.externalIps.filter((e) => e !== mine[0])
  },

  instance_ssh_public_key_list: (ctx) => {
    const { db, query } = ctx
    const instance = find.instance(ctx)
    const ids = new Set(db.instanceSshKeys[instance.id] ?? [])
    return paginate(
      db.sshKeys.filter((k) => ids.has(k.id)),
      query,
    )
  },

  instance_affinity_group_list: (ctx) => {
    const { db, query } = ctx
    const instance = find.instance(ctx)
    const ids = new Set(
      db.affinityMembers.filter((m) => m.instance_id === instance.id).map((m) => m.group_id),
    )
    return paginate(
      db.affinityGroups.filter((g) => ids.has(g.id)),
      query,
    )
  },

  instance_anti_affinity_group_list: (ctx) => {
    const { db, query } = ctx
    const instance = find.instance(ctx)
    const ids = new Set(
      db.antiAffinityMembers.filter((m) => m.instance_id === instance.id).map((m) => m.group_id),
    )
    return paginate(
      db.antiAffinityGroups.filter((g) => ids.has(g.id)),
      query,
    )
  },

  instance_serial_console: (ctx) => {
    const { query } = ctx
    const instance = find.instance(ctx)
    if (!instanceCan.serialConsole({ runState: instance.run_state })) {
      throw invalidRequest(
        `instance ${instance.name} is ${instance.run_state}; it has no serial console`,
      )
    }
    const bytes = new TextEncoder().encode(consoleHistory(guestFacts(ctx.db, instance)))
    const max = query.max_bytes ? Number(query.max_bytes) : bytes.length
    let slice = bytes
    if (query.from_start != null)
      slice = bytes.slice(Number(query.from_start), Number(query.from_start) + max)
    else if (query.most_recent != null)
      slice = bytes.slice(Math.max(0, bytes.length - Number(query.most_recent))).slice(0, max)
    return { data: Array.from(slice), last_byte_offset: bytes.length }
  },

  // The stream is a websocket (serial-console.ts intercepts it); a plain GET cannot upgrade.
  instance_serial_console_stream: () => {
    throw invalidRequest('the serial console stream requires a websocket upgrade')
  },
} satisfies HandlerMap

const poolVersion = (db: { ipPools: S['IpPool'][] }, id: string) =>
  db.ipPools.find((p) => p.id === id)?.ip_version
