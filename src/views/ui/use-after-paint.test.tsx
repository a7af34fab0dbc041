// @vitest-environment happy-dom
// Cells that ask for their own data wait for the browser to be idle after the rows are drawn
// (keys pressed meanwhile go first), and all of them turn in the same callback.
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useAfterPaint } from './use-after-paint'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('turns every waiting cell in one idle callback, not before', async () => {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (f: () => void) => idle.push(f))
  vi.stubGlobal('cancelIdleCallback', () => {})
  const seen: boolean[] = []
  function Cell() {
    const painted = useAfterPaint()
    seen.push(painted)
    return null
  }
  function Rows() {
    return Array.from({ length: 5 }, (_, i) => <Cell key={i} />)
  }
  render(<Rows />)
  // Drawn without asking; one idle callback for the five of them, not yet run.
  expect(seen).toEqual([false, false, false, false, false])
  expect(idle).toHaveLength(1)
  await new Promise((r) => setTimeout(r, 10))
  expect(seen.filter(Boolean)).toHaveLength(0)

  act(() => idle[0]!())
  expect(seen.slice(5)).toEqual([true, true, true, true, true])
})

it('asks for no idle callback once every waiting cell has gone', () => {
  const cancelled: number[] = []
  vi.stubGlobal('requestIdleCallback', () => 7)
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id))
  function Cell() {
    useAfterPaint()
    return null
  }
  const { unmount } = render(
    <>
      <Cell />
      <Cell />
    </>,
  )
  unmount()
  expect(cancelled).toEqual([7])
})
