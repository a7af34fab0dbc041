// A table filter on a paginated list looks at the whole list, not just the page on screen: it
// reads the list from both ends (list-scan.ts: pages of 1,000, through the shared request slots,
// a yield between pages so typing stays instant) and keeps the matching rows as they come. A
// change of filter or `stop` (Esc) cancels the read.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Endpoint } from '@/api/endpoint'
import { scanList } from '@/api/list-scan'
import { isAbort, PRIORITY } from '@/api/request-slots'
import { keepWholeList, wholeListKey } from '@/api/whole-list-store'
import type { ListBase } from './list-params'

/** Typing pauses this long before a read of the whole list starts (each key would restart it). */
export const WHOLE_LIST_DELAY_MS = 150

export type WholeListSearch<T> = {
  /** the filter these rows are for */
  needle: string
  /** every matching row read so far, in list order */
  matches: T[]
  /** rows read so far */
  searched: number
  /** the read has reached the end of the list */
  done: boolean
  /** the read was stopped (Esc) or failed before the end */
  stopped: boolean
  error?: string
}

type Options<T> = {
  endpoint: Endpoint<never>
  base: ListBase
  /** lower-cased filter text; '' or null: no read */
  needle: string | null
  text: (row: T) => string
}

export function useWholeListFilter<T>({ endpoint, base, needle, text }: Options<T>) {
  const [search, setSearch] = useState<WholeListSearch<T> | null>(null)
  const abort = useRef<AbortController | null>(null)
  const textRef = useRef(text)
  // The row text may be a new function on every render; the read in progress uses the latest.
  useLayoutEffect(() => {
    textRef.current = text
  })
  const baseKey = JSON.stringify(base)

  useEffect(() => {
    if (!needle) return
    const ac = new AbortController()
    abort.current = ac
    // Matches from the first page on, and from the last page back (see list-scan.ts).
    const front: T[] = []
    const back: T[] = []
    // Every row read, from both ends: once it is the whole list, it is kept (whole-list-store.ts)
    // for the pager's total and a sort by any column.
    const all: { first: T[]; last: T[] } = { first: [], last: [] }
    const matches = () => [...front, ...back.toReversed()]
    let searched = 0
    const timer = setTimeout(() => {
      setSearch({ needle, matches: [], searched: 0, done: false, stopped: false })
      const params = JSON.parse(baseKey) as ListBase
      scanList(
        endpoint as never,
        params as never,
        (rows: T[], end, done) => {
          const into = end === 'first' ? front : back
          all[end].push(...rows)
          for (const row of rows)
            if (textRef.current(row).toLowerCase().includes(needle)) into.push(row)
          searched += rows.length
          if (done)
            keepWholeList(wholeListKey(endpoint.key, params), [
              ...all.first,
              ...all.last.toReversed(),
            ])
          setSearch({ needle, matches: matches(), searched, done, stopped: false })
        },
        { signal: ac.signal, priority: PRIORITY.asked },
      ).catch((e: unknown) => {
        const error = isAbort(e) ? undefined : e instanceof Error ? e.message : String(e)
        setSearch({ needle, matches: matches(), searched, done: false, stopped: true, error })
      })
    }, WHOLE_LIST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      ac.abort()
    }
  }, [endpoint, baseKey, needle])

  /** Stops the read where it is (Esc in the filter box): what was found stays. */
  const stop = useCallback(() => abort.current?.abort(), [])
  return { search: needle && search?.needle === needle ? search : null, stop }
}
