import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearPrefetches,
  keyText,
  prefetch,
  PREFETCH_TTL_MS,
  takePrefetched,
  untakenPrefetches,
} from './prefetch'

afterEach(() => {
  clearPrefetches()
  vi.useRealTimers()
})

describe('start-up prefetch', () => {
  it('a key reads the same whatever the order of its params, and without undefined ones', () => {
    expect(keyText(['projectList', { query: { limit: 50, pageToken: undefined } }])).toBe(
      keyText(['projectList', { query: { limit: 50 } }]),
    )
    expect(keyText(['x', { query: { a: 1, b: 2 }, path: { p: 'q' } }])).toBe(
      keyText(['x', { path: { p: 'q' }, query: { b: 2, a: 1 } }]),
    )
    expect(keyText(['x', { query: { a: 1 } }])).not.toBe(keyText(['y', { query: { a: 1 } }]))
  })

  it('asks once, and hands the answer out once', async () => {
    const ask = vi.fn(() => Promise.resolve('rows'))
    prefetch(['projectList', {}], ask)
    prefetch(['projectList', {}], ask)
    expect(ask).toHaveBeenCalledTimes(1)
    expect(untakenPrefetches()).toHaveLength(1)
    await expect(takePrefetched(['projectList', {}])).resolves.toBe('rows')
    expect(takePrefetched(['projectList', {}])).toBeUndefined()
    expect(untakenPrefetches()).toEqual([])
  })

  it('an untaken 401 is dropped: after signing in, the page asks afresh', async () => {
    const unauthorized = Object.assign(new Error('credentials missing'), { statusCode: 401 })
    prefetch(['instanceList', {}], () => Promise.reject(unauthorized))
    prefetch(['projectList', {}], () => Promise.reject(new Error('boom')))
    await new Promise((r) => setTimeout(r, 0))
    expect(takePrefetched(['instanceList', {}])).toBeUndefined()
    // Other failures are still the taker's to show.
    await expect(takePrefetched(['projectList', {}])).rejects.toThrow('boom')
  })

  it('an answer nobody took in time is not handed out', () => {
    vi.useFakeTimers()
    prefetch(['projectList', {}], () => Promise.resolve('old rows'))
    vi.advanceTimersByTime(PREFETCH_TTL_MS + 1)
    expect(takePrefetched(['projectList', {}])).toBeUndefined()
  })

  it('a failed prefetch is the failure of whoever takes it, and nobody else’s', async () => {
    prefetch(['me', {}], () => Promise.reject(new Error('401')))
    await expect(takePrefetched(['me', {}])).rejects.toThrow('401')
  })
})
