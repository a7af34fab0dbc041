// One index and one change feed for every tab of a browser profile. The tabs tell each other each
// list they read and each change the feed read (BroadcastChannel), and only one of them, the
// keeper, refreshes the index and reads the feed: the visible tab that holds the owner's Web
// Lock. A hidden tab lets the lock go, so no tab asks anything while every tab is hidden, and the
// next visible one takes over. Where the browser has neither, each tab keeps its own.
import type { IndexList } from './index-state'

const CHANNEL = 'oxide-console-name-index'

/** What the tabs tell each other, by topic: `lists` (the index's), and the live feed's. */
type Message = { owner: string; topic: string; data: unknown }
type ListsNews = { lists: IndexList[]; gone: string[] }

let channel: BroadcastChannel | null = null
const handlers = new Map<string, (owner: string, data: unknown) => void>()

function open() {
  if (channel || typeof BroadcastChannel === 'undefined') return
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (e: MessageEvent<Message>) =>
    handlers.get(e.data?.topic)?.(e.data.owner, e.data.data)
}

/** Hears what other tabs tell on `topic` (one handler a topic). */
export function hear<T>(topic: string, handler: (owner: string, data: T) => void) {
  handlers.set(topic, handler as (owner: string, data: unknown) => void)
  open()
}

/** Tells the other tabs `data` on `topic`. */
export function tell(owner: string, topic: string, data: unknown) {
  try {
    channel?.postMessage({ owner, topic, data } satisfies Message)
  } catch {
    // Something that cannot be cloned: the other tabs read it themselves.
  }
}

/** Hears the lists other tabs read, for `owner` only. */
export function hearLists(handler: (owner: string, lists: IndexList[], gone: string[]) => void) {
  hear<ListsNews>('lists', (owner, m) => handler(owner, m.lists, m.gone))
}

/** Tells the other tabs what this one read. */
export function tellLists(owner: string, lists: IndexList[], gone: string[] = []) {
  if (!lists.length && !gone.length) return
  tell(owner, 'lists', { lists, gone } satisfies ListsNews)
}

let keeping = false
let release: (() => void) | null = null
let asking: AbortController | null = null
let lockOwner: string | null = null
const onKeeping = new Set<() => void>()

/** This tab refreshes the index and reads the feed for all (it holds the lock and is visible). */
export const isKeeper = () => keeping && !document.hidden

/** Runs `fn` each time this tab becomes the keeper (a tab shown again catches up at once). */
export function whenKeeper(fn: () => void): () => void {
  onKeeping.add(fn)
  return () => void onKeeping.delete(fn)
}

const becameKeeper = () => {
  keeping = true
  for (const fn of onKeeping) fn()
}

/**
 * Takes part in the choice of the keeper for `owner`: asks for the lock while the tab is visible,
 * lets it go while hidden. Without Web Locks every visible tab keeps its own.
 */
export function joinKeepers(owner: string) {
  if (lockOwner === owner) return
  leave()
  lockOwner = owner
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) {
    becameKeeper()
    const onShown = () => !document.hidden && becameKeeper()
    document.addEventListener('visibilitychange', onShown)
    leaveNow = () => document.removeEventListener('visibilitychange', onShown)
    return
  }
  const ask = () => {
    if (document.hidden || release || asking || lockOwner !== owner) return
    const ac = new AbortController()
    asking = ac
    locks
      .request(`${CHANNEL}:${owner}`, { signal: ac.signal }, () => {
        asking = null
        becameKeeper()
        return new Promise<void>((resolve) => {
          release = () => {
            keeping = false
            release = null
            resolve()
          }
        })
      })
      .catch(() => {
        if (asking === ac) asking = null
      })
  }
  const onVisibility = () => {
    if (document.hidden) {
      asking?.abort()
      asking = null
      release?.()
    } else ask()
  }
  document.addEventListener('visibilitychange', onVisibility)
  leaveNow = () => document.removeEventListener('visibilitychange', onVisibility)
  ask()
}

let leaveNow = () => {}

/** Leaves the choice (a new owner; tests). */
export function leave() {
  leaveNow()
  leaveNow = () => {}
  asking?.abort()
  asking = null
  release?.()
  keeping = false
  lockOwner = null
}
