// The page's side of the palette's search worker (search-worker.ts): it starts the worker,
// sends it each index once (the last few kept), and one search at a time, a newer one replacing
// the one waiting its turn. Where no worker can start, or it broke, the caller searches itself.
import type { Searchable, SearchIndex } from './search'
import { setWorkerSearching, workerSearching } from './search-busy'
import { liteItem, type SearchReply, type SearchRequest } from './search-protocol'

/** The worker, once started; null where none can start (or it broke: then searches run here). */
let worker: Worker | null | undefined
const waiting = new Map<number, (found: number[] | null) => void>()
let seq = 0

function searchWorker(): Worker | null {
  if (worker !== undefined) return worker
  try {
    worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (e: MessageEvent<SearchReply>) => {
      const done = waiting.get(e.data.seq)
      waiting.delete(e.data.seq)
      done?.(e.data.found)
    }
    worker.onerror = () => {
      worker = null
      for (const done of waiting.values()) done(null)
      waiting.clear()
    }
  } catch {
    worker = null
  }
  return worker
}

/** Indexes the worker holds (the last few: `#` and back searches two), oldest first. */
const sent: { index: object; id: number }[] = []
const KEPT_INDEXES = 3
let nextId = 1

function indexIn(w: Worker, index: SearchIndex<Searchable>) {
  const known = sent.find((s) => s.index === index)
  if (known) return known.id
  const id = nextId++
  const message: SearchRequest = {
    kind: 'index',
    id,
    rich: index.richItems.map(liteItem),
    names: index.nameItems.map((i) => i.title),
  }
  w.postMessage(message)
  sent.push({ index, id })
  if (sent.length > KEPT_INDEXES) w.postMessage({ kind: 'drop', id: sent.shift()!.id })
  return id
}

/**
 * Hands the worker an index ahead of its first search, so that the first keystroke does not wait
 * for the copy to the worker (a structured clone of every item) while the worker builds its Fuse
 * index on the other core. Nothing when there is no worker; nothing again for an index it holds.
 */
export function indexElsewhere<T extends Searchable>(index: SearchIndex<T>) {
  const w = searchWorker()
  if (w) indexIn(w, index as unknown as SearchIndex<Searchable>)
}

/** One search at a time in the worker; a newer one waits in `next`, replacing the one there. */
let next: { send: () => void; drop: () => void } | null = null

/**
 * The full search in the worker: the items, null when it could not answer (run it here), or
 * undefined when a newer search took its turn before it was sent.
 */
export function searchElsewhere<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit: number,
  fuzzyNames: boolean,
): Promise<T[] | null | undefined> {
  const w = searchWorker()
  if (!w) return Promise.resolve(null)
  return new Promise((resolve) => {
    const send = () => {
      // The worker broke while this one waited its turn: it runs on the page instead.
      if (searchWorker() !== w) return resolve(null)
      setWorkerSearching(true)
      const n = ++seq
      waiting.set(n, (found) => {
        setWorkerSearching(false)
        resolve(
          found?.map((at) =>
            at < index.richItems.length
              ? index.richItems[at]!
              : index.nameItems[at - index.richItems.length]!,
          ) ?? null,
        )
        const then = next
        next = null
        then?.send()
      })
      const id = indexIn(w, index as unknown as SearchIndex<Searchable>)
      const message: SearchRequest = { kind: 'search', id, seq: n, query, limit, fuzzyNames }
      w.postMessage(message)
    }
    if (!workerSearching()) return send()
    next?.drop()
    next = { send, drop: () => resolve(undefined) }
  })
}
