// The in-browser platform keeps its state for the tab that holds it (browser-share.ts): saved to
// sessionStorage when the page goes away (a reload, a URL typed in the address bar, a link out),
// read back when the next page of the same tab starts the mock and holds the platform. The same
// text is what the holder hands over to the browser's other tabs as it goes. `?mock-reset=1` (and
// the *Reset mock platform* command, which loads it) starts over from the seed. The HTTP server
// has its own `--state FILE`.
//
// sessionStorage holds about 5 million characters a tab. The seeded platform is about 190,000 as
// JSON, but the 10,000 instances of `?mock-bulk=10000` are 5.6 million: the bulk project's
// instances are made again from their count and the time they were made (seed/bulk.ts), so only
// the ones changed since are saved, and the ids of those deleted.
import { MOCK_PLATFORM_ID_KEY, MOCK_RESET_PARAM, MOCK_TAB_STATE_KEY } from '@/lib/constants'
import type { Schemas as S } from './db/types'
import { resetDb, setDb, type Db } from './db/store'
import { bulkIds, bulkInstance, type BulkSeed } from './seed/bulk'

const FORMAT = 'oxide-mock-tab-state'
const VERSION = 1

type Saved = {
  format: typeof FORMAT
  version: typeof VERSION
  /** every table but the pending transitions, the unchanged bulk instances left out */
  db: Omit<Db, 'transitions'>
  bulk?: BulkSeed & { project: string; deleted: string[] }
}

/** What made the bulk project of this tab, if it has one. */
let bulkSeed: BulkSeed | null = null

/** The bulk project was just made (`?mock-bulk=N`): its instances are saved by their count. */
export const rememberBulk = (seed: BulkSeed | null) => void (seed && (bulkSeed = seed))

/** Field by field (10,000 of them on a page's way out: no JSON of whole objects). */
const sameInstance = (a: S['Instance'], b: S['Instance']) => {
  const keys = Object.keys(a) as (keyof S['Instance'])[]
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(
    (k) =>
      a[k] === b[k] || (typeof a[k] === 'object' && JSON.stringify(a[k]) === JSON.stringify(b[k])),
  )
}

/**
 * The tab's platform as saved text. What is still pending (an instance starting) is settled
 * first: the page goes away now, and the next one finds the instance running.
 */
export function saveText(db: Db, bulk: BulkSeed | null = bulkSeed): string {
  for (const t of [...db.transitions].sort((a, b) => a.at - b.at)) t.apply(db)
  db.transitions = []
  const { transitions: _settled, ...tables } = db
  const project = bulk && db.projects.find((p) => p.name === 'bulk')
  if (!bulk || !project) return JSON.stringify({ format: FORMAT, version: VERSION, db: tables })
  const ids = (bulk.ids ??= bulkIds(bulk.count))
  const now = new Map(db.instances.filter((i) => i.project_id === project.id).map((i) => [i.id, i]))
  const unchanged = new Set<string>()
  const deleted: string[] = []
  ids.forEach((id, i) => {
    const it = now.get(id)
    if (!it) deleted.push(id)
    else if (sameInstance(it, bulkInstance(i, id, project.id, bulk.at))) unchanged.add(id)
  })
  const saved: Saved = {
    format: FORMAT,
    version: VERSION,
    db: { ...tables, instances: db.instances.filter((i) => !unchanged.has(i.id)) },
    bulk: { count: bulk.count, at: bulk.at, project: project.id, deleted },
  }
  return JSON.stringify(saved)
}

/** The platform of a saved text (null when it is not one): the bulk project made again. */
export function loadText(text: string): { db: Db; bulk: BulkSeed | null } | null {
  const saved = JSON.parse(text) as Partial<Saved> | null
  if (!saved || saved.format !== FORMAT || saved.version !== VERSION || !saved.db) return null
  const db = { ...saved.db, transitions: [] } as Db
  const bulk = saved.bulk
  if (!bulk) return { db, bulk: null }
  const kept = new Set(db.instances.map((i) => i.id))
  const deleted = new Set(bulk.deleted)
  const ids = bulkIds(bulk.count)
  ids.forEach((id, i) => {
    if (!kept.has(id) && !deleted.has(id))
      db.instances.push(bulkInstance(i, id, bulk.project, bulk.at))
  })
  return { db, bulk: { count: bulk.count, at: bulk.at, ids } }
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Which platform this tab has: the holder's id, which the tabs it serves take too. */
export const platformId = () => storage()?.getItem(MOCK_PLATFORM_ID_KEY) ?? ''

export const setPlatformId = (id: string) => void storage()?.setItem(MOCK_PLATFORM_ID_KEY, id)

/**
 * Whether the URL asks for a platform from the seed (`?mock-reset=1`); the parameter is taken off
 * the address, so that a reload keeps what follows.
 */
export function takeResetParam(): boolean {
  const url = new URL(window.location.href)
  if (url.searchParams.get(MOCK_RESET_PARAM) !== '1') return false
  url.searchParams.delete(MOCK_RESET_PARAM)
  window.history.replaceState(window.history.state, '', url)
  return true
}

/** A platform from the seed: a new one, so what was known of the last one does not hold for it. */
export function freshTabState() {
  // Built when first asked for (the first request), as before the tabs shared it.
  resetDb()
  bulkSeed = null
  setPlatformId(crypto.randomUUID())
  storage()?.removeItem(MOCK_TAB_STATE_KEY)
}

/** The platform of a saved text (a tab's own, or one handed over by another tab). */
function loadInto(text: string) {
  const loaded = loadText(text)
  if (!loaded) throw new Error('not a saved mock platform')
  setDb(loaded.db)
  bulkSeed = loaded.bulk
}

/** At the mock's start in the tab that holds the platform: the tab's saved platform, if any. */
export function restoreTabState() {
  const store = storage()
  if (!store) return
  const text = store.getItem(MOCK_TAB_STATE_KEY)
  if (!text || !store.getItem(MOCK_PLATFORM_ID_KEY)) return freshTabState()
  try {
    loadInto(text)
  } catch (e) {
    // An older or broken save: the seed, as a fresh tab has it.
    console.warn('The saved mock platform could not be read; starting from the seed', e)
    freshTabState()
  }
}

/** The platform another tab handed over as it went, with its id. */
export function takeHandedOver(text: string, id: string) {
  loadInto(text)
  setPlatformId(id)
}

/** Saves the platform's text for the tab (the next page of the tab may hold the platform). */
export function saveTabState(text: string) {
  const store = storage()
  if (!store) return
  try {
    store.setItem(MOCK_TAB_STATE_KEY, text)
  } catch (e) {
    // Over the tab's quota: the next page starts from the seed rather than half a platform.
    store.removeItem(MOCK_TAB_STATE_KEY)
    console.warn('The mock platform is too large to keep for the tab', e)
  }
}
