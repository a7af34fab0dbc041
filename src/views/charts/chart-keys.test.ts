import { describe, expect, it } from 'vitest'
import { nextCursor } from './chart-keys'

describe('chart cursor keys', () => {
  it('starts on the latest point, then steps and clamps', () => {
    expect(nextCursor('ArrowLeft', null, 5)).toBe(4)
    expect(nextCursor('ArrowLeft', 4, 5)).toBe(3)
    expect(nextCursor('ArrowRight', 4, 5)).toBe(4)
    expect(nextCursor('ArrowLeft', 0, 5)).toBe(0)
    expect(nextCursor('PageUp', 12, 30)).toBe(2)
    expect(nextCursor('PageDown', 25, 30)).toBe(29)
    expect(nextCursor('Home', 3, 5)).toBe(0)
    expect(nextCursor('End', 0, 5)).toBe(4)
  })

  it('hides the cursor on Esc and leaves other keys alone', () => {
    expect(nextCursor('Escape', 2, 5)).toBeNull()
    // with no cursor shown, Esc belongs to whatever is around the chart
    expect(nextCursor('Escape', null, 5)).toBeUndefined()
    expect(nextCursor('a', 2, 5)).toBeUndefined()
    expect(nextCursor('ArrowLeft', null, 0)).toBeUndefined()
  })
})
