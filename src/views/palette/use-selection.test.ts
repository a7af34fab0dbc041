// One highlight step over the listed items, as cmdk's looped arrows do: disabled items skipped.
import { describe, expect, it } from 'vitest'
import { initialKey, stepFrom } from './use-selection'

const items = [{ key: 'a' }, { key: 'b', disabled: true }, { key: 'c' }, { key: 'd' }]

describe('stepFrom', () => {
  it('steps over disabled items and round the ends', () => {
    expect(stepFrom(items, 'a', 1)).toBe('c')
    expect(stepFrom(items, 'c', -1)).toBe('a')
    expect(stepFrom(items, 'd', 1)).toBe('a')
    expect(stepFrom(items, 'a', -1)).toBe('d')
  })

  it('starts at the first enabled item when the highlight is not listed; nothing for none', () => {
    expect(stepFrom(items, 'gone', 1)).toBe('a')
    expect(stepFrom([{ key: 'x', disabled: true }], 'x', 1)).toBeUndefined()
    expect(stepFrom([], '', 1)).toBeUndefined()
  })
})

describe('initialKey', () => {
  it('the first enabled item, unless a preferred one is given', () => {
    expect(initialKey(items)).toBe('a')
    expect(initialKey(items, 'c')).toBe('c')
  })

  it('nothing for null, or a preferred item that is not listed or cannot be chosen', () => {
    expect(initialKey(items, null)).toBe('')
    expect(initialKey(items, 'gone')).toBe('')
    expect(initialKey(items, 'b')).toBe('')
  })
})
