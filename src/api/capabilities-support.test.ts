import { describe, expect, it } from 'vitest'
import {
  bundleDeleteReason,
  bundleDownloadReason,
  deliveryResendReason,
  secretDeleteReason,
  undeliveredAlerts,
  withResendOutcome,
} from './capabilities-support'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes))
const d = (id: string, alertId: string, state: string, minutes: number) => ({
  id,
  alertId,
  state,
  timeStarted: at(minutes),
})

describe('deliveries', () => {
  const rows = [
    d('a1', 'A', 'failed', 0),
    d('a2', 'A', 'failed', 10), // resent, failed again
    d('b1', 'B', 'failed', 0),
    d('b2', 'B', 'delivered', 5), // resent, delivered
    d('c1', 'C', 'failed', 0),
    d('c2', 'C', 'pending', 20), // resend under way
    d('e1', 'E', 'delivered', 0),
  ]

  it('a failed delivery says what its resends came to, the best outcome first', () => {
    const out = new Map(withResendOutcome(rows).map((r) => [r.id, r.resent]))
    expect(Object.fromEntries(out)).toEqual({
      a1: 'failed',
      a2: undefined,
      b1: 'delivered',
      b2: undefined,
      c1: 'pending',
      c2: undefined,
      e1: undefined,
    })
  })

  it('an alert is undelivered while none of its deliveries is delivered or under way', () => {
    expect(undeliveredAlerts(rows).map((r) => r.id)).toEqual(['a2'])
  })

  it('only a failed delivery is resent, and not once its resend went through or is under way', () => {
    const reason = (r: { state: string; resent?: 'pending' | 'delivered' | 'failed' }) =>
      deliveryResendReason(r)
    expect(reason({ state: 'failed' })).toBeUndefined()
    expect(reason({ state: 'failed', resent: 'failed' })).toBeUndefined()
    expect(reason({ state: 'failed', resent: 'delivered' })).toBe('Already resent, and delivered')
    expect(reason({ state: 'failed', resent: 'pending' })).toMatch(/under way/)
    expect(reason({ state: 'pending' })).toBe('The delivery is still being attempted')
    expect(reason({ state: 'delivered' })).toBe('The alert was delivered')
    expect(reason({ state: 'bounced' })).toMatch(/does not know/)
  })
})

describe('support bundles and secrets', () => {
  it('only an active bundle downloads; a bundle being deleted is not deleted again', () => {
    expect(bundleDownloadReason({ state: 'active' })).toBeUndefined()
    expect(bundleDownloadReason({ state: 'collecting' })).toBe(
      'The bundle is still being collected',
    )
    expect(bundleDownloadReason({ state: 'failed' })).toBe('The bundle failed; it holds no files')
    expect(bundleDownloadReason({ state: 'archived' })).toMatch(/does not know/)
    expect(bundleDeleteReason({ state: 'failed' })).toBeUndefined()
    expect(bundleDeleteReason({ state: 'destroying' })).toBe('The bundle is already being deleted')
  })

  it('a receiver keeps its last secret', () => {
    expect(secretDeleteReason('pager', 2)).toBeUndefined()
    expect(secretDeleteReason('pager', 1)).toMatch(/only secret of webhook receiver pager/)
  })
})
