// The platform's state machines, driven by the mock's clock. Actions record what should happen
// and when; every request first applies whatever is due (lazily, so no timers run and tests can
// step the clock deterministically).
import { clock } from './clock'
import { provisionableSleds } from './placement'
import type { Db } from './store'
import type { Schemas as S } from './types'

/** How long a transient state lasts: ~2 s in the browser; tests set 0 or step the clock. */
let delayMs = 2000

export const setTransitionDelay = (ms: number) => void (delayMs = ms)
export const transitionDelay = () => delayMs

/** Apply every pending change whose time has come, oldest first. */
export function advanceTransitions(db: Db) {
  const now = clock.now()
  const due = db.transitions.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)
  if (due.length === 0) return
  db.transitions = db.transitions.filter((t) => t.at > now)
  for (const t of due) t.apply(db)
}

/** Drop what is pending for an object (a new action supersedes it). */
export const cancelTransitions = (db: Db, target: string) =>
  void (db.transitions = db.transitions.filter((t) => t.target !== target))

function setRunState(db: Db, id: string, state: S['InstanceState'], at: number) {
  const instance = db.instances.find((i) => i.id === id)
  if (!instance) return
  const time = new Date(at).toISOString()
  instance.run_state = state
  instance.time_run_state_updated = time
  instance.time_modified = time
  // A running instance occupies a sled; a stopped one does not.
  if (state === 'stopped' || state === 'failed' || state === 'destroyed') delete db.instanceSled[id]
  else if (!db.instanceSled[id]) {
    const sleds = provisionableSleds(db)
    const sled = sleds[Math.floor(Math.random() * sleds.length)]
    if (sled) db.instanceSled[id] = sled.id
  }
}

/**
 * Move an instance through `steps`: the first state now, each later one `delay` after the
 * previous. E.g. start is [starting, running]; create without start is [creating, stopped].
 */
export function runInstance(db: Db, instance: S['Instance'], steps: S['InstanceState'][]) {
  cancelTransitions(db, instance.id)
  const now = clock.now()
  steps.forEach((state, i) => {
    if (i === 0) setRunState(db, instance.id, state, now)
    else {
      const at = now + i * delayMs
      db.transitions.push({
        target: instance.id,
        at,
        apply: (d) => setRunState(d, instance.id, state, at),
      })
    }
  })
}

/** Change an object's state after the delay (disks and snapshots leaving `creating`). */
export function later(db: Db, target: string, apply: (db: Db) => void) {
  db.transitions.push({ target, at: clock.now() + delayMs, apply })
}
