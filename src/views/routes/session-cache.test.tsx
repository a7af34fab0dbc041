// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { useSessionEpoch } from './session-cache'

afterEach(cleanup)

describe('useSessionEpoch', () => {
  it('starts a new session each time the user leaves a sign-in page, and only then', () => {
    const loc = memoryLocation({ path: '/projects' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={loc.hook}>{children}</Router>
    )
    const { result } = renderHook(() => useSessionEpoch(), { wrapper })
    expect(result.current).toBe(0)
    act(() => loc.navigate('/projects/demo/instances'))
    expect(result.current).toBe(0)
    act(() => loc.navigate('/login'))
    expect(result.current).toBe(0)
    act(() => loc.navigate('/login/corp/local'))
    expect(result.current).toBe(0)
    act(() => loc.navigate('/projects'))
    expect(result.current).toBe(1)
    act(() => loc.navigate('/login'))
    act(() => loc.navigate('/device/verify'))
    expect(result.current).toBe(2)
  })
})
