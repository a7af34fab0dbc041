// What an audit log entry touched: the table covers every mutating operation, every read a page
// can make is reached by some change (or is listed as changed by nothing audited), and the reads
// an entry touches are those of its resource, not its neighbours'.
import { describe, expect, it } from 'vitest'
import { opTable, type OperationId } from './generated/op-table'
import type { AuditLogEntry } from './generated/schemas'
import { EXTRA, NOTHING, TOUCH_ALL, entryTouches, keyTouched, opTouches } from './audit-touches'

const all = Object.keys(opTable) as OperationId[]
const mutating = all.filter((o) => opTable[o].method !== 'GET')
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** Reads no audited change moves: the platform's own doing, fixed lists, the log itself. */
const CHANGED_BY_NOTHING_AUDITED = new Set<OperationId>([
  'alert_class_list', // fixed by the platform's version
  'audit_log_list', // the log itself (the log page follows it on its own)
  'current_user_groups', // groups come from the identity provider (SCIM), outside this API
  'group_list',
  'group_view',
  'networking_bgp_exported', // routing state, the switches' doing
  'networking_bgp_imported',
  'networking_bgp_message_history',
  'networking_switch_port_lldp_neighbors',
  'ping',
  'saml_identity_provider_view', // made once (its create touches the list), never updated
  'silo_metric', // measurements
  'system_metric',
  'system_timeseries_schema_list',
  'switch_list', // hardware
  'switch_view',
  'user_builtin_list', // built in
  'user_builtin_view',
])

function entry(operationId: string, requestUri: string, result?: object): AuditLogEntry {
  return {
    id: '2c0f9a3e-1111-4222-8333-944455556666',
    operationId,
    requestUri,
    requestId: 'req-1',
    sourceIp: '10.0.0.9',
    userAgent: 'oxide-cli/0.17.0',
    actor: { kind: 'unauthenticated' },
    authMethod: null,
    credentialId: null,
    timeStarted: new Date('2026-11-26T09:00:00Z'),
    timeCompleted: new Date('2026-11-26T09:00:01Z'),
    result: result ?? { kind: 'success', httpStatusCode: 202 },
  } as unknown as AuditLogEntry
}

/** The keys of `keys` the entry touched, as `endpoint params` text. */
function touched(e: AuditLogEntry, keys: [string, object][]) {
  const t = entryTouches(e)
  return keys.filter((k) => t && keyTouched(k, t)).map(([ep, p]) => `${ep} ${JSON.stringify(p)}`)
}

const list = (ep: string, query: object) =>
  [ep, { query: { ...query, limit: 50 } }] as [string, object]
const view = (ep: string, path: object, query: object = {}) =>
  [ep, { path, query }] as [string, object]

const ID = '0b7b1c7e-5b1e-4d36-9f3a-2f6b3c9f0a11'

describe('the table', () => {
  it('holds every mutating operation: it touches some read, or is listed as touching nothing', () => {
    const neither = mutating.filter((o) => !NOTHING.has(o) && opTouches(o).length === 0)
    expect(neither).toEqual([])
    for (const o of NOTHING) expect(opTable[o].method, o).not.toBe('GET')
  })

  it('adds reads to mutating operations only, and only reads', () => {
    for (const [op, reads] of Object.entries(EXTRA) as [OperationId, OperationId[]][]) {
      expect(opTable[op].method, op).not.toBe('GET')
      expect(NOTHING.has(op), op).toBe(false)
      for (const r of reads) expect(opTable[r]?.method, `${op} -> ${r}`).toBe('GET')
    }
  })

  it('reaches every read some change can move (the rest listed, with why)', () => {
    const reached = new Set(mutating.flatMap((o) => opTouches(o)))
    const missed = all.filter(
      (o) =>
        opTable[o].method === 'GET' && !reached.has(camel(o)) && !CHANGED_BY_NOTHING_AUDITED.has(o),
    )
    expect(missed).toEqual([])
    for (const o of CHANGED_BY_NOTHING_AUDITED) expect(reached.has(camel(o)), o).toBe(false)
  })

  it('touches nothing with a read', () => {
    for (const o of all.filter((x) => opTable[x].method === 'GET')) expect(opTouches(o)).toEqual([])
  })
})

