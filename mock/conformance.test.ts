// Conformance: every implemented list/view operation is called for the seed, and the main
// mutations run through the console's own client. Every request body sent and every response
// given during this file (successes and errors) is checked against nexus.json: request schema,
// documented status, response schema.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { opTable, type OperationId } from '@/api/generated/op-table'
import { setBaseUrl, setUnauthorizedHandler } from '@/api/client'
import { getDb } from './db/store'
import { getResponse } from 'msw'
import { handlers, implementedOperations, notImplementedOperations } from './handlers/all'
import { buildHandlers } from './msw/router'
import { server, startMockServer } from './node'
import { matchOperation } from './validate/match-operation'
import { requestProblems, responseProblems } from './validate/nexus-spec'
import { opParams } from '@/api/generated/op-params'
import { diskImport, instances } from './test/mutations-compute'
import { identityAndSystem, networking } from './test/mutations-network'
import { alertsAndWebhooks, failingReceiver, updateRepositories } from './test/mutations-alerts'
import { addressLotsAndLoopbacks, bgp, fleetOnly, switchPorts } from './test/mutations-rack-network'
import { subnetPoolsAndExternalSubnets } from './test/mutations-subnet-pools'
import {
  adoptionAndMembership,
  probes,
  rackSettings,
  scimAndMulticast,
} from './test/mutations-platform'

const violations: string[] = []
let checked = 0
let bodiesChecked = 0

beforeAll(() => {
  setBaseUrl('http://localhost')
  setUnauthorizedHandler(() => {})
  startMockServer()
  // The client logs every failed call; the expected refusals here would only be noise.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  server.events.on('request:start', async ({ request }) => {
    const op = matchOperation(request.method, request.url)
    const type = request.headers.get('content-type') ?? ''
    if (!op || !type.includes('json')) return
    const text = await request.clone().text()
    bodiesChecked++
    for (const p of requestProblems(op, JSON.parse(text))) violations.push(`${op} request: ${p}`)
  })
  server.events.on('response:mocked', async ({ request, response }) => {
    const op = matchOperation(request.method, request.url)
    if (!op) return void violations.push(`${request.method} ${request.url}: matches no operation`)
    const json = (response.headers.get('content-type') ?? '').includes('json')
    const text = json ? await response.clone().text() : ''
    const body: unknown = text ? JSON.parse(text) : undefined
    checked++
    for (const p of responseProblems(op, response.status, body))
      violations.push(`${op} ${response.status}: ${p}`)
  })
})
afterAll(() => server.close())

/** Seed values for every path and selector parameter the read operations take. */
function fixtures(): Record<string, string> {
  const db = getDb()
  const ops = db.users.find((u) => u.display_name === 'ops-admin')
  return {
    project: 'demo',
    instance: 'db-primary',
    disk: 'db-primary-data',
    snapshot: 'db-nightly',
    image: 'app-base',
    vpc: 'backend',
    subnet: 'db',
    router: 'egress',
    route: 'to-backup-site',
    gateway: 'nat-gw',
    pool: 'default',
    floating_ip: 'web-lb',
    ssh_key: 'laptop',
    silo: 'corp',
    affinity_group: 'db-pair',
    anti_affinity_group: 'etcd-spread',
    interface: 'net0',
    address: 'nat-addr',
    metric_name: 'cpus_provisioned',
    user: 'db-init',
    provider: 'lab-okta',
    sled_id: db.sleds[0]?.id ?? '',
    disk_id: db.physicalDisks[0]?.id ?? '',
    rack_id: db.racks[0]?.id ?? '',
    switch_id: db.switches[0]?.id ?? '',
    user_id: ops?.id ?? '',
    group_id: db.groups[0]?.id ?? '',
    token_id: db.accessTokens[0]?.value.id ?? '',
    certificate: 'corp-wildcard',
    bundle_id: db.supportBundles.find((b) => b.state === 'active')?.id ?? '',
    trust_root_id: db.trustRoots[0]?.id ?? '',
    receiver: 'ops-pager',
    alert_id: db.alerts[0]?.id ?? '',
    system_version: '16.0.0',
    address_lot: 'uplinks',
    announce_set: 'rack-external',
    port: 'qsfp0',
    switch_slot: 'switch0',
    asn: '65100',
    file: 'bundle_id.txt',
    external_subnet: 'web-edge',
    multicast_group: 'video-feed',
    probe: 'edge-probe',
  }
}

