// @vitest-environment happy-dom
// The palette's kept keys and its walk through the line history, shared by the prompt shown
// while the palette loads and the loaded palette.
import { beforeEach, describe, expect, it } from 'vitest'
import { pushLineAtom } from './history'
import {
  closePaletteAtom,
  openPaletteAtom,
  paletteFrameAtom,
  palettePendingAtom,
  requestKeyAtom,
  setPaletteQueryAtom,
  walkLineAtom,
} from './palette'
import { createStore } from './store'

let store = createStore()
beforeEach(() => {
  localStorage.clear()
  store = createStore()
  store.set(openPaletteAtom)
})

const query = () => store.get(paletteFrameAtom).query

describe('walkLineAtom', () => {
  it('Up on an empty prompt walks back, Down walks forward and past the newest to empty', () => {
    store.set(pushLineAtom, 'nav disks')
    store.set(pushLineAtom, 'instance stop web-1')
    expect(store.set(walkLineAtom, 'up')).toBe(true)
    expect(query()).toBe('instance stop web-1')
    expect(store.set(walkLineAtom, 'up')).toBe(true)
    expect(query()).toBe('nav disks')
    // The oldest line stays on a further Up.
    expect(store.set(walkLineAtom, 'up')).toBe(true)
    expect(query()).toBe('nav disks')
    expect(store.set(walkLineAtom, 'down')).toBe(true)
    expect(query()).toBe('instance stop web-1')
    expect(store.set(walkLineAtom, 'down')).toBe(true)
    expect(query()).toBe('')
    // Past the newest, Down is no longer a history step.
    expect(store.set(walkLineAtom, 'down')).toBe(false)
  })

  it('is not a step on a typed query, on an argument page, or with no history', () => {
    expect(store.set(walkLineAtom, 'up')).toBe(false)
    store.set(pushLineAtom, 'nav disks')
    store.set(setPaletteQueryAtom, 'dis')
    expect(store.set(walkLineAtom, 'up')).toBe(false)
    expect(query()).toBe('dis')
    store.set(openPaletteAtom, { commandId: 'instance.stop', arg: 'instance', args: {} })
    expect(store.set(walkLineAtom, 'up')).toBe(false)
  })

  it('a line brought back and then edited ends the walk', () => {
    store.set(pushLineAtom, 'nav disks')
    store.set(walkLineAtom, 'up')
    store.set(setPaletteQueryAtom, 'nav disk')
    expect(store.set(walkLineAtom, 'down')).toBe(false)
  })
})

describe('requestKeyAtom', () => {
  it('keeps the key with the query it was pressed on; closing forgets it', () => {
    store.set(setPaletteQueryAtom, 'instan')
    store.set(requestKeyAtom, 'Tab')
    expect(store.get(palettePendingAtom)).toEqual({ key: 'Tab', query: 'instan' })
    store.set(closePaletteAtom)
    expect(store.get(palettePendingAtom)).toBeNull()
  })
})
