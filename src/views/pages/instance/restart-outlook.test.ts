import { describe, expect, it } from 'vitest'
import { restartOutlook } from './restart-outlook'

const now = new Date('2026-01-01T12:00:00Z')
const failed = (autoRestartEnabled: boolean, expiry?: string | null) => ({
  runState: 'failed',
  autoRestartEnabled,
  autoRestartCooldownExpiration:
    expiry === undefined || expiry === null ? expiry : new Date(expiry),
})

describe('restartOutlook (section 4: failed instance auto-restart eligibility)', () => {
  it('says nothing about an instance that has not failed', () => {
    expect(restartOutlook({ runState: 'running', autoRestartEnabled: true }, now)).toBeUndefined()
  })
  it('is eligible when enabled with no cooldown, or a cooldown in the past', () => {
    expect(restartOutlook(failed(true), now)).toBe('eligible for automatic restart')
    expect(restartOutlook(failed(true, null), now)).toBe('eligible for automatic restart')
    expect(restartOutlook(failed(true, '2026-01-01T11:59:00Z'), now)).toBe(
      'eligible for automatic restart',
    )
  })
  it('waits while the cooldown runs, and never restarts when disabled', () => {
    expect(restartOutlook(failed(true, '2026-01-01T12:05:00Z'), now)).toBe(
      'waiting for the cooldown to expire before an automatic restart',
    )
    expect(restartOutlook(failed(false), now)).toBe('stays failed: auto-restart is disabled')
  })
})