describe('what an entry touched', () => {
  const keys: [string, object][] = [
    list('diskList', { project: 'demo' }),
    list('diskList', { project: 'web' }),
    view('diskView', { disk: 'data-1' }, { project: 'demo' }),
    list('instanceList', { project: 'demo' }),
    list('instanceList', { project: 'web' }),
    view('instanceView', { instance: 'web-1' }, { project: 'demo' }),
    view('instanceView', { instance: 'web-2' }, { project: 'demo' }),
    view('instanceDiskList', { instance: 'web-2' }, { project: 'demo', limit: 50 }),
    list('instanceNetworkInterfaceList', { project: 'demo', instance: 'web-2' }),
    view('sledInstanceList', { sledId: ID }),
    list('floatingIpList', { project: 'demo' }),
    list('projectList', {}),
    view('projectView', { project: 'demo' }),
    list('vpcSubnetList', { project: 'demo', vpc: 'default' }),
    list('vpcSubnetList', { project: 'demo', vpc: 'backend' }),
    view('siloView', { silo: 'corp' }),
    list('siloList', {}),
    view('systemIpPoolRangeList', { pool: 'default' }),
    view('systemIpPoolRangeList', { pool: 'other' }),
  ]

  it('a disk created in demo: demo’s disk list only', () => {
    expect(touched(entry('disk_create', '/v1/disks?project=demo'), keys)).toEqual([
      'diskList {"query":{"project":"demo","limit":50}}',
    ])
  })

  it('a disk deleted: its list and its view', () => {
    expect(touched(entry('disk_delete', '/v1/disks/data-1?project=demo'), keys)).toEqual([
      'diskList {"query":{"project":"demo","limit":50}}',
      'diskView {"path":{"disk":"data-1"},"query":{"project":"demo"}}',
    ])
  })

  it('an instance stopped: its project’s list, its view and its tabs, what the sleds run', () => {
    expect(touched(entry('instance_stop', '/v1/instances/web-2/stop?project=demo'), keys)).toEqual([
      'instanceList {"query":{"project":"demo","limit":50}}',
      'instanceView {"path":{"instance":"web-2"},"query":{"project":"demo"}}',
      'instanceDiskList {"path":{"instance":"web-2"},"query":{"project":"demo","limit":50}}',
      `sledInstanceList {"path":{"sledId":"${ID}"},"query":{}}`,
    ])
  })

  it('an instance stopped by id: every instance view may be it, and every list', () => {
    const t = touched(entry('instance_stop', `/v1/instances/${ID}/stop`), keys)
    expect(t).toContain('instanceView {"path":{"instance":"web-1"},"query":{"project":"demo"}}')
    expect(t).toContain('instanceList {"query":{"project":"web","limit":50}}')
  })

  it('an instance created: its project’s instances, disks, floating IPs and NICs', () => {
    expect(touched(entry('instance_create', '/v1/instances?project=demo'), keys)).toEqual([
      'diskList {"query":{"project":"demo","limit":50}}',
      'diskView {"path":{"disk":"data-1"},"query":{"project":"demo"}}',
      'instanceList {"query":{"project":"demo","limit":50}}',
      'instanceNetworkInterfaceList {"query":{"project":"demo","instance":"web-2","limit":50}}',
      `sledInstanceList {"path":{"sledId":"${ID}"},"query":{}}`,
      'floatingIpList {"query":{"project":"demo","limit":50}}',
    ])
  })

  it('a floating IP created: the project’s floating IPs', () => {
    expect(touched(entry('floating_ip_create', '/v1/floating-ips?project=demo'), keys)).toEqual([
      'floatingIpList {"query":{"project":"demo","limit":50}}',
    ])
  })

  it('a project created: the project list', () => {
    expect(touched(entry('project_create', '/v1/projects'), keys)).toEqual([
      'projectList {"query":{"limit":50}}',
    ])
  })

  it('a subnet created in one VPC: that VPC’s subnets', () => {
    expect(
      touched(entry('vpc_subnet_create', '/v1/vpc-subnets?project=demo&vpc=backend'), keys),
    ).toEqual(['vpcSubnetList {"query":{"project":"demo","vpc":"backend","limit":50}}'])
  })

  it('a silo’s quotas: that silo’s pages and the silo list', () => {
    expect(touched(entry('silo_quotas_update', '/v1/system/silos/corp/quotas'), keys)).toEqual([
      'siloView {"path":{"silo":"corp"},"query":{}}',
      'siloList {"query":{"limit":50}}',
    ])
  })

  it('a range added to one pool: that pool’s ranges', () => {
    expect(
      touched(entry('system_ip_pool_range_add', '/v1/system/ip-pools/default/ranges/add'), keys),
    ).toEqual(['systemIpPoolRangeList {"path":{"pool":"default"},"query":{}}'])
  })

  it('a URI with scheme and host (HTTP/2) reads as its path', () => {
    expect(
      touched(entry('disk_create', 'https://oxide.sys.example.com/v1/disks?project=web'), keys),
    ).toEqual(['diskList {"query":{"project":"web","limit":50}}'])
  })

  it('a failed call touched nothing; an unknown outcome may have changed it', () => {
    const failed = entry('disk_create', '/v1/disks?project=demo', {
      kind: 'error',
      httpStatusCode: 400,
      errorMessage: 'already exists',
    })
    expect(entryTouches(failed)).toBeNull()
    expect(
      entryTouches(entry('disk_create', '/v1/disks?project=demo', { kind: 'unknown' })),
    ).not.toBeNull()
  })

  it('an operation this console does not know, or a sign-in step, touches nothing', () => {
    expect(entryTouches(entry('frobnicate_widget', '/v1/widgets'))).toBeNull()
    expect(entryTouches(entry('device_auth_request', '/device/auth'))).toBeNull()
  })

  it('a gap touches everything', () => {
    expect(keys.every((k) => keyTouched(k, TOUCH_ALL))).toBe(true)
    expect(keyTouched('not-an-api-key', TOUCH_ALL)).toBe(false)
  })
})
