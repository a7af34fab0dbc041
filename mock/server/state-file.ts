// `--state FILE`: the platform's state on disk, so a demo server loses nothing across restarts.
// The file holds the database (whole API objects, as the wire has them) and the console
// sessions. It is written whole to a temporary file and renamed over the old one, so a crash
// mid-write leaves the previous state. A file that cannot be read or does not hold a state is
// refused with the reason, never replaced.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { buildSeed } from '../seed/seed'
import type { Db } from '../db/store'

const FORMAT = 'oxide-mock-platform-state'
const VERSION = 1

export type SavedState = {
  db: Db
  sessions: Record<string, string>
  /** tables the file predates, taken from the seed (a file saved by an older server) */
  filled?: string[]
}

/** The file cannot be used; the message says why. */
export class StateFileError extends Error {}

/** The state in `path`, or null when there is no file yet. */
export function loadState(path: string): SavedState | null {
  if (!existsSync(path)) return null
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    throw new StateFileError(`cannot read ${path}: ${(e as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    throw new StateFileError(`${path} is not valid JSON: ${(e as Error).message}`)
  }
  const file = parsed as { format?: unknown; version?: unknown; db?: unknown; sessions?: unknown }
  if (!file || typeof file !== 'object' || file.format !== FORMAT)
    throw new StateFileError(`${path} is not a mock platform state file (no "format": "${FORMAT}")`)
  if (file.version !== VERSION)
    throw new StateFileError(
      `${path} is version ${String(file.version)} of the state format; this server reads ${VERSION}`,
    )
  const db = file.db as Record<string, unknown> | null
  if (!db || typeof db !== 'object') throw new StateFileError(`${path} has no "db" object`)
  // Every table of the seed, of the same kind (list, map or value). A table the file lacks is
  // one a newer server added: it starts as the seed has it. A file with none is no database.
  const seed = buildSeed() as unknown as Record<string, unknown>
  const tables = Object.keys(seed).filter((t) => t !== 'transitions')
  if (!tables.some((t) => t in db))
    throw new StateFileError(`${path}: "db" holds none of the platform's tables`)
  const filled: string[] = []
  for (const table of tables) {
    const value = seed[table]
    if (!(table in db)) {
      db[table] = value
      filled.push(table)
      continue
    }
    const saved = db[table]
    const kind = (v: unknown) => (Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v)
    if (kind(saved) !== kind(value) && !(value === null || saved === null))
      throw new StateFileError(
        `${path}: the table "${table}" is a ${kind(saved)}, expected a ${kind(value)}`,
      )
  }
  const sessions = file.sessions ?? {}
  if (
    typeof sessions !== 'object' ||
    Array.isArray(sessions) ||
    Object.values(sessions as object).some((v) => typeof v !== 'string')
  )
    throw new StateFileError(`${path}: "sessions" must map cookie values to usernames`)
  return {
    db: { ...(db as unknown as Db), transitions: [] },
    sessions: sessions as Record<string, string>,
    ...(filled.length ? { filled } : {}),
  }
}

/** Write the state (pending transitions are not data: settle them before the last save). */
export function saveState(path: string, state: SavedState) {
  const { transitions: _pending, ...tables } = state.db
  const text = JSON.stringify({
    format: FORMAT,
    version: VERSION,
    saved_at: new Date().toISOString(),
    db: tables,
    sessions: state.sessions,
  })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, text)
  renameSync(tmp, path)
}
