import { describe, expect, it } from 'vitest'
import { confirmKeyOf, isConfirmKey } from './confirm-keys'

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('confirm keys', () => {
  it('the first letter of the label, when it is one', () => {
    expect(confirmKeyOf('Stop')).toBe('s')
    expect(confirmKeyOf('  Delete')).toBe('d')
    expect(confirmKeyOf('…')).toBeUndefined()
  })

  it('Ctrl/Cmd+Enter or the bare letter confirm; plain Enter does not', () => {
    expect(isConfirmKey(key('Enter', { ctrlKey: true }), 's')).toBe(true)
    expect(isConfirmKey(key('Enter', { metaKey: true }), undefined)).toBe(true)
    expect(isConfirmKey(key('Enter'), 's')).toBe(false)
    expect(isConfirmKey(key('s'), 's')).toBe(true)
    expect(isConfirmKey(key('S'), 's')).toBe(true)
    expect(isConfirmKey(key('s', { ctrlKey: true }), 's')).toBe(false)
    expect(isConfirmKey(key('x'), 's')).toBe(false)
  })
})
