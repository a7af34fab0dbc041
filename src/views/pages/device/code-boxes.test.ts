import { describe, expect, it } from 'vitest'
import { backspace, codeOf, emptyBoxes, fillFrom } from './code-boxes'

describe('device code boxes', () => {
  it('typing a letter fills the box and moves on', () => {
    const r = fillFrom(emptyBoxes(), 0, 'a')
    expect(r.boxes[0]).toBe('a')
    expect(r.focus).toBe(1)
  })

  it('refuses anything but letters', () => {
    const start = emptyBoxes()
    for (const key of ['1', '-', ' ', 'é']) {
      const r = fillFrom(start, 2, key)
      expect(r.boxes).toBe(start)
      expect(r.focus).toBe(2)
    }
  })

  it('the last box keeps focus once filled', () => {
    const r = fillFrom(emptyBoxes(), 7, 'z')
    expect(r.boxes[7]).toBe('z')
    expect(r.focus).toBe(7)
  })

  it('pasting keeps only letters and fills from the box it lands in', () => {
    const r = fillFrom(emptyBoxes(), 0, ' abcd-EFGH 12 ')
    expect(codeOf(r.boxes)).toBe('abcdEFGH')
    expect(r.focus).toBe(7)
    const mid = fillFrom(emptyBoxes(), 5, 'wxyz')
    expect(mid.boxes).toEqual(['', '', '', '', '', 'w', 'x', 'y'])
  })

  it('Backspace clears the box, then goes back one on an empty box', () => {
    const filled = fillFrom(emptyBoxes(), 0, 'abc').boxes
    const first = backspace(filled, 2)
    expect(codeOf(first.boxes)).toBe('ab')
    expect(first.focus).toBe(2)
    const second = backspace(first.boxes, 2)
    expect(codeOf(second.boxes)).toBe('a')
    expect(second.focus).toBe(1)
    expect(backspace(emptyBoxes(), 0).focus).toBe(0)
  })
})
