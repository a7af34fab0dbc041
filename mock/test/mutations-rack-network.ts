// Rack networking (address lots, loopbacks, BGP, switch ports), through the console's client.
import { expect } from 'vitest'
import * as api from '@/api/generated/operations'
import { getDb } from '../db/store'
import { signIn } from '../msw/session'
import { expectApiError } from './expect-error'

const rackId = () => getDb().racks[0]?.id ?? ''

export async function addressLotsAndLoopbacks() {
  const created = await api.networkingAddressLotCreate({
    body: {
      name: 'conf-lot',
      description: 'l',
      kind: 'infra',
      blocks: [{ firstAddress: '192.168.50.0', lastAddress: '192.168.50.255' }],
    },
  })
  expect(created.blocks).toHaveLength(1)
  await expectApiError(
    api.networkingAddressLotCreate({
      body: { name: 'conf-lot', description: '', kind: 'infra', blocks: [] },
    }),
    400,
    'ObjectAlreadyExists',
  )
  await expectApiError(
    api.networkingAddressLotCreate({
      body: {
        name: 'conf-bad',
        description: '',
        kind: 'infra',
        blocks: [{ firstAddress: '192.168.60.9', lastAddress: '192.168.60.1' }],
      },
    }),
    400,
    'InvalidRequest',
  )
  const view = await api.networkingAddressLotView({ path: { addressLot: 'conf-lot' } })
  expect(view.lot.id).toBe(created.lot.id)
  await api.networkingAddressLotBlockList({ path: { addressLot: created.lot.id }, query: {} })

  const loopback = {
    address: '192.168.50.7',
    addressLot: 'conf-lot',
    anycast: false,
    mask: 32,
    rackId: rackId(),
    switchSlot: 'switch1' as const,
  }
  await api.networkingLoopbackAddressCreate({ body: loopback })
  await expectApiError(
    api.networkingLoopbackAddressCreate({ body: { ...loopback, switchSlot: 'switch0' } }),
    400,
    'ObjectAlreadyExists',
  )
  await expectApiError(
    api.networkingLoopbackAddressCreate({ body: { ...loopback, address: '10.9.9.9' } }),
    400,
    'InvalidRequest',
  )
  // A lot a loopback address draws from cannot go.
  await expectApiError(
    api.networkingAddressLotDelete({ path: { addressLot: 'conf-lot' } }),
    400,
    'InvalidRequest',
  )
  const path = { rackId: rackId(), switchSlot: 'switch1' as const, address: '192.168.50.7' }
  await api.networkingLoopbackAddressDelete({ path: { ...path, subnetMask: 32 } })
  await expectApiError(
    api.networkingLoopbackAddressDelete({ path: { ...path, subnetMask: 32 } }),
    404,
  )
  await api.networkingAddressLotDelete({ path: { addressLot: 'conf-lot' } })
  await expectApiError(api.networkingAddressLotView({ path: { addressLot: 'conf-lot' } }), 404)
}

export async function bgp() {
  const set = await api.networkingBgpAnnounceSetUpdate({
    body: {
      name: 'conf-set',
      description: 's',
      announcement: [{ addressLotBlock: 'spare', network: '172.31.0.0/24' }],
    },
  })
  await expectApiError(
    api.networkingBgpAnnounceSetUpdate({
      body: {
        name: 'conf-set',
        description: 's',
        announcement: [{ addressLotBlock: 'spare', network: '10.0.0.0/24' }],
      },
    }),
    400,
    'InvalidRequest',
  )
  const anns = await api.networkingBgpAnnouncementList({ path: { announceSet: set.id } })
  expect(anns.map((a) => a.network)).toEqual(['172.31.0.0/24'])
  const config = await api.networkingBgpConfigCreate({
    body: {
      name: 'conf-bgp',
      description: 'b',
      asn: 65200,
      bgpAnnounceSetId: 'conf-set',
      maxPaths: 2,
      vrf: null,
    },
  })
  expect(config.maxPaths).toBe(2)
  await expectApiError(
    api.networkingBgpConfigCreate({
      body: {
        name: 'conf-bgp',
        description: '',
        asn: 1,
        bgpAnnounceSetId: 'conf-set',
        maxPaths: 1,
        vrf: null,
      },
    }),
    400,
    'ObjectAlreadyExists',
  )
  const updated = await api.networkingBgpConfigUpdate({
    query: { nameOrId: 'conf-bgp' },
    body: { description: 'updated', bgpAnnounceSetId: null, maxPaths: null, name: null },
  })
  expect(updated.description).toBe('updated')
  await expectApiError(
    api.networkingBgpAnnounceSetDelete({ path: { announceSet: 'conf-set' } }),
    400,
    'InvalidRequest',
  )

  // The seed: switch0's uplink hears its router, switch1's does not.
  const status = await api.networkingBgpStatus()
  expect(status.map((p) => [p.switch, p.state])).toEqual([
    ['switch0', 'established'],
    ['switch1', 'active'],
  ])
  const exported = await api.networkingBgpExported()
  expect(exported.map((e) => e.prefix)).toEqual(['198.51.100.0/24', '203.0.113.0/24'])
  expect(await api.networkingBgpImported({ query: { asn: 65100 } })).toHaveLength(1)
  expect(await api.networkingBgpImported({ query: { asn: 65200 } })).toEqual([])
  const history = await api.networkingBgpMessageHistory({ query: { asn: 65100 } })
  expect(history.switchHistories.map((h) => h.switch)).toEqual(['switch0'])

  // A configuration peers use cannot go; this one has none.
  await expectApiError(api.networkingBgpConfigDelete({ query: { nameOrId: 'as65100' } }), 400)
  await api.networkingBgpConfigDelete({ query: { nameOrId: config.id } })
  await api.networkingBgpAnnounceSetDelete({ path: { announceSet: 'conf-set' } })
  expect((await api.networkingBgpAnnounceSetList({ query: {} })).map((s) => s.name)).toEqual([
    'rack-external',
  ])
}

