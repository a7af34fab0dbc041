// Search as the palette renders it. The keystroke's own render shows the quick pass (titles that
// contain the query: well under a millisecond with 10,000 names, search.ts `quickSearch`); the
// full search (Fuse over the commands, and over every name when too few contain the query) runs
// in a worker (search-worker.ts) and shows when it comes, so the page's thread answers the next
// key at once. Where there is no worker, it runs here in steps of a millisecond or two between
// frames, given up when the query changes.
import { startTransition, useEffect, useMemo, useState } from 'react'
import { quickSearch, searchSteps, type Searchable, type SearchIndex } from './search'
import { indexElsewhere, searchElsewhere } from './search-client'
import { whenIdle } from '../when-idle'

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
  // The index as it will be searched (the resource index complete: each part of one still loading
  // is an index of its own, not worth the copy) goes to the worker while nothing is typed.
  useEffect(() => {
    if (!fuzzyNames) return
    return whenIdle(() => indexElsewhere(index))
  }, [index, fuzzyNames])
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
