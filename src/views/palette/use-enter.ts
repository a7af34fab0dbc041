// Enter in the palette's search, for everything typed (enter-plan.ts decides): it runs the
// highlighted entry, lands on the resource named as typed, offers the several of that name, or
// looks the name up across the silo, saying where it is looking (Esc stops it). What it says
// stands until the query changes.
import { useEffect, useRef, useState } from 'react'
import { isAbort } from '@/api/request-slots'
import { LookupIncomplete, heldHits, lookUpName, type LookupProgress } from '../name-index/lookup'
import { paletteFrameAtom, paletteOpenAtom, requestKeyAtom } from '@/state/palette'
import { store } from '@/state/store'
import { indexView } from '../name-index/index-state'
import { nearProjects } from '../name-index/keeper'
import type { PaletteEntry } from './entries'
import { planEnter } from './enter-plan'

/** A name not found is not looked up again for this long: the next Enter runs the closest. */
const NOT_FOUND_MS = 60_000

/**
 * `stop web-1` and Enter before the index holds every project's names (the palette reads them
 * once two words are typed): Enter again once it does, this long at most, so that the command on
 * the resource named is there to run.
 */
const VERB_WAIT_MS = 3000

export type EnterNote =
  | { kind: 'looking'; progress: LookupProgress }
  | { kind: 'not-found'; name: string; closest: boolean }
  | { kind: 'stopped'; name: string }
  | { kind: 'failed'; name: string; why: string }
  | { kind: 'choose'; name: string; count: number }
  | { kind: 'nothing'; query: string; closest: boolean }

type Press = {
  current: PaletteEntry | undefined
  picked: boolean
  exact: PaletteEntry[]
  /** the index is complete and fresh (asked at the press) */
  indexAnswers: () => boolean
  /** runs the highlighted entry */
  run: () => void
  /** lands on a resource */
  go: (entry: PaletteEntry) => void
}

export function useEnter(query: string, fleet: boolean) {
  const [said, setSaid] = useState<{ query: string; note: EnterNote } | null>(null)
  const notFound = useRef(new Map<string, number>())
  // The query whose Enter waits for the index (once a query: the second Enter says what it finds).
  const waitedFor = useRef<string | null>(null)
  const looking = useRef<AbortController | null>(null)
  // A new query: what Enter was doing for the old one stops.
  useEffect(
    () => () => {
      looking.current?.abort()
      looking.current = null
    },
    [query],
  )
  const say = (note: EnterNote) => setSaid({ query, note })

  const press = ({ current, picked, exact, indexAnswers, run, go }: Press) => {
    if (looking.current) return
    // `#name` is a name too.
    const typed = query.trim().replace(/^#/, '')
    const word = typed.toLowerCase()
    const missedAt = notFound.current.get(word)
    const plan = planEnter({
      query: typed,
      current,
      picked,
      exact,
      indexAnswers: indexAnswers(),
      notFound: missedAt !== undefined && Date.now() - missedAt < NOT_FOUND_MS,
    })
    if (plan.do === 'run') return run()
    if (plan.do === 'go') return go(plan.entry)
    if (plan.do === 'choose') return say({ kind: 'choose', name: word, count: plan.hits.length })
    if (plan.do === 'nothing' && /\s/.test(typed) && !indexView().complete) {
      if (waitedFor.current !== query) {
        waitedFor.current = query
        const since = Date.now()
        const again = () => {
          // Only for the same query on a palette still open.
          const here = store.get(paletteOpenAtom) && store.get(paletteFrameAtom).query === query
          if (!here) return
          if (indexView().complete || Date.now() - since > VERB_WAIT_MS)
            store.set(requestKeyAtom, 'Enter')
          else setTimeout(again, 100)
        }
        setTimeout(again, 100)
        return
      }
    }
    if (plan.do === 'nothing') return say({ kind: 'nothing', query: typed, closest: plan.closest })
    const ac = new AbortController()
    looking.current = ac
    const asked = query
    say({ kind: 'looking', progress: { name: plan.name, looked: 0, total: 0, what: '' } })
    lookUpName(plan.name, {
      fleet,
      near: nearProjects(),
      signal: ac.signal,
      onProgress: (progress) =>
        !ac.signal.aborted && setSaid({ query: asked, note: { kind: 'looking', progress } }),
    }).then(
      (found) => {
        if (ac.signal.aborted) return
        looking.current = null
        const hits = found.length ? found : heldHits(plan.name)
        if (hits.length === 1) return go(hits[0]!)
        if (hits.length > 1)
          return setSaid({
            query: asked,
            note: { kind: 'choose', name: plan.name, count: hits.length },
          })
        notFound.current.set(plan.name, Date.now())
        setSaid({
          query: asked,
          note: { kind: 'not-found', name: plan.name, closest: current !== undefined },
        })
      },
      (e: unknown) => {
        if (looking.current === ac) looking.current = null
        if (isAbort(e)) return
        const why = e instanceof LookupIncomplete ? e.message : String(e)
        setSaid({ query: asked, note: { kind: 'failed', name: plan.name, why } })
      },
    )
  }

  /** Esc while looking: stops the lookup (answers false when there was none). */
  const stop = () => {
    const ac = looking.current
    if (!ac) return false
    ac.abort()
    looking.current = null
    const name = query.trim().replace(/^#/, '').toLowerCase()
    setSaid({ query, note: { kind: 'stopped', name } })
    return true
  }

  return { note: said?.query === query ? said.note : null, press, stop }
}
