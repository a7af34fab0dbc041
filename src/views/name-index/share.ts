// One index for every tab of a browser profile. The tabs tell each other each list they read
// (BroadcastChannel), and only one of them, the keeper, refreshes in the background: the visible
// tab that holds the owner's Web Lock. A hidden tab lets the lock go, so no tab refreshes while
// every tab is hidden, and the next visible one takes over. Where the browser has neither, each
// tab keeps its own index.
import type { IndexList } from './index-state'

const CHANNEL = 'oxide-console-name-index'

type Message = { owner: string; lists: IndexList[]; gone: string[] }

let channel: BroadcastChannel | null = null
let onLists: ((m: Message) => void) | null = null

/** Hears the lists other tabs read, for `owner` only. */
export function hearLists(handler: (owner: string, lists: IndexList[], gone: string[]) => void) {
  onLists = (m) => handler(m.owner, m.lists, m.gone)
  if (channel || typeof BroadcastChannel === 'undefined') return
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (e: MessageEvent<Message>) => onLists?.(e.data)
}

/** Tells the other tabs what this one read. */
export function tellLists(owner: string, lists: IndexList[], gone: string[] = []) {
  if (!lists.length && !gone.length) return
  try {
    channel?.postMessage({ owner, lists, gone } satisfies Message)
  } catch {
    // A list that cannot be cloned: the other tabs read it themselves.
  }
}

let keeping = false
let release: (() => void) | null = null
let asking: AbortController | null = null
let lockOwner: string | null = null

/** This tab refreshes the index for all (it holds the lock and is visible). */
export const isKeeper = () => keeping && !document.hidden

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
    keeping = true
    return
  }
  const ask = () => {
    if (document.hidden || release || asking || lockOwner !== owner) return
    const ac = new AbortController()
    asking = ac
    locks
      .request(`${CHANNEL}:${owner}`, { signal: ac.signal }, () => {
        asking = null
        keeping = true
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
