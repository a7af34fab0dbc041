// `#name` over an index that still lacks lists: the name is asked for directly, one view call per
// list the index lacks (`GET /v1/instances/inst-07777?project=bulk`), beside the reads that fill
// the index. A list of 10,000 instances is ten pages read one after the other (3 s and more at
// 200-400 ms a call); the view by name is one call. Instances first (the commonest search) in
// every project the index lacks them for, the current and recent projects first, then the lists
// outside projects, then disks and VPCs; at most PROBE_MAX calls a name, through the shared
// request slots (the bound of request-slots.ts holds), each cancelled once the name changes.
// What answers with that very name shows in the palette at once; the index is not touched (it
// holds whole lists), and still fills as before.
import { PRIORITY, isAbort, withSlot } from '@/api/request-slots'
import type { PaletteEntry } from '../palette/entries'
import { isNamed, toEntry } from '../palette/resource-sources'
import { globalSources, indexList, listKey, projectNamesNow, sourceOf } from './index-state'
import { readList } from './read-list'
import { projectOrder } from './refresh-plan'

/** The kinds asked for in every project the index lacks them for, in this order. */
export const PROBE_KINDS = ['instance', 'disk', 'vpc'] as const
/** The most view calls one name costs. */
export const PROBE_MAX = 24

export type ProbeStep = { kind: string; project?: string }

/**
 * The view calls for a name, in the order they are asked: instances in each project whose
 * instance list the index lacks (near projects first), the lists outside projects it lacks,
 * then disks and VPCs the same way; the first PROBE_MAX of them.
 */
export function probeSteps(
  projects: string[],
  near: string[],
  fleet: boolean,
  held: (key: string) => boolean,
): ProbeStep[] {
  const order = projectOrder(projects, near)
  const inProjects = (kind: string): ProbeStep[] =>
    order.filter((p) => !held(listKey(kind, p))).map((project) => ({ kind, project }))
  const [first, ...rest] = PROBE_KINDS
  const globals = globalSources(fleet)
    .filter((s) => !held(listKey(s.kind)))
    .map((s) => ({ kind: s.kind }))
  return [...inProjects(first), ...globals, ...rest.flatMap(inProjects)].slice(0, PROBE_MAX)
}

type ProbeOptions = {
  fleet: boolean
  near: string[]
  signal: AbortSignal
  /** each resource of that name, as its answer comes */
  onHit: (entry: PaletteEntry) => void
}

/**
 * Asks for `name` in every list the index lacks (up to PROBE_MAX); resolves once every call has
 * answered, rejects with an AbortError once `signal` aborts. A 404 (none of that name), a 403 or
 * a failure is no hit: the index may still find it.
 */
export async function probeName(name: string, { fleet, near, signal, onHit }: ProbeOptions) {
  // The projects are needed to know where to ask (a read under way is shared, not asked again).
  if (!indexList(listKey('project')))
    await readList('project', undefined, { priority: PRIORITY.asked, signal })
  signal.throwIfAborted()
  const steps = probeSteps(projectNamesNow() ?? [], near, fleet, (key) => !!indexList(key))
  const wanted = name.toLowerCase()
  const unstoppable = new AbortController().signal
  await Promise.all(
    steps.map(async ({ kind, project }) => {
      const source = sourceOf(kind)
      if (!source) return
      let found: unknown
      try {
        // A new name drops the calls still waiting for a slot; one under way finishes (its
        // slot is free only once its answer is in: the bound holds on the wire too).
        found = await withSlot(() => source.view(name, project, unstoppable), {
          priority: PRIORITY.asked,
          signal,
        })
      } catch (e) {
        if (isAbort(e)) throw e
        return
      }
      signal.throwIfAborted()
      // Only what answers with that very name counts (a platform may answer anything).
      if (isNamed(found) && found.name.toLowerCase() === wanted)
        onHit(toEntry(source, found, project))
    }),
  )
}
