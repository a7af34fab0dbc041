// New hardware joining the control plane. Physical disks a sled reports but the control plane
// has not adopted wait for an operator's adoption request (enable adoption); the control plane
// then adopts the disk a moment later, on the mock clock, and it joins the physical disks. A
// request for a disk no sled reports waits until one does. Rack membership (the trust quorum's
// set of sleds) changes one version at a time: adding sleds starts a change that commits once
// the new sleds acknowledge it, unless it is aborted first.
import type { Schemas as S } from '../db/types'
import { requireFleet } from '../db/authz'
import { clock } from '../db/clock'
import { alreadyExists, invalidRequest, notFound } from '../db/errors'
import { newId } from '../db/ids'
import { paginate } from '../db/paginate'
import type { Db } from '../db/store'
import { cancelTransitions, transitionDelay } from '../db/transitions'
import type { HandlerMap } from '../msw/types'

type Identity = S['PhysicalDiskManufacturerIdentity']
const sameDisk = (a: Identity, b: Identity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

/** Adoption takes a few state-machine delays (8 s in the browser, instant in node tests). */
const adoptionDelay = () => transitionDelay() * 4

/** The control plane adopts the disk of `request`, if a sled reports it. */
function adopt(db: Db, requestId: string) {
  const request = db.diskAdoptionRequests.find((r) => r.id === requestId)
  const disk = request && db.unadoptedDisks.find((d) => sameDisk(d.disk_id, request.disk_id))
  if (!request || !disk) return
  const time = clock.iso()
  db.physicalDisks.push({
    id: newId(),
    sled_id: disk.sled_id,
    form_factor: disk.variant,
    ...disk.disk_id,
    policy: { kind: 'in_service' },
    state: 'active',
    time_created: time,
    time_modified: time,
  })
  db.unadoptedDisks = db.unadoptedDisks.filter((d) => d !== disk)
  db.diskAdoptionRequests = db.diskAdoptionRequests.filter((r) => r !== request)
}

/** Schedule the adoption of a request whose disk is present. */
export function scheduleAdoption(db: Db, request: S['PhysicalDiskAdoptionRequest']) {
  if (!db.unadoptedDisks.some((d) => sameDisk(d.disk_id, request.disk_id))) return
  db.transitions.push({
    target: request.id,
    at: clock.now() + adoptionDelay(),
    apply: (d) => adopt(d, request.id),
  })
}

const baseboardKey = (b: S['BaseboardId']) => `${b.part_number}/${b.serial_number}`

function lookupRack(db: Db, rackId: string) {
  const rack = db.racks.find((r) => r.id === rackId)
  if (!rack) throw notFound('rack', { id: rackId })
  return rack
}

function latestMembership(db: Db, rackId: string) {
  const versions = db.rackMemberships.filter((m) => m.rack_id === rackId)
  return versions.reduce<S['RackMembershipStatus'] | undefined>(
    (a, m) => (!a || m.version > a.version ? m : a),
    undefined,
  )
}

/** The baseboards the rack knows: its sleds and the sleds waiting to be added. */
function knownBaseboards(db: Db, rackId: string) {
  return new Set([
    ...db.sleds
      .filter((s) => s.rack_id === rackId)
      .map((s) => `${s.baseboard.part}/${s.baseboard.serial}`),
    ...db.uninitializedSleds
      .filter((s) => s.rack_id === rackId)
      .map((s) => `${s.baseboard.part}/${s.baseboard.serial}`),
  ])
}

const membershipTarget = (m: S['RackMembershipStatus']) => `membership:${m.rack_id}:${m.version}`

export const hardwareAdoptionHandlers = {
  physical_disk_list_unadopted: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.unadoptedDisks, query, 'id_ascending', (d) => `${d.sled_id}/${d.slot}`)
  },
  physical_disk_list_adoption_requests: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(db.diskAdoptionRequests, query, 'id_ascending')
  },
  physical_disk_enable_adoption: ({ db, actor, body }) => {
    requireFleet(db, actor, 'admin')
    const identity = { vendor: body.vendor, model: body.model, serial: body.serial }
    if (db.diskAdoptionRequests.some((r) => sameDisk(r.disk_id, identity)))
      throw alreadyExists('physical-disk-adoption-request', body.serial)
    if (db.physicalDisks.some((d) => sameDisk(d, identity)))
      throw invalidRequest(`physical disk ${body.serial} is already adopted`)
    const request: S['PhysicalDiskAdoptionRequest'] = {
      id: newId(),
      disk_id: identity,
      time_created: clock.iso(),
    }
    db.diskAdoptionRequests.push(request)
    scheduleAdoption(db, request)
    return request
  },
  physical_disk_disable_adoption: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const id = path.physical_disk_adoption_req_id
    const request = db.diskAdoptionRequests.find((r) => r.id === id)
    if (!request) throw notFound('physical-disk-adoption-request', { id })
    cancelTransitions(db, id)
    db.diskAdoptionRequests = db.diskAdoptionRequests.filter((r) => r !== request)
  },

  rack_membership_status: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    const rack = lookupRack(db, path.rack_id)
    const wanted = query.version === undefined ? undefined : Number(query.version)
    const found =
      wanted === undefined
        ? latestMembership(db, rack.id)
        : db.rackMemberships.find((m) => m.rack_id === rack.id && m.version === wanted)
    if (!found)
      throw notFound('rack-membership', { name: `${rack.id} version ${query.version ?? 'latest'}` })
    return found
  },
  rack_membership_add_sleds: ({ db, actor, path, body }) => {
    requireFleet(db, actor, 'admin')
    const rack = lookupRack(db, path.rack_id)
    const latest = latestMembership(db, rack.id)
    if (latest?.state === 'in_progress')
      throw invalidRequest(
        `membership change to version ${latest.version} is still in progress; wait for it or abort it`,
      )
    if (body.sled_ids.length === 0) throw invalidRequest('no sleds to add')
    const current = latest?.state === 'committed' ? latest.members : []
    const members = new Set(current.map(baseboardKey))
    const known = knownBaseboards(db, rack.id)
    for (const b of body.sled_ids) {
      const key = baseboardKey(b)
      if (members.has(key)) throw invalidRequest(`sled ${b.serial_number} is already a member`)
      if (!known.has(key))
        throw invalidRequest(`sled ${b.serial_number} (${b.part_number}) is not in rack ${rack.id}`)
    }
    const change: S['RackMembershipStatus'] = {
      rack_id: rack.id,
      version: (latest?.version ?? 0) + 1,
      members: [...current, ...body.sled_ids],
      unacknowledged_members: [...body.sled_ids],
      state: 'in_progress',
      time_created: clock.iso(),
      time_committed: null,
      time_aborted: null,
    }
    db.rackMemberships.push(change)
    const at = clock.now() + transitionDelay() * 3
    db.transitions.push({
      target: membershipTarget(change),
      at,
      apply: (d) => {
        const m = d.rackMemberships.find(
          (x) => x.rack_id === change.rack_id && x.version === change.version,
        )
        if (!m || m.state !== 'in_progress') return
        m.state = 'committed'
        m.unacknowledged_members = []
        m.time_committed = new Date(at).toISOString()
      },
    })
    return change
  },
  rack_membership_abort: ({ db, actor, path }) => {
    requireFleet(db, actor, 'admin')
    const rack = lookupRack(db, path.rack_id)
    const latest = latestMembership(db, rack.id)
    if (!latest || latest.state !== 'in_progress')
      throw invalidRequest('no rack membership change is in progress; the last one has completed')
    cancelTransitions(db, membershipTarget(latest))
    latest.state = 'aborted'
    latest.time_aborted = clock.iso()
    return latest
  },
} satisfies HandlerMap
