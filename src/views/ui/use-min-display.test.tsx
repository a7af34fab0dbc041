// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useMinDisplay } from './use-min-display'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useMinDisplay', () => {
  it('holds the indicator 500 ms after it appeared, however fast the work was', () => {
    const { result, rerender } = renderHook(({ on }) => useMinDisplay(on), {
      initialProps: { on: false },
    })
    expect(result.current).toBe(false)
    rerender({ on: true })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(100))
    rerender({ on: false })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(350))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(60))
    expect(result.current).toBe(false)
  })

  it('hides at once when the work outlasted the minimum', () => {
    const { result, rerender } = renderHook(({ on }) => useMinDisplay(on), {
      initialProps: { on: true },
    })
    act(() => vi.advanceTimersByTime(800))
    rerender({ on: false })
    act(() => vi.advanceTimersByTime(0))
    expect(result.current).toBe(false)
  })
})
