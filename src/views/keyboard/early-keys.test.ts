// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { startEarlyKeys } from './early-keys'
import { takeEarlyKeys } from './take-early-keys'

const press = (key: string, init: KeyboardEventInit = {}) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  )

afterEach(() => {
  takeEarlyKeys()
  document.body.innerHTML = ''
})

describe('keys kept before the key router mounts', () => {
  it('keeps keys with nothing focused, in order, and stops once taken', () => {
    startEarlyKeys()
    press('g')
    press('i')
    expect(takeEarlyKeys().map((k) => k.key)).toEqual(['g', 'i'])
    press('x')
    expect(takeEarlyKeys()).toEqual([])
  })

  it('keeps keys while a link or the main region has focus (a click before the router loads)', () => {
    document.body.innerHTML = '<a href="#a">a</a><main tabindex="-1"></main>'
    startEarlyKeys()
    document.querySelector('a')?.focus()
    press('j')
    document.querySelector('main')?.focus()
    press('x')
    expect(takeEarlyKeys().map((k) => k.key)).toEqual(['j', 'x'])
  })

  it('leaves a field its own keys, but keeps mod+k for the router', () => {
    document.body.innerHTML = '<input>'
    startEarlyKeys()
    document.querySelector('input')?.focus()
    press('a')
    press('k', { ctrlKey: true })
    const kept = takeEarlyKeys()
    expect(kept.map((k) => [k.key, k.ctrlKey])).toEqual([['k', true]])
  })
})