const overrides: Partial<Record<OperationId, Record<string, string>>> = {
  anti_affinity_group_member_instance_view: { instance: 'etcd-1' },
  saml_identity_provider_view: { silo: 'research' },
  internet_gateway_ip_pool_list: { gateway: 'nat-gw' },
  // Here `port` names the settings, not a switch port.
  networking_switch_port_settings_view: { port: 'uplink-sw0' },
  // `pool` names an IP pool elsewhere.
  subnet_pool_view: { pool: 'edge-v4' },
  system_subnet_pool_view: { pool: 'edge-v4' },
  system_subnet_pool_member_list: { pool: 'edge-v4' },
  system_subnet_pool_silo_list: { pool: 'edge-v4' },
  system_subnet_pool_utilization_view: { pool: 'edge-v4' },
  instance_external_subnet_list: { instance: 'web-1' },
  // `token_id` names an access token elsewhere; here a SCIM token of the silo.
  scim_token_view: { token_id: getDb().scimTokens[0]?.value.id ?? '' },
  // The whole seeded history (a week back); the API requires the start.
  audit_log_list: { start_time: new Date(Date.now() - 7 * 86_400_000).toISOString() },
}

function urlFor(op: OperationId) {
  const values = { ...fixtures(), ...overrides[op] }
  const path = opTable[op].path.replace(/\{(\w+)\}/g, (_, n: string) =>
    encodeURIComponent(values[n] ?? n),
  )
  const qs = new URLSearchParams()
  for (const p of opParams[op] ?? [])
    if (p.in === 'query' && values[p.name] !== undefined) qs.set(p.name, values[p.name] ?? '')
  const q = qs.toString()
  return `http://localhost${path}${q ? `?${q}` : ''}`
}

/** GETs that are not JSON reads (a websocket upgrade). */
const NOT_READS = new Set<OperationId>(['instance_serial_console_stream'])

describe('conformance with nexus.json', () => {
  test('every operation is implemented or explicitly listed, never both', () => {
    const all = Object.keys(opTable)
    expect(new Set([...implementedOperations, ...notImplementedOperations]).size).toBe(all.length)
    expect(implementedOperations.length + notImplementedOperations.length).toBe(all.length)
  })

  const reads = implementedOperations.filter(
    (op) => opTable[op].method === 'GET' && !NOT_READS.has(op),
  )
  test.each(reads)('GET %s answers 200 for the seed', async (op) => {
    const res = await fetch(urlFor(op))
    expect(res.status, `${op} ${await res.clone().text()}`).toBe(200)
  })

  test('the mock answers every operation: none is left not implemented', () => {
    expect(notImplementedOperations).toEqual([])
  })

  test('an operation without a handler answers 501 naming the operation', async () => {
    const { probe_list: _, ...rest } = handlers
    const res = await getResponse(
      buildHandlers(rest),
      new Request('http://localhost/experimental/v1/probes?project=demo'),
    )
    if (!res) throw new Error('no answer')
    expect(res.status).toBe(501)
    const body = (await res.json()) as { error_code: string; message: string; request_id: string }
    expect(body.error_code).toBe('NotImplemented')
    expect(body.message).toContain('probe_list')
    expect(body.request_id).toBeTruthy()
  })

  // The console's own client: camelCase in, snake_case on the wire; the node mock validates
  // every request body, and the listener above every response.
  test('instance, disk, snapshot and image mutations', async () => {
    await instances()
    await diskImport()
  })

  test('networking, identity and system mutations', async () => {
    await networking()
    await identityAndSystem()
  })

  test('alert receiver, webhook and update repository mutations', async () => {
    await alertsAndWebhooks()
    await failingReceiver()
    await updateRepositories()
  })

  test('address lot, loopback, BGP and switch port mutations', async () => {
    await addressLotsAndLoopbacks()
    await bgp()
    await switchPorts()
    await fleetOnly()
  })

  test('subnet pool and external subnet mutations', async () => {
    await subnetPoolsAndExternalSubnets()
  })

  test('SCIM token, multicast, probe, rack setting, BFD, adoption and membership mutations', async () => {
    await scimAndMulticast()
    await probes()
    await rackSettings()
    await adoptionAndMembership()
    // An update in flight: the status while components move.
    await fetch('http://localhost/v1/system/update/status')
  })

  test('every response so far matched its documented status and schema', async () => {
    // The response listener reads bodies asynchronously; let the last ones finish.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(checked).toBeGreaterThan(reads.length)
    expect(bodiesChecked).toBeGreaterThan(30)
    expect(violations, violations.join('\n')).toEqual([])
  })
})
