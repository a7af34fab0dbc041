import { describe, expect, it } from 'vitest'
import { matchesStep, parseBinding, parseStep, type KeyEventLike } from './keys'

const ev = (key: string, extra: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
})

describe('key bindings', () => {
  it('parses steps and chords', () => {
    expect(parseBinding('g i')).toEqual([
      { mod: false, alt: false, shift: false, key: 'g' },
      { mod: false, alt: false, shift: false, key: 'i' },
    ])
    expect(parseStep('mod+shift+S')).toEqual({ mod: true, alt: false, shift: true, key: 's' })
  })

  it('mod is Ctrl elsewhere and ⌘ on a Mac', () => {
    const modK = parseStep('mod+k')
    expect(matchesStep(modK, ev('k', { ctrlKey: true, code: 'KeyK' }), false)).toBe(true)
    expect(matchesStep(modK, ev('k', { metaKey: true, code: 'KeyK' }), false)).toBe(false)
    expect(matchesStep(modK, ev('k', { metaKey: true, code: 'KeyK' }), true)).toBe(true)
    expect(matchesStep(modK, ev('k', { ctrlKey: true, code: 'KeyK' }), true)).toBe(false)
    expect(matchesStep(modK, ev('k', { code: 'KeyK' }), false)).toBe(false)
  })

  it('letters need the exact modifiers', () => {
    const i = parseStep('i')
    expect(matchesStep(i, ev('i'), false)).toBe(true)
    expect(matchesStep(i, ev('I', { shiftKey: true }), false)).toBe(false)
    expect(matchesStep(i, ev('i', { altKey: true }), false)).toBe(false)
  })

  it('shift+/ is the ? key, by position or by character', () => {
    const help = parseStep('shift+/')
    expect(matchesStep(help, ev('?', { shiftKey: true, code: 'Slash' }), false)).toBe(true)
    expect(matchesStep(help, ev('/', { code: 'Slash' }), false)).toBe(false)
    expect(matchesStep(parseStep('?'), ev('?', { shiftKey: true }), false)).toBe(true)
  })

  it('a modifier alone matches nothing', () => {
    expect(matchesStep(parseStep('shift+/'), ev('Shift', { shiftKey: true }), false)).toBe(false)
  })
})