export async function switchPorts() {
  const sel = { rackId: rackId(), switchSlot: 'switch1' as const }
  const settings = await api.networkingSwitchPortSettingsCreate({
    body: {
      name: 'conf-port',
      description: 'p',
      portConfig: { geometry: 'qsfp28x1' },
      links: [
        {
          linkName: 'phy0',
          autoneg: true,
          fec: null,
          mtu: 9000,
          speed: 'speed40_g',
          txEq: null,
          lldp: {
            enabled: false,
            chassisId: null,
            linkDescription: null,
            linkName: null,
            managementIp: null,
            systemDescription: null,
            systemName: null,
          },
        },
      ],
      addresses: [
        {
          linkName: 'phy0',
          addresses: [{ address: '172.31.0.2/30', addressLot: 'spare', vlanId: null }],
        },
      ],
      routes: [
        {
          linkName: 'phy0',
          routes: [{ dst: '0.0.0.0/0', gw: '172.31.0.1', ribPriority: null, vid: null }],
        },
      ],
      bgpPeers: [],
      groups: [],
      interfaces: [],
    },
  })
  expect(settings.addresses[0]?.addressLotName).toBe('spare')
  await api.networkingSwitchPortSettingsView({ path: { port: 'conf-port' } })
  await expectApiError(
    api.networkingSwitchPortSettingsView({ path: { port: 'no-such-settings' } }),
    404,
    'ObjectNotFound',
  )
  const listed = await api.networkingSwitchPortSettingsList({
    query: { portSettings: 'conf-port' },
  })
  expect(listed.items.map((s) => s.id)).toEqual([settings.id])

  const path = { port: 'qsfp5' }
  await expectApiError(api.networkingSwitchPortStatus({ path, query: sel }), 404)
  await api.networkingSwitchPortApplySettings({
    path,
    query: sel,
    body: { portSettings: 'conf-port' },
  })
  const ports = await api.networkingSwitchPortList({ query: {} })
  const port = ports.items.find((p) => p.switchSlot === 'switch1' && p.portName === 'qsfp5')
  expect(port?.portSettingsId).toBe(settings.id)
  await api.networkingSwitchPortStatus({ path, query: sel })
  const lldp = await api.networkingSwitchPortLldpConfigView({ path, query: sel })
  expect(lldp.enabled).toBe(false)
  await api.networkingSwitchPortLldpConfigUpdate({
    path,
    query: sel,
    body: { ...lldp, enabled: true, systemName: 'oxide-switch1' },
  })
  expect((await api.networkingSwitchPortLldpConfigView({ path, query: sel })).enabled).toBe(true)
  expect(
    (await api.networkingSwitchPortLldpNeighbors({ path: { ...path, ...sel }, query: {} })).items,
  ).toEqual([])
  await expectApiError(
    api.networkingSwitchPortSettingsDelete({ query: { portSettings: 'conf-port' } }),
    400,
  )
  // Its address comes from `spare`: the lot is in use while the settings exist.
  await expectApiError(api.networkingAddressLotDelete({ path: { addressLot: 'spare' } }), 400)
  await api.networkingSwitchPortClearSettings({ path, query: sel })
  await api.networkingSwitchPortSettingsDelete({ query: { portSettings: 'conf-port' } })
  await expectApiError(
    api.networkingSwitchPortApplySettings({
      path: { port: 'qsfp99' },
      query: sel,
      body: { portSettings: 'uplink-sw1' },
    }),
    404,
  )
}

/** Reading needs a fleet viewer, changing a fleet admin; dev-user is neither. */
export async function fleetOnly() {
  signIn('dev-user')
  try {
    await expectApiError(api.networkingAddressLotList({ query: {} }), 403)
    await expectApiError(api.alertReceiverList({ query: {} }), 403)
    await expectApiError(api.networkingBgpConfigDelete({ query: { nameOrId: 'as65100' } }), 403)
  } finally {
    signIn('ops-admin')
  }
}
