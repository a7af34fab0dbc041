// Fleet health rows: which instances, pools, silos and deliveries are issues, and how they read.
import { describe, expect, it } from 'vitest'
import type { HealthInstance } from '@/api/fleet-health'
import {
  deliveryIssues,
  heldFor,
  instanceIssues,
  poolIssues,
  siloIssues,
  STUCK_AFTER_MS,
} from './issues'

const now = new Date('2026-11-25T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const instance = (over: Partial<HealthInstance>): HealthInstance => ({
  id: 'i1',
  name: 'web-1',
  runState: 'running',
  timeModified: ago(60_000),
  silo: 'corp',
  project: 'demo',
  own: true,
  ...over,
})

describe('instanceIssues', () => {
  it('a failed instance says whether auto-restart will retry it, by the spec rule', () => {
    const rows = instanceIssues(
      [
        instance({ id: 'a', runState: 'failed', autoRestartEnabled: false }),
        instance({ id: 'b', runState: 'failed', autoRestartEnabled: true }),
        instance({
          id: 'c',
          runState: 'failed',
          autoRestartEnabled: true,
          autoRestartCooldownExpiration: new Date(now.getTime() + 60_000),
        }),
        instance({ id: 'd', runState: 'failed', own: false, project: 'lab' }),
      ],
      now,
    )
    expect(rows.map((r) => r.problem)).toEqual([
      'failed; stays failed: auto-restart is disabled',
      'failed; eligible for automatic restart',
      'failed; waiting for the cooldown to expire before an automatic restart',
      'failed; auto-restart not visible from this silo',
    ])
    expect(rows.every((r) => r.severity === 'error')).toBe(true)
    // Another silo's instance: shown where it is, but no project to act in.
    expect(rows[3]).toMatchObject({ where: 'corp / lab', project: undefined })
  })

  it('a busy state held past the limit is stuck; a fresh one and a running one are not', () => {
    const rows = instanceIssues(
      [
        instance({ id: 'a', runState: 'starting', timeModified: ago(STUCK_AFTER_MS + 60_000) }),
        instance({ id: 'b', runState: 'stopping', timeModified: ago(60_000) }),
        instance({ id: 'c', runState: 'running', timeModified: ago(9e9) }),
        instance({ id: 'd', runState: 'quiescing', timeModified: ago(9e9) }),
      ],
      now,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'a',
        problem: 'stuck starting for 11 min',
        severity: 'warning',
      }),
    ])
  })

  it('reads durations in the unit that fits', () => {
    expect(heldFor(11 * 60_000)).toBe('11 min')
    expect(heldFor(5 * 3600_000)).toBe('5 h')
    expect(heldFor(3 * 86400_000)).toBe('3 days')
  })
})

describe('poolIssues', () => {
  const pool = (capacity: number, remaining: number) => ({
    id: `p${capacity}-${remaining}`,
    name: 'pool',
    capacity,
    remaining,
    since: now,
  })
  it('from 90 % used; none left is an error; an empty pool is not an issue', () => {
    const rows = poolIssues([pool(100, 11), pool(100, 10), pool(100, 0), pool(0, 0)])
    expect(rows.map((r) => [r.problem, r.severity])).toEqual([
      ['90 % of addresses used', 'warning'],
      ['no addresses left', 'error'],
    ])
  })
})

describe('siloIssues', () => {
  const counts = (cpus: number, memory: number, storage: number) => ({ cpus, memory, storage })
  it('names each quota the silo is at or over', () => {
    const rows = siloIssues([
      { id: 's1', name: 'ok', provisioned: counts(1, 1, 1), allocated: counts(2, 2, 2) },
      { id: 's2', name: 'full', provisioned: counts(2, 1, 1), allocated: counts(2, 2, 2) },
      { id: 's3', name: 'over', provisioned: counts(3, 3, 2), allocated: counts(2, 2, 2) },
      { id: 's4', name: 'none', provisioned: counts(0, 0, 0), allocated: counts(0, 0, 0) },
    ])
    expect(rows.map((r) => [r.name, r.problem, r.severity])).toEqual([
      ['full', 'at its vCPU quota', 'warning'],
      ['over', 'over its vCPU, memory quota; at its storage quota', 'error'],
    ])
  })
})

describe('deliveryIssues', () => {
  it('one row per failed delivery, with what a resend needs', () => {
    const [row] = deliveryIssues([
      {
        id: 'd1',
        alertId: 'a1',
        alertClass: 'test.foo',
        receiver: 'siem',
        attempts: 3,
        since: now,
      },
    ])
    expect(row).toMatchObject({
      kind: 'alert delivery',
      name: 'test.foo',
      where: 'receiver siem',
      problem: 'failed after 3 attempts',
      resend: { alertId: 'a1', receiver: 'siem' },
    })
  })
})
