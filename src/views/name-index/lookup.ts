// Enter on a name the index does not hold: look it up across the silo, reading the lists the
// index lacks or holds too old, with every connection the browser has. The current and recently
// used projects come first (every kind), then the rest of the silo in passes: instances, disks
// and VPCs everywhere, then snapshots, images and floating IPs, then anti-affinity groups. What
// is read goes into the index. Once a list of the rest holds the name, the reads under way finish
// and nothing more is asked; every resource of that name then known is the answer.
import { BROWSER_CONNECTIONS, PRIORITY } from '@/api/request-slots'
import type { PaletteEntry } from '../palette/entries'
import {
  globalSources,
  indexList,
  indexView,
  listKey,
  projectNamesNow,
  projectSources,
} from './index-state'
import { whileBusy } from './keeper'
import { readList } from './read-list'
import { PROJECTS_EVERY_MS, projectOrder } from './refresh-plan'

/** A list read this lately is trusted to answer for the name. */
export const TRUST_NEAR_MS = 2 * 60_000
export const TRUST_FAR_MS = 10 * 60_000

/** The kinds of the passes over the projects that are not near. */
export const PASSES: { label: string; kinds: string[] }[] = [
  { label: 'instances, disks, VPCs', kinds: ['instance', 'disk', 'vpc'] },
  { label: 'snapshots, images, floating IPs', kinds: ['snapshot', 'image', 'floating ip'] },
  { label: 'anti-affinity groups', kinds: ['anti-affinity group'] },
]

export type LookupProgress = {
  name: string
  /** projects looked through (for the pass under way) of all */
  looked: number
  total: number
  /** what the pass under way looks at ('' while at the near projects) */
  what: string
}

/** The resources named `name` (any case) the index holds. */
export function heldHits(name: string): PaletteEntry[] {
  const n = name.toLowerCase()
  return indexView().entries.filter((e) => e.title.toLowerCase() === n)
}

type Step = { kind: string; project?: string }

/** The lists to read for a lookup, in order, with the pass each belongs to. */
export function lookupSteps(
  projects: string[],
  near: string[],
  fleet: boolean,
  fresh: (key: string, near: boolean) => boolean,
): { steps: Step[]; pass: number }[] {
  const order = projectOrder(projects, near)
  const nearSet = new Set(near)
  const keep = (s: Step, isNear: boolean) => !fresh(listKey(s.kind, s.project), isNear)
  const first: Step[] = [
    ...globalSources(fleet)
      .filter((s) => s.kind !== 'project')
      .map((s) => ({ kind: s.kind })),
    ...order
      .filter((p) => nearSet.has(p))
      .flatMap((p) => projectSources.map((s) => ({ kind: s.kind, project: p }))),
  ].filter((s) => keep(s, true))
  const far = order.filter((p) => !nearSet.has(p))
  return [
    { steps: first, pass: -1 },
    ...PASSES.map((pass, i) => ({
      pass: i,
      steps: far
        .flatMap((p) => pass.kinds.map((kind) => ({ kind, project: p })))
        .filter((s) => keep(s, false)),
    })),
  ]
}

/** The name is in none of the lists read, but some could not be read: no answer either way. */
export class LookupIncomplete extends Error {
  constructor(readonly failed: number) {
    super(`${failed} list${failed === 1 ? '' : 's'} could not be read`)
    this.name = 'LookupIncomplete'
  }
}

type LookupOptions = {
  fleet: boolean
  near: string[]
  signal: AbortSignal
  onProgress: (p: LookupProgress) => void
}

/**
 * Looks `name` up across the silo. Resolves with every resource of that name known at the end
 * (none: there is none), rejects with an AbortError once `signal` aborts (Esc).
 */
export function lookUpName(name: string, opts: LookupOptions): Promise<PaletteEntry[]> {
  return whileBusy(() => lookUp(name, opts))
}

async function lookUp(name: string, { fleet, near, signal, onProgress }: LookupOptions) {
  const now = Date.now()
  const fresh = (key: string, isNear: boolean) => {
    const l = indexList(key)
    return !!l && now - l.readAt < (isNear ? TRUST_NEAR_MS : TRUST_FAR_MS)
  }
  // The projects first: a project of that name is an answer, and the passes need the list.
  const projectsKey = listKey('project')
  const held = indexList(projectsKey)
  if (!held || now - held.readAt > PROJECTS_EVERY_MS)
    await readList('project', undefined, { priority: PRIORITY.asked, signal, wide: true })
  signal.throwIfAborted()
  if (heldHits(name).length) return heldHits(name)
  const projects = projectNamesNow() ?? []
  const plan = lookupSteps(projects, near, fleet, fresh)
  const total = projects.length
  let failed = 0
  for (const { steps, pass } of plan) {
    const what = pass < 0 ? '' : PASSES[pass]!.label
    // Projects with a list of this pass still to read.
    const left = new Map<string, number>()
    for (const s of steps) if (s.project) left.set(s.project, (left.get(s.project) ?? 0) + 1)
    const report = () =>
      onProgress({
        name,
        what,
        total,
        looked: pass < 0 ? Math.min(near.length, total) - left.size : total - left.size,
      })
    report()
    let next = 0
    let found = false
    const worker = async () => {
      // The near projects are read whole (a name two of them share is offered twice); a pass
      // over the rest stops at the first list that holds the name.
      while (!(found && pass >= 0) && next < steps.length) {
        const s = steps[next++]!
        // Read since the lookup began (by the keeper, or another tab): not again.
        const held = indexList(listKey(s.kind, s.project))
        const already = held !== undefined && held.readAt >= now
        if (
          !already &&
          !(await readList(s.kind, s.project, { priority: PRIORITY.asked, signal, wide: true }))
        )
          failed++
        signal.throwIfAborted()
        if (s.project) {
          const n = (left.get(s.project) ?? 1) - 1
          if (n > 0) left.set(s.project, n)
          else left.delete(s.project)
        }
        report()
        if (heldHits(name).length) found = true
      }
    }
    await Promise.all(Array.from({ length: BROWSER_CONNECTIONS }, worker))
    signal.throwIfAborted()
    if (found || heldHits(name).length) return heldHits(name)
  }
  if (failed) throw new LookupIncomplete(failed)
  return heldHits(name)
}

/** `#name` over an index not complete: reads every list it lacks, a few at a time. */
export function fillIndex(fleet: boolean, signal: AbortSignal): Promise<void> {
  return whileBusy(async () => {
    if (!indexList(listKey('project')))
      await readList('project', undefined, { priority: PRIORITY.asked, signal })
    const projects = projectNamesNow() ?? []
    const steps = lookupSteps(projects, [], fleet, (key) => !!indexList(key)).flatMap(
      (p) => p.steps,
    )
    let next = 0
    const worker = async () => {
      while (next < steps.length) {
        const s = steps[next++]!
        // Read meanwhile (by the keeper, or another tab): not again.
        // Behind the name's own view calls (probe.ts), which keep the last slot for themselves.
        if (!indexList(listKey(s.kind, s.project)))
          await readList(s.kind, s.project, { priority: PRIORITY.here, signal })
      }
    }
    await Promise.all(Array.from({ length: 3 }, worker))
  })
}
