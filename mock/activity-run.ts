// The other users' activity as it runs (activity.ts plans each action): every 10 to 20 s an
// action goes to the platform as a request of its person, with their credential (made the first
// time), their client and their address, through the same steps as any request
// (answerRequest), so the audit log records it as it would a real one.
import { planAction, type Action, type Person } from './activity'
import { clock } from './db/clock'
import { newId } from './db/ids'
import type { Db } from './db/store'
import type { Delivery } from './msw/router'
import type { Caller } from './msw/session'

/**
 * The credential a person's request carries, as the audit log names it: their first device
 * token for the CLI, their latest console session for the console; made the first time.
 */
export function credentialOf(db: Db, person: Person): string | null {
  const user = db.users.find((u) => u.display_name === person.user)
  if (!user) return null
  const now = clock.iso()
  if (person.method === 'access_token') {
    const token = db.accessTokens.find((t) => t.user_id === user.id)
    if (token) return token.value.id
    const value = { id: newId(), time_created: now, time_expires: null }
    db.accessTokens.push({ user_id: user.id, value })
    return value.id
  }
  const session = db.sessions.filter((s) => s.user_id === user.id).at(-1)
  if (session) {
    session.value.time_last_used = now
    return session.value.id
  }
  const value = { id: newId(), time_created: now, time_last_used: now }
  db.sessions.push({ user_id: user.id, value })
  return value.id
}

/** How the platform answers a request (answerRequest with the handlers). */
export type Answer = (request: Request, via: Delivery) => Promise<Response> | null

/** What an action came to. */
export type Done = { action: Action; caller: Caller; status: number; requestId: string | null }

/** Where requests of the activity are addressed (the platform reads only path and query). */
const ORIGIN = 'http://127.0.0.1'

/** Plans one action on `db` and sends it through `answer`; null when there was nothing to do. */
export async function actOnce(
  db: Db,
  answer: Answer,
  rand: () => number,
  signedIn: readonly string[] = [],
): Promise<Done | null> {
  const action = planAction(db, rand, signedIn)
  if (!action) return null
  const caller: Caller = { ...action.person, credentialId: credentialOf(db, action.person) }
  const request = new Request(new URL(action.url, ORIGIN), {
    method: action.method,
    headers: action.body === undefined ? {} : { 'content-type': 'application/json' },
    body: action.body === undefined ? undefined : JSON.stringify(action.body),
  })
  // A request of someone at their own machine: it took its time before it reached the rack.
  const started = new Date(clock.now() - 40 - Math.floor(rand() * 300)).toISOString()
  const response = await answer(request, { caller, latency: 0, started, chaos: false })
  if (!response) return null
  return {
    action,
    caller,
    status: response.status,
    requestId: response.headers.get('x-request-id'),
  }
}

/** "maria-ops stopped instance web-2 in demo via CLI" */
export const describeDone = ({ action, caller }: Done) =>
  `${caller.user} ${action.what}${caller.method === 'access_token' ? ' via CLI' : ''}`

/** Default pause between two actions: 10 to 20 s. */
export const ACTIVITY_EVERY: [number, number] = [10_000, 20_000]

export type ActivityOptions = {
  /** the platform's database when an action is due (it may be replaced meanwhile) */
  db: () => Db
  answer: Answer
  rand?: () => number
  /** pause between two actions, drawn from [min, max] ms */
  every?: [number, number]
  /** users signed in here, who never act */
  signedIn?: () => readonly string[]
  onDone?: (done: Done) => void
  /** timers; tests step them */
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
}

/** Starts the other users' activity; `stop()` ends it. */
export function startActivity(o: ActivityOptions): { stop(): void } {
  const rand = o.rand ?? Math.random
  const [min, max] = o.every ?? ACTIVITY_EVERY
  const setTimer = o.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms))
  const clearTimer = o.clearTimer ?? ((h: unknown) => clearTimeout(h as number))
  let stopped = false
  let timer: unknown = null
  const next = () => {
    if (stopped) return
    timer = setTimer(() => void tick(), min + rand() * (max - min))
  }
  const tick = async () => {
    try {
      const done = await actOnce(o.db(), o.answer, rand, o.signedIn?.() ?? [])
      if (done && !stopped) o.onDone?.(done)
    } catch (e) {
      console.error('mock activity: an action failed', e)
    }
    next()
  }
  next()
  return {
    stop() {
      stopped = true
      if (timer !== null) clearTimer(timer)
    },
  }
}
