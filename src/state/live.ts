// How live the console is (src/views/live/): whether the change feed reads the audit log or the
// page polls what it shows, when the feed last read it (any tab of the browser), and the changes
// others made that it read, for the log drawer.
import { atom } from './store'

/** `audit`: the feed reads the audit log; `poll`: the user may not, the page polls; null: unknown. */
export type LiveMode = 'audit' | 'poll' | null

/** The feed counts as live while its last read answered this recently. */
export const LIVE_FOR_MS = 15_000

export type LiveState = {
  mode: LiveMode
  /** when a read of the feed last answered, in any tab (ms since the epoch) */
  okAt: number | null
}

/** A change someone else made (another user, the CLI, another browser), as the feed read it. */
export type OtherChange = {
  /** the audit log entry's id */
  id: string
  time: Date
  /** the entry's actor, as the API gives it (camelCase) */
  actor: { kind?: string; siloUserId?: string; siloId?: string; userBuiltinId?: string }
  /** `stopped instance web-2 (demo)` */
  what: string
  /** `via CLI`, `via the console`, '' when unknown */
  via: string
}

const livePrimitive = atom<LiveState>({ mode: null, okAt: null })
export const liveAtom = atom((get) => get(livePrimitive))
export const setLiveAtom = atom(null, (get, set, patch: Partial<LiveState>) => {
  const now = get(livePrimitive)
  const next = { ...now, ...patch }
  if (next.mode !== now.mode || next.okAt !== now.okAt) set(livePrimitive, next)
})

const MAX_OTHERS = 200
const othersPrimitive = atom<OtherChange[]>([])
/** Others' changes, oldest first. */
export const othersLogAtom = atom((get) => get(othersPrimitive))
export const addOthersAtom = atom(null, (get, set, changes: OtherChange[]) => {
  const held = get(othersPrimitive)
  const ids = new Set(held.map((c) => c.id))
  const fresh = changes.filter((c) => !ids.has(c.id))
  if (fresh.length) set(othersPrimitive, [...held, ...fresh].slice(-MAX_OTHERS))
})
