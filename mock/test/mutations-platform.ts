// SCIM tokens, multicast groups, probes, rack settings, BFD, disk adoption, rack membership and
// the status of an update in flight, through the console's client (the conformance test checks every body).
import { expect } from 'vitest'
import * as api from '@/api/generated/operations'
import { getDb } from '../db/store'
import { expectApiError } from './expect-error'

export async function scimAndMulticast() {
  const created = await api.scimTokenCreate({ query: { silo: 'corp' } })
  expect(created.bearerToken).toMatch(/^oxide-scim-[0-9a-f]{40}$/)
  const listed = await api.scimTokenList({ query: { silo: 'corp' } })
  expect(listed.map((t) => t.id)).toContain(created.id)
  expect(listed.every((t) => !('bearerToken' in t))).toBe(true)
  const viewed = await api.scimTokenView({ path: { tokenId: created.id }, query: { silo: 'corp' } })
  expect(viewed).not.toHaveProperty('bearerToken')
  // A token belongs to one silo.
  await expectApiError(
    api.scimTokenView({ path: { tokenId: created.id }, query: { silo: 'research' } }),
    404,
    'ObjectNotFound',
  )
  await api.scimTokenDelete({ path: { tokenId: created.id }, query: { silo: 'corp' } })

  const joined = await api.instanceMulticastGroupJoin({
    path: { instance: 'web-3', multicastGroup: 'video-feed' },
    query: { project: 'demo' },
    body: { ipVersion: null, sourceIps: null },
  })
  expect(joined.multicastIp).toBe('239.20.0.10')
  expect(joined.state).toBe('left')
  const made = await api.instanceMulticastGroupJoin({
    path: { instance: 'web-1', multicastGroup: 'telemetry' },
    query: { project: 'demo' },
    body: { ipVersion: 'v4', sourceIps: null },
  })
  const group = await api.multicastGroupView({ path: { multicastGroup: 'telemetry' } })
  expect(group.multicastIp).toBe(made.multicastIp)
  await expectApiError(
    api.instanceMulticastGroupJoin({
      path: { instance: 'web-1', multicastGroup: '232.20.0.20' },
      query: { project: 'demo' },
      body: { ipVersion: null, sourceIps: [] },
    }),
    400,
    'InvalidRequest',
  )
  await api.instanceMulticastGroupLeave({
    path: { instance: 'web-1', multicastGroup: 'telemetry' },
    query: { project: 'demo' },
  })
  await expectApiError(api.multicastGroupView({ path: { multicastGroup: 'telemetry' } }), 404)
  await api.instanceMulticastGroupLeave({
    path: { instance: 'web-3', multicastGroup: 'video-feed' },
    query: { project: 'demo' },
  })
}

export async function probes() {
  const sled = getDb().sleds[1]?.id ?? ''
  const probe = await api.probeCreate({
    query: { project: 'demo' },
    body: {
      name: 'conf-probe',
      description: 'p',
      sled,
      poolSelector: { type: 'auto', ipVersion: null },
    },
  })
  const info = await api.probeView({ path: { probe: 'conf-probe' }, query: { project: 'demo' } })
  expect(info.id).toBe(probe.id)
  expect(info.externalIps.map((e) => e.kind)).toEqual(['ephemeral', 'snat'])
  await expectApiError(
    api.probeCreate({
      query: { project: 'demo' },
      body: {
        name: 'conf-probe',
        description: '',
        sled,
        poolSelector: { type: 'auto', ipVersion: null },
      },
    }),
    400,
    'ObjectAlreadyExists',
  )
  const expunged = getDb().sleds.find((s) => s.policy.kind === 'expunged')?.id ?? ''
  await expectApiError(
    api.probeCreate({
      query: { project: 'demo' },
      body: {
        name: 'conf-gone',
        description: '',
        sled: expunged,
        poolSelector: { type: 'auto', ipVersion: null },
      },
    }),
    400,
  )
  await api.probeDelete({ path: { probe: 'conf-probe' }, query: { project: 'demo' } })
}

export async function rackSettings() {
  const list = { allow: 'list' as const, ips: ['192.0.2.0/24'] }
  const set = await api.networkingAllowListUpdate({ body: { allowedIps: list } })
  expect(set.allowedIps).toEqual(list)
  await expectApiError(
    api.networkingAllowListUpdate({ body: { allowedIps: { allow: 'list', ips: [] } } }),
    400,
  )
  await api.networkingAllowListUpdate({ body: { allowedIps: { allow: 'any' } } })
  await api.networkingInboundIcmpUpdate({ body: { enabled: false } })
  expect((await api.networkingInboundIcmpView()).enabled).toBe(false)
  const settings = await api.systemNetworkingSettingsUpdate({
    body: { externalJumboFramesOptInEnabled: true },
  })
  expect(settings.externalJumboFramesOptInEnabled).toBe(true)

  const session = { remote: '100.64.0.9', switchSlot: 'switch0' as const }
  await api.networkingBfdEnable({
    body: { ...session, detectionThreshold: 3, mode: 'multi_hop', requiredRx: 100_000 },
  })
  expect((await api.networkingBfdStatus()).map((s) => s.peer)).toContain('100.64.0.9')
  await expectApiError(
    api.networkingBfdEnable({
      body: { ...session, detectionThreshold: 3, mode: 'multi_hop', requiredRx: 100_000 },
    }),
    400,
    'ObjectAlreadyExists',
  )
  await api.networkingBfdDisable({ body: session })
  await expectApiError(api.networkingBfdDisable({ body: session }), 404)
}

export async function adoptionAndMembership() {
  const disk = getDb().unadoptedDisks[0]?.disk_id
  if (!disk) throw new Error('seed: no unadopted disk')
  const request = await api.physicalDiskEnableAdoption({ body: disk })
  expect(request.diskId).toEqual(disk)
  // Transitions are instant here: the disk is adopted by the next request, and asking again is
  // refused (platform.test.ts steps the clock through the wait).
  await expectApiError(api.physicalDiskEnableAdoption({ body: disk }), 400, 'InvalidRequest')
  const pending = getDb().diskAdoptionRequests.find((r) => r.disk_id.serial === 'A0N7R2K77')
  await api.physicalDiskDisableAdoption({ path: { physicalDiskAdoptionReqId: pending?.id ?? '' } })

  const rackId = getDb().racks[0]?.id ?? ''
  const waiting = getDb().uninitializedSleds[0]?.baseboard
  const sled = { partNumber: waiting?.part ?? '', serialNumber: waiting?.serial ?? '' }
  const change = await api.rackMembershipAddSleds({ path: { rackId }, body: { sledIds: [sled] } })
  expect(change.state).toBe('in_progress')
  expect(change.version).toBe(2)
  // Instant here: the new sled has acknowledged by the next request, nothing is left to abort.
  expect((await api.rackMembershipStatus({ path: { rackId } })).state).toBe('committed')
  await expectApiError(api.rackMembershipAbort({ path: { rackId } }), 400)
  await expectApiError(
    api.rackMembershipAddSleds({ path: { rackId }, body: { sledIds: [sled] } }),
    400,
  )
  const v1 = await api.rackMembershipStatus({ path: { rackId }, query: { version: 1 } })
  expect(v1.state).toBe('committed')
}
