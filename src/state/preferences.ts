// Preferences that survive a reload (localStorage): the log drawer, rows per page and the
// commands run most recently (the palette lists them first).
import { DEFAULT_PAGE_SIZE, ROWS_PER_PAGE_KEY } from '@/lib/constants'
import { scriptPlayerAtom } from './script'
import { atom, atomWithStorage } from './store'

// getOnInit: read storage on first use, so the first render already shows the stored value.
const logOpenStored = atomWithStorage('oxide-console.log-open', false, undefined, {
  getOnInit: true,
})
const rowsStored = atomWithStorage(ROWS_PER_PAGE_KEY, DEFAULT_PAGE_SIZE, undefined, {
  getOnInit: true,
})

/** A command the user ran, with the arguments it ran with. */
export type RecentCommand = { id: string; args: Record<string, unknown> }
const recentStored = atomWithStorage<RecentCommand[]>('oxide-console.recent', [], undefined, {
  getOnInit: true,
})

export const RECENT_LIMIT = 8
export const ROWS_PER_PAGE_CHOICES = [25, 50, 100, 200] as const

export const logDrawerOpenAtom = atom((get) => get(logOpenStored))
export const setLogDrawerOpenAtom = atom(null, (_get, set, open: boolean) =>
  set(logOpenStored, open),
)
export const toggleLogDrawerAtom = atom(null, (get, set) => set(logOpenStored, !get(logOpenStored)))

/** Rows per page while a script plays: the default, whatever the user chose. */
export const SCRIPT_ROWS_PER_PAGE = 50
const PLAYING = new Set(['playing', 'paused', 'waiting-key', 'step'])

/**
 * The user's rows per page; while a script plays, the default: a script runs in a known
 * environment, so its `expect worker-2` finds the row whatever page size the viewer prefers.
 */
export const rowsPerPageAtom = atom((get) => {
  const player = get(scriptPlayerAtom)
  return player && PLAYING.has(player.status) ? SCRIPT_ROWS_PER_PAGE : get(rowsStored)
})
export const setRowsPerPageAtom = atom(null, (_get, set, rows: number) => {
  if (Number.isInteger(rows) && rows > 0) set(rowsStored, rows)
})

export const recentCommandsAtom = atom((get) => get(recentStored))

/** Most recent first; the same command with the same args moves to the front. */
export const pushRecentCommandAtom = atom(null, (get, set, entry: RecentCommand) => {
  const same = (r: RecentCommand) =>
    r.id === entry.id && JSON.stringify(r.args) === JSON.stringify(entry.args)
  set(recentStored, [entry, ...get(recentStored).filter((r) => !same(r))].slice(0, RECENT_LIMIT))
})

// The serial console's font size, in pixels, within what stays legible and fits a laptop.
export const SERIAL_FONT_SIZES = { min: 10, max: 24, default: 13 } as const
const serialFontStored = atomWithStorage(
  'oxide-console.serial-font-size',
  SERIAL_FONT_SIZES.default as number,
  undefined,
  { getOnInit: true },
)
export const serialFontSizeAtom = atom((get) => get(serialFontStored))
export const setSerialFontSizeAtom = atom(null, (_get, set, size: number) => {
  if (!Number.isFinite(size)) return
  const clamped = Math.min(SERIAL_FONT_SIZES.max, Math.max(SERIAL_FONT_SIZES.min, Math.round(size)))
  set(serialFontStored, clamped)
})
