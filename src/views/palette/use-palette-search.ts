// Search as the palette renders it. The keystroke's own render shows the quick pass (titles that
// contain the query: well under a millisecond with 10,000 names, search.ts `quickSearch`); the
// full search (Fuse over the commands, and over every name when too few contain the query) runs
// in a worker (search-worker.ts) and shows when it comes, so the page's thread answers the next
// key at once. Where there is no worker, it runs here in steps of a millisecond or two between
// frames, given up when the query changes.
import { startTransition, useEffect, useMemo, useState } from 'react'
import { quickSearch, searchSteps, type Searchable, type SearchIndex } from './search'
import { liteItem, type SearchReply, type SearchRequest } from './search-protocol'

/** How long the full search runs before it lets the page answer keys and paint. */
const STEP_BUDGET_MS = 4

/** Back to the event loop: a key pressed meanwhile is handled before the next step. */
const yieldToPage = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

/**
 * Runs `steps` to the end in slices of STEP_BUDGET_MS, from the next task on; undefined once
 * `gone()` says so.
 */
async function runSteps<R>(steps: Generator<void, R>, gone: () => boolean) {
  // Not in the keystroke's own task: its render paints first.
  await yieldToPage()
  if (gone()) return undefined
  let start = performance.now()
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
    if (performance.now() - start > STEP_BUDGET_MS) {
      await yieldToPage()
      if (gone()) return undefined
      start = performance.now()
    }
  }
}

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

/** One search at a time in the worker; a newer one waits in `next`, replacing the one there. */
let busy = false
let next: { send: () => void; drop: () => void } | null = null

/**
 * The full search in the worker: the items, null when it could not answer (run it here), or
 * undefined when a newer search took its turn before it was sent.
 */
function searchElsewhere<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit: number,
  fuzzyNames: boolean,
): Promise<T[] | null | undefined> {
  const w = searchWorker()
  if (!w) return Promise.resolve(null)
  return new Promise((resolve) => {
    const send = () => {
      busy = true
      const n = ++seq
      waiting.set(n, (found) => {
        busy = false
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
    if (!busy) return send()
    next?.drop()
    next = { send, drop: () => resolve(undefined) }
  })
}

type Full<T extends Searchable> = {
  index: SearchIndex<T>
  query: string
  limit: number
  fuzzyNames: boolean
  items: T[]
}

export type PaletteSearch<T> = {
  /** null for an empty query */
  results: T[] | null
  /** true once `results` are the full search for the query (Enter waits for that) */
  settled: boolean
}

export function usePaletteSearch<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit: number,
  /**
   * false while the resource index is still loading: names match by substring until it is
   * complete (each new part of it is a new index, and Fuse would index every name again).
   */
  fuzzyNames = true,
): PaletteSearch<T> {
  const empty = !query.trim()
  const quick = useMemo(
    () => (empty ? null : quickSearch(index, query, limit)),
    [empty, index, query, limit],
  )
  const [full, setFull] = useState<Full<T> | null>(null)
  useEffect(() => {
    if (empty) return
    let gone = false
    const here = () =>
      runSteps(searchSteps(index, query, limit, { fuzzyNames, allCommands: true }), () => gone)
    void searchElsewhere(index, query, limit, fuzzyNames)
      .then((items) => (items === null && !gone ? here() : items))
      .then((items) => {
        // A render the next key can interrupt: the key's own render goes first.
        if (items && !gone)
          startTransition(() => setFull({ index, query, limit, fuzzyNames, items }))
      })
    return () => {
      gone = true
    }
  }, [empty, index, query, limit, fuzzyNames])
  if (empty) return { results: null, settled: true }
  // Only the full results for this query on this index: an index that just grew (the resource
  // index arriving in parts) may hold what Enter must pick (the project named as typed).
  const fresh =
    full !== null &&
    full.index === index &&
    full.query === query &&
    full.limit === limit &&
    full.fuzzyNames === fuzzyNames
  return { results: fresh ? full.items : quick, settled: fresh }
}
