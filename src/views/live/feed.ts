// The change feed: one per browser profile, read by the tab that keeps the name index for all
// (share.ts: the visible tab holding the Web Lock). For a user who may read the audit log it asks
// for the entries completed since the last one read, every FEED_MS, tells every tab what they
// were, and each tab reads again the queries those changes touched (revalidate.ts), the keeper
// the index's lists too (follow.ts). A hidden tab asks nothing; the tab shown next catches up
// from where the feed stopped with one read. For a user who may not read the log, each visible
// tab polls what its page shows (page-poll.ts), as it does while the feed cannot read it.
import { entryTouches, TOUCH_ALL } from '@/api/audit-touches'
import { resultKind } from '@/api/audit-entry'
import { asApiError } from '@/api/errors'
import { auditLogList } from '@/api/generated/operations'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { isOwnRequest, onOwnRequest } from '@/api/own-requests'
import {
  LIVE_FOR_MS,
  addOthersAtom,
  liveAtom,
  setLiveAtom,
  type LiveMode,
  type OtherChange,
} from '@/state/live'
import { store } from '@/state/store'
import { followChanges } from '../name-index/follow'
import { hear, isKeeper, tell, whenKeeper } from '../name-index/share'
import { changeVia, changeWhat } from './change-text'
import { advance, readFrom, type Cursor } from './cursor'
import { startPagePoll, stopPagePoll } from './page-poll'
import { readBefore, revalidate, SKEW_MS, type Due } from './revalidate'

/** How long after one read of the log the next one starts (about 14 calls a minute). */
export const FEED_MS = 4000
/** The first read may look this far back (to the oldest list of the index it can vouch for). */
export const CATCH_UP_MS = 24 * 3_600_000
const PAGE = 1000
/** More pages than this to catch up: a gap; everything the page shows is read again. */
const MAX_PAGES = 3

/** What the keeper tells the other tabs after each read. */
type News = {
  mode: LiveMode
  okAt: number | null
  cursor: Cursor | null
  covered: number | null
  entries: AuditLogEntry[]
  gap: boolean
}

/** Sign-in steps and reads sent as POST are not changes anyone made to show. */
const NOT_SHOWN = /^(login_|logout|device_|user_logout)/

let owner: string | null = null
let refused = false
let cursor: Cursor | null = null
let covered: number | null = null
let timer: ReturnType<typeof setInterval> | null = null
let reading = false
let callAt = 0
let wired = false
/** Changes made by any tab of this browser profile (request ids), not listed as others'. */
const profileOwn = new Set<string>()
const startedAt = typeof performance !== 'undefined' ? performance.timeOrigin : Date.now()
/** Where a feed with no cursor reads from (the keeper sets it: the index's oldest list). */
let firstFrom = () => startedAt - 60_000
/** A feed with no cursor waits for this (the browser's copy of the index, to look back to). */
let canStart = () => true

/** When this tab last read the feed (the index's keeper leaves that tick to it). */
export const lastFeedCallAt = () => callAt

const live = () => store.get(liveAtom)

/** The feed reads the log and its last read answered lately (in any tab). */
export function feedLive(now = Date.now()) {
  const l = live()
  return l.mode === 'audit' && l.okAt !== null && now - l.okAt < LIVE_FOR_MS
}

/** Since when (browser clock) the feed has told every change, while it is live; else null. */
export const feedCovered = () => (feedLive() ? covered : null)

/**
 * Where the first read looks from: `from` answers a time (ms since the epoch), once `ready`.
 */
export function setFeedStart(from: () => number, ready: () => boolean) {
  firstFrom = () => Math.max(Date.now() - CATCH_UP_MS, Math.min(from(), startedAt - 60_000))
  canStart = ready
}

/** How often the keeper looks whether the next read is due. */
const CHECK_MS = 250
/** A read that has not answered in this long is given up (the next one asks again). */
const READ_TIMEOUT_MS = 20_000
let readEnd = 0

/** Reads the log when it is due: this tab keeps the feed, it reads the log, FEED_MS have passed. */
function check(now = Date.now()) {
  if (!owner || reading || !isKeeper() || live().mode !== 'audit') return
  if (now - readEnd < FEED_MS || (!cursor && !canStart())) return
  const o = owner
  reading = true
  void read(o).finally(() => {
    reading = false
    readEnd = Date.now()
  })
}

const listParams = (from: number, pageToken?: string) => ({
  query: {
    startTime: new Date(from).toISOString(),
    sortBy: 'time_and_id_ascending' as const,
    limit: PAGE,
    pageToken,
  },
})

