// Reads one list of the name index from the API, whole, and puts it in: in this tab, in the
// browser's copy and in the other tabs. Two asks for the same list share one read. A list the
// user may not see (403) or that is gone (404) is known as empty; any other failure leaves the
// list as it was and is not asked again for a while.
import { streamPages } from '@/api/page-stream'
import { PRIORITY, isAbort, type Priority } from '@/api/request-slots'
import { asApiError } from '@/api/errors'
import { saveLists } from './index-db'
import { indexOwner, listKey, putLists, sourceOf, type IndexList } from './index-state'
import { tellLists } from './share'

/** A list whose read failed is not asked again for this long. */
export const FAILED_PAUSE_MS = 30_000

type ReadOptions = { priority?: Priority; signal?: AbortSignal; wide?: boolean }

const going = new Map<string, Promise<boolean>>()
const failedAt = new Map<string, number>()
let calls = 0

/** API calls the index has made in this tab (the bench and the tests read it). */
export const indexCalls = () => calls

/** The list failed a moment ago: better not ask again yet. */
export const failedLately = (key: string, now = Date.now()) =>
  now - (failedAt.get(key) ?? -Infinity) < FAILED_PAUSE_MS

/** A read of this list is under way. */
export const readGoing = (key: string) => going.has(key)

/** Puts lists in this tab and passes them on to the browser's copy and the other tabs. */
export function keepLists(lists: IndexList[]) {
  const owner = indexOwner()
  const { taken, gone } = putLists(lists)
  if (owner && (taken.length || gone.length)) {
    void saveLists(owner, taken, gone)
    tellLists(owner, taken, gone)
  }
}

/**
 * A read under way, shared: cancelled by the one who started it (a `#` fill started again as the
 * palette learns the user is a fleet viewer, a name typed anew), it is read anew for a caller not
 * cancelled itself, which would otherwise take that AbortError as its own and stop.
 */
function joined(
  running: Promise<boolean>,
  kind: string,
  project: string | undefined,
  opts: ReadOptions,
) {
  return running.catch((e: unknown): Promise<boolean> => {
    if (isAbort(e) && !opts.signal?.aborted) return readList(kind, project, opts)
    throw e
  })
}

/**
 * Reads the list of `kind` (in `project`) and puts it in. Resolves true once it is in, false when
 * it could not be read; rejects with an AbortError when `signal` aborts.
 */
export function readList(
  kind: string,
  project: string | undefined,
  opts: ReadOptions = {},
): Promise<boolean> {
  const key = listKey(kind, project)
  const running = going.get(key)
  if (running) return joined(running, kind, project, opts)
  const source = sourceOf(kind)
  if (!source) return Promise.resolve(false)
  const owner = indexOwner()
  const items: { name: string }[] = []
  const read = (async () => {
    try {
      await streamPages(
        source.list,
        source.params(project) as never,
        (page) => {
          calls++
          items.push(...page)
        },
        {
          priority: opts.priority ?? PRIORITY.background,
          signal: opts.signal,
          wide: opts.wide,
        },
      )
    } catch (e) {
      if (isAbort(e)) throw e
      const status = asApiError(e).statusCode
      calls++
      // Not this user's to see, or gone: known to hold nothing they can reach.
      if (status !== 403 && status !== 404) {
        failedAt.set(key, Date.now())
        return false
      }
      items.length = 0
    }
    // Read for another user or silo (the session changed meanwhile): not theirs to keep.
    if (indexOwner() !== owner && owner !== null) return false
    keepLists([{ key, kind, project, items, readAt: Date.now() }])
    return true
  })()
  going.set(key, read)
  const forget = () => void (going.get(key) === read && going.delete(key))
  read.then(forget, forget)
  return read
}
