// The browser's copy of the name index (IndexedDB), per owner (silo and user): read at once on a
// reload, in a new tab or the next day, written as lists are read. Where IndexedDB is missing or
// refuses (private windows, quotas), the index lives in the tab only.
import type { IndexList } from './index-state'

const DB_NAME = 'oxide-console-name-index'
const STORE = 'lists'
const VERSION = 1

type Row = IndexList & { owner: string }

let opening: Promise<IDBDatabase | null> | null = null

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null)
    let req: IDBOpenDBRequest
    try {
      req = indexedDB.open(DB_NAME, VERSION)
    } catch {
      return resolve(null)
    }
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: ['owner', 'key'] })
      store.createIndex('owner', 'owner')
    }
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => resolve(null)
    req.onblocked = () => resolve(null)
  })
  return opening
}

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => resolve()
    tx.onabort = () => resolve()
  })

/** Every list kept for `owner` (none when there is no store). */
export async function loadLists(owner: string): Promise<IndexList[]> {
  const db = await open()
  if (!db) return []
  return new Promise((resolve) => {
    try {
      const req = db.transaction(STORE).objectStore(STORE).index('owner').getAll(owner)
      req.onsuccess = () =>
        resolve((req.result as Row[]).map(({ owner: _o, ...list }) => list as IndexList))
      req.onerror = () => resolve([])
    } catch {
      resolve([])
    }
  })
}

/** Keeps `lists` for `owner`, and forgets `gone` (keys). */
export async function saveLists(owner: string, lists: IndexList[], gone: string[] = []) {
  const db = await open()
  if (!db) return
  try {
    const tx = db.transaction(STORE, 'readwrite')
    const store = tx.objectStore(STORE)
    for (const l of lists) store.put({ ...l, owner } satisfies Row)
    for (const key of gone) store.delete([owner, key])
    await done(tx)
  } catch {
    // A full or refusing store: the index still works for this tab.
  }
}