/** The newest entry's place: where the feed goes on from after a gap. */
async function newest(from: number): Promise<Cursor | null> {
  const page = await auditLogList(
    {
      query: {
        startTime: new Date(from).toISOString(),
        sortBy: 'time_and_id_descending',
        limit: 1,
      },
    },
    { signal: AbortSignal.timeout(READ_TIMEOUT_MS) },
  )
  const e = page.items?.[0]
  return e ? advance(null, [e], from).cursor : null
}

async function read(o: string) {
  const from = cursor ? readFrom(cursor) : firstFrom()
  const items: AuditLogEntry[] = []
  let gap = false
  let next: Cursor | null = null
  try {
    let token: string | undefined
    for (let pages = 0; ; pages++) {
      if (pages === MAX_PAGES) {
        gap = true
        next = await newest(from)
        break
      }
      callAt = Date.now()
      const page = await auditLogList(listParams(from, token), {
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      })
      items.push(...(Array.isArray(page.items) ? page.items : []))
      token = page.nextPage ?? undefined
      if (!token) break
    }
  } catch (e) {
    if (owner !== o) return
    // Not this user's to read: the page polls instead, in every tab.
    if (asApiError(e).statusCode === 403) {
      refused = true
      const news: News = { mode: 'poll', okAt: null, cursor, covered, entries: [], gap: false }
      tell(o, 'feed', news)
      take(news, true)
    }
    return
  }
  if (owner !== o) return
  const step = advance(cursor, items, from)
  const news: News = {
    mode: 'audit',
    okAt: Date.now(),
    cursor: next ?? step.cursor,
    // A gap: nothing before now can be vouched for. A first read vouches from where it looked.
    covered: gap ? Date.now() : (covered ?? from),
    entries: gap ? [] : step.fresh,
    gap,
  }
  tell(o, 'feed', news)
  take(news, true)
}

const otherChange = (e: AuditLogEntry): OtherChange => ({
  id: e.id,
  time: e.timeCompleted,
  actor: e.actor as OtherChange['actor'],
  what: changeWhat(e),
  via: changeVia(e),
})

/** Takes a read's news (this tab's, or the keeper's): reads again what it touched. */
function take(news: News, here: boolean) {
  cursor = news.cursor ?? cursor
  covered = news.covered
  if (news.mode === 'poll') refused = true
  store.set(setLiveAtom, { mode: news.mode, okAt: news.okAt })
  const heard = Date.now()
  const dues: Due[] = []
  const others: OtherChange[] = []
  for (const e of news.entries) {
    const touch = entryTouches(e)
    if (!touch) continue
    const at = e.timeCompleted instanceof Date ? e.timeCompleted.getTime() : heard
    // This tab's own command read again what it changed already.
    if (!isOwnRequest(e.requestId)) dues.push({ touch, at, heard })
    const mine = isOwnRequest(e.requestId) || profileOwn.has(e.requestId)
    if (!mine && !NOT_SHOWN.test(e.operationId) && resultKind(e) !== 'error')
      if (at >= startedAt - SKEW_MS) others.push(otherChange(e))
  }
  if (news.gap) dues.push({ touch: TOUCH_ALL, at: heard, heard })
  revalidate(dues)
  if (others.length) store.set(addOthersAtom, others)
  if (here)
    followChanges(
      dues.map((d) => ({ touch: d.touch, stale: (readAt: number) => readBefore(readAt, d) })),
    )
}

/**
 * Starts (or goes on with) the feed for `next` (silo and user; null while unknown), a fleet
 * viewer or not. Called with the name index (keeper.ts), whose keeper reads it.
 */
export function startLiveFeed(next: string | null, fleet: boolean) {
  if (next !== owner) {
    owner = next
    cursor = null
    covered = null
    refused = false
    store.set(setLiveAtom, { mode: null, okAt: null })
  }
  if (!owner) return
  const mode: LiveMode = fleet && !refused ? 'audit' : 'poll'
  if (live().mode !== mode)
    store.set(setLiveAtom, { mode, okAt: mode === 'audit' ? live().okAt : null })
  if (!wired) {
    wired = true
    hear<News>('feed', (from, news) => from === owner && take(news, false))
    hear<string>('own', (from, id) => void (from === owner && profileOwn.add(id)))
    onOwnRequest((id) => owner && tell(owner, 'own', id))
    // A tab shown again (or the first to take the lock) catches up at once.
    whenKeeper(() => {
      readEnd = 0
      check()
    })
  }
  startPagePoll(() => live().mode !== null && !feedLive())
  timer ??= setInterval(() => check(), CHECK_MS)
  check()
}

/** Stops the feed (tests; a session that ended). */
export function stopLiveFeed() {
  if (timer) clearInterval(timer)
  timer = null
  stopPagePoll()
  owner = null
}
