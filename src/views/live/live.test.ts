// The live feed's parts that decide: where it reads from and what it has read, which of the
// page's queries a change reads again, what a silo user's page polls, how a change by someone
// else reads, and how fast what the platform moves by itself is followed.
import { describe, expect, it } from 'vitest'
import { FAST_FOR_MS, FAST_MS, SLOW_MS, movingRows, nextRead } from '@/api/transition-poll'
import { entryTouches } from '@/api/audit-touches'
import type { AuditLogEntry } from '@/api/generated/schemas'
import type { HeldKey } from '@/api/live-keys'
import { changeVia, changeWhat } from './change-text'
import { OVERLAP_MS, advance, readFrom } from './cursor'
import { pageReadAt } from './page-keys'
import { POLL_EVERY_MS, nextPoll } from './page-poll'
import { SKEW_MS, keysToRead, readBefore, type Due } from './revalidate'

let n = 0
function entry(
  operationId: string,
  requestUri: string,
  at: number,
  more: Partial<AuditLogEntry> = {},
): AuditLogEntry {
  n++
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    operationId,
    requestUri,
    requestId: `req-${n}`,
    sourceIp: '10.0.0.9',
    userAgent: 'oxide-cli/0.17.0',
    actor: { kind: 'silo_user', siloId: 's', siloUserId: 'u' },
    authMethod: 'access_token',
    credentialId: null,
    timeStarted: new Date(at - 100),
    timeCompleted: new Date(at),
    result: { kind: 'success', httpStatusCode: 202 },
    ...more,
  } as unknown as AuditLogEntry
}

const T = Date.parse('2026-12-07T10:00:00Z')

describe('the cursor', () => {
  it('reads from a little before the newest entry read, and takes each entry once', () => {
    const a = entry('disk_create', '/v1/disks?project=demo', T)
    const b = entry('disk_create', '/v1/disks?project=demo', T + 1000)
    const first = advance(null, [a, b], T - 60_000)
    expect(first.fresh).toEqual([a, b])
    expect(first.cursor.since).toBe(T + 1000)
    expect(readFrom(first.cursor)).toBe(T + 1000 - OVERLAP_MS)
    // The next read overlaps: what it read before is not fresh again; a late writer is.
    const late = entry('instance_stop', '/v1/instances/web-1/stop?project=demo', T + 500)
    const next = advance(first.cursor, [a, late, b], 0)
    expect(next.fresh).toEqual([late])
    expect(next.cursor.since).toBe(T + 1000)
  })

  it('forgets ids once they are older than the overlap', () => {
    const old = entry('disk_create', '/v1/disks?project=demo', T)
    const c = advance(null, [old], T - 1)
    const later = entry('disk_create', '/v1/disks?project=demo', T + OVERLAP_MS + 1)
    const d = advance(c.cursor, [later], 0)
    expect(d.cursor.seen.map(([id]) => id)).toEqual([later.id])
  })

  it('with nothing read, stays where it started', () => {
    expect(advance(null, [], T).cursor).toEqual({ since: T, seen: [] })
  })
})

const held = (key: [string, object], readAt: number | null, role: HeldKey['role'] = 'query') =>
  ({ key, role, count: 1, readAt, failed: false }) as HeldKey

describe('what a change reads again', () => {
  const stop = entry('instance_stop', '/v1/instances/web-2/stop?project=demo', T)
  const due: Due = { touch: entryTouches(stop)!, at: T, heard: T + 3000 }
  const list = ['instanceList', { query: { project: 'demo', limit: 50 } }] as [string, object]
  const web1 = ['instanceView', { path: { instance: 'web-1' }, query: { project: 'demo' } }] as [
    string,
    object,
  ]
  const web2 = ['instanceView', { path: { instance: 'web-2' }, query: { project: 'demo' } }] as [
    string,
    object,
  ]
  const ips = (instance: string) =>
    ['instanceExternalIpList', { path: { instance }, query: { project: 'demo' } }] as [
      string,
      object,
    ]

  it('the touched queries read before the change', () => {
    const keys = keysToRead(
      [held(list, T - 5000), held(web1, T - 5000), held(web2, T - 5000)],
      [due],
    )
    expect(keys).toEqual([list, web2])
  })

  it('not a query read since (after the change and the skew, or after the news came)', () => {
    expect(readBefore(T + SKEW_MS + 1, due)).toBe(false)
    expect(readBefore(T + 3001, due)).toBe(false)
    expect(readBefore(T + 2000, due)).toBe(true)
    expect(readBefore(null, due)).toBe(true)
  })

  it('a row’s own read only when the change names its resource', () => {
    const rows = [held(ips('web-2'), T - 5000, 'row'), held(ips('web-1'), T - 5000, 'row')]
    expect(keysToRead(rows, [due])).toEqual([ips('web-2')])
    const attach = entry('floating_ip_attach', '/v1/floating-ips/www/attach?project=demo', T)
    const wide: Due = { touch: entryTouches(attach)!, at: T, heard: T }
    expect(keysToRead(rows, [wide])).toEqual([])
  })
})

