// The update system's progress on the mock clock: once a target release is set, the rack's
// components (each in-service sled's host OS, service processor and root of trust, each switch's
// service processor and root of trust) reach it one by one, one every `step_ms`. Computed from the
// plan when read, so nothing runs in the background and a saved state resumes where it was.
import { versionKey } from '@/api/capabilities'
import { clock } from './clock'
import { transitionDelay } from './transitions'
import type { Db, UpdatePlan } from './store'

/** The components the update system counts. */
export function componentCount(db: Db) {
  const sleds = db.sleds.filter((s) => s.policy.kind === 'in_service').length
  return sleds * 3 + db.switches.length * 2
}

/** How far a plan has come at `now`: components moved, and whether it has stopped at its halt. */
export function planProgress(plan: UpdatePlan, now = clock.now()) {
  const total = Object.values(plan.base).reduce((a, b) => a + b, 0)
  const behind = total - (plan.base[plan.to] ?? 0)
  const limit = plan.halt
    ? Math.min(behind, Math.max(0, plan.halt.at - (plan.base[plan.to] ?? 0)))
    : behind
  const steps = plan.step_ms > 0 ? Math.floor((now - plan.started_at) / plan.step_ms) : behind
  const moved = Math.max(0, Math.min(limit, steps))
  return {
    total,
    behind,
    moved,
    halted: plan.halt !== undefined && moved >= limit && limit < behind,
  }
}

/**
 * Components per version at `now`: the plan's base, with `moved` of them (the oldest versions
 * first) now running the target.
 */
export function distribution(plan: UpdatePlan, now = clock.now()): Record<string, number> {
  const { moved } = planProgress(plan, now)
  const counts = { ...plan.base }
  let left = moved
  const others = Object.keys(counts)
    .filter((v) => v !== plan.to)
    .sort((a, b) => (versionKey(a) < versionKey(b) ? -1 : 1))
  for (const v of others) {
    const take = Math.min(left, counts[v] ?? 0)
    counts[v] = (counts[v] ?? 0) - take
    left -= take
  }
  counts[plan.to] = (counts[plan.to] ?? 0) + moved
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))
}

/**
 * The time of the planner's last step: the last component it moved, or when the target was set
 * (the planner's first look) before any has.
 */
export function lastStepPlanned(plan: UpdatePlan, now = clock.now()) {
  const { moved } = planProgress(plan, now)
  return new Date(plan.started_at + moved * plan.step_ms).toISOString()
}

/** A sentinel in a version's pre-release stops the update halfway (mock/README.md). */
function haltFor(version: string, total: number): UpdatePlan['halt'] {
  const pre = /^[^-+]+-([^+]+)/.exec(version)?.[1] ?? ''
  const words = pre.split('.')
  if (words.includes('suspend')) return { at: Math.floor(total / 2), kind: 'suspend' }
  if (words.includes('support')) return { at: Math.floor(total / 2), kind: 'support' }
  return undefined
}

/** Components move every two state-machine delays: 4 s in the browser, instant in node tests. */
export const updateStepMs = () => transitionDelay() * 2

/** A new plan towards `to`, starting from where the components are now. */
export function planTowards(db: Db, to: string, now = clock.now()): UpdatePlan {
  const base = db.updatePlan
    ? distribution(db.updatePlan, now)
    : { 'install dataset': componentCount(db) }
  const total = Object.values(base).reduce((a, b) => a + b, 0)
  const halt = haltFor(to, total)
  return { base, to, started_at: now, step_ms: updateStepMs(), ...(halt ? { halt } : {}) }
}
