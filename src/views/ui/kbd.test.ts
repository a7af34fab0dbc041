// Keys as people type them: a letter alone is lower case (a capital reads as Shift), beside a
// modifier it is the customary capital.
import { describe, expect, it } from 'vitest'
import { keyLabel } from './kbd'

describe('keyLabel', () => {
  it('writes a letter as typed, a capital only beside a modifier', () => {
    expect(keyLabel('j')).toBe('j')
    expect(keyLabel('g')).toBe('g')
    expect(keyLabel('k', true)).toBe('K')
    expect(keyLabel('mod')).toMatch(/^(Ctrl|⌘)$/)
    expect(keyLabel('shift')).toBe('Shift')
    expect(keyLabel('escape')).toBe('Esc')
    expect(keyLabel('tab')).toBe('Tab')
    expect(keyLabel('/')).toBe('/')
  })
})