describe('a silo user’s page polls', () => {
  const list = ['diskList', { query: { project: 'demo', limit: 50 } }] as [string, object]
  const names = ['instanceList', { query: { project: 'demo', limit: 1000 } }] as [string, object]
  const me = ['currentUserView', {}] as [string, object]

  it('its main data first, then the least fresh, each once it is POLL_EVERY_MS old', () => {
    const now = T
    const keys = [
      held(names, now - POLL_EVERY_MS - 5000),
      held(list, now - POLL_EVERY_MS, 'page'),
      held(me, now - 60_000),
    ]
    expect(nextPoll(keys, now)).toEqual(list)
    expect(nextPoll([keys[0]!, held(list, now - 1000, 'page')], now)).toEqual(names)
    expect(nextPoll([held(list, now - 1000, 'page')], now)).toBeNull()
  })

  it('not the shell’s queries, a failed one, or a row’s; freshness is the least fresh’s', () => {
    const failed = { ...held(list, T - 60_000), failed: true }
    expect(nextPoll([held(me, T - 60_000), failed, held(list, T - 60_000, 'row')], T)).toBeNull()
    expect(pageReadAt([held(list, T - 4000), held(names, T - 9000), held(me, T - 60_000)])).toBe(
      T - 9000,
    )
  })
})

describe('a change by someone else, as the log drawer says it', () => {
  it('a verb and the resource, or what a create made and where', () => {
    expect(changeWhat(entry('instance_stop', '/v1/instances/web-2/stop?project=demo', T))).toBe(
      'stopped instance web-2 (demo)',
    )
    expect(changeWhat(entry('disk_create', '/v1/disks?project=demo', T))).toBe(
      'created a disk in project demo',
    )
    expect(changeWhat(entry('floating_ip_create', '/v1/floating-ips?project=demo', T))).toBe(
      'created a floating IP in project demo',
    )
    expect(changeWhat(entry('project_create', '/v1/projects', T))).toBe('created a project')
    expect(
      changeWhat(
        entry('sled_set_provision_policy', '/v1/system/hardware/sleds/s1/provision-policy', T),
      ),
    ).toBe('set sled provision policy: sled s1')
  })

  it('through the CLI, Terraform, the console', () => {
    const at = (userAgent: string | null, authMethod: string | null) =>
      changeVia(
        entry('disk_create', '/v1/disks?project=demo', T, {
          userAgent,
          authMethod,
        } as Partial<AuditLogEntry>),
      )
    expect(at('oxide-cli/0.17.0', 'access_token')).toBe('via CLI')
    expect(at('terraform-provider-oxide/0.13.0', 'access_token')).toBe('via Terraform')
    expect(at('Mozilla/5.0 Chrome/156.0', 'session_cookie')).toBe('via the console')
    expect(at('curl/8', 'access_token')).toBe('via an API token')
    expect(at(null, null)).toBe('')
  })
})

describe('what the platform moves by itself', () => {
  it('fast for a while after a new transition, then once a minute', () => {
    expect(nextRead(0)).toBe(FAST_MS)
    expect(nextRead(FAST_FOR_MS - 1)).toBe(FAST_MS)
    expect(nextRead(FAST_FOR_MS)).toBe(SLOW_MS)
    expect(nextRead(0, 1500)).toBe(1500)
  })

  it('a list’s moving rows, by key and state: another state or row is a new transition', () => {
    const rows = [
      { id: 'a', s: 'running' },
      { id: 'b', s: 'starting' },
    ]
    const state = (r: { s: string }) => r.s === 'starting' && r.s
    expect(movingRows(rows, (r) => r.id, state)).toBe('b:starting')
    expect(movingRows([rows[0]!], (r) => r.id, state)).toBe('')
  })
})

describe('the name index follows', () => {
  it('a change to the lists it holds: the project’s list of that kind, or a list outside projects', async () => {
    const { touchedLists, indexListOf } = await import('../name-index/follow')
    const t = (op: string, uri: string) => touchedLists(entryTouches(entry(op, uri, T))!)
    expect(t('disk_create', '/v1/disks?project=demo')).toEqual([{ kind: 'disk', project: 'demo' }])
    expect(t('project_create', '/v1/projects')).toEqual([{ kind: 'project' }])
    expect(t('floating_ip_delete', '/v1/floating-ips/www?project=web')).toEqual([
      { kind: 'floating ip', project: 'web' },
    ])
    // A project named by an id the index cannot tell: no list of it.
    expect(t('disk_create', '/v1/disks?project=0b7b1c7e-5b1e-4d36-9f3a-2f6b3c9f0a11')).toEqual([])
    // A page's whole list is the index's: the project's disks, the silo's images.
    expect(indexListOf(['diskList', { query: { project: 'demo', limit: 50 } }])?.project).toBe(
      'demo',
    )
    expect(indexListOf(['imageList', { query: { limit: 50 } }])?.source.kind).toBe('silo image')
    expect(indexListOf(['diskView', { path: { disk: 'd' }, query: { project: 'demo' } }])).toBe(
      null,
    )
  })
})
