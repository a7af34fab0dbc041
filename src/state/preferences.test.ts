// @vitest-environment happy-dom
// Rows per page: the user's choice, kept across reloads, except while a script plays.
import { beforeEach, describe, expect, it } from 'vitest'
import { SCRIPT_ROWS_PER_PAGE, rowsPerPageAtom, setRowsPerPageAtom } from './preferences'
import { setScriptPlayerAtom, type PlayerStatus } from './script'
import { createStore } from './store'

let store = createStore()
beforeEach(() => {
  localStorage.clear()
  store = createStore()
})

const play = (status: PlayerStatus) =>
  store.set(setScriptPlayerAtom, { name: 'on-call.txt', status, step: 1, total: 10, speed: 'fast' })

describe('rows per page', () => {
  it('is what the user chose, and ignores what is not a page size', () => {
    store.set(setRowsPerPageAtom, 25)
    expect(store.get(rowsPerPageAtom)).toBe(25)
    store.set(setRowsPerPageAtom, 0)
    store.set(setRowsPerPageAtom, 2.5)
    expect(store.get(rowsPerPageAtom)).toBe(25)
  })

  it.each([10, 25, 50, 100])('is the default while a script plays, with %i chosen', (rows) => {
    store.set(setRowsPerPageAtom, rows)
    for (const status of ['playing', 'paused', 'waiting-key'] as const) {
      play(status)
      expect(store.get(rowsPerPageAtom)).toBe(SCRIPT_ROWS_PER_PAGE)
    }
    // Finished or stopped, the user's choice is back.
    for (const status of ['done', 'failed', 'stopped'] as const) {
      play(status)
      expect(store.get(rowsPerPageAtom)).toBe(rows)
    }
  })
})
