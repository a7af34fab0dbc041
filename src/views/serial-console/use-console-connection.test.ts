import { describe, expect, test } from 'vitest'
import { retryDelay, RETRY_FIRST_MS, RETRY_MAX_MS } from './use-console-connection'

describe('pane reconnect backoff', () => {
  test('doubles from the first delay and stops at the longest', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1, 2, 4, 8].map((n) => n * RETRY_FIRST_MS))
    expect(retryDelay(10)).toBe(RETRY_MAX_MS)
  })
})
