// The console workspace's layout is its URL: `/consoles?i=PROJECT/INSTANCE,PROJECT/INSTANCE`,
// panes in order, at most nine. Parsing is forgiving and says what it dropped; formatting keeps
// the `/` and `,` readable so a link can be read and edited by hand.
import { validateName } from './validators'
import { MAX_PANES, paneKey, type PaneRef } from './console-path'

export * from './console-path'

const samePane = (a: PaneRef, b: PaneRef) => a.project === b.project && a.instance === b.instance

/** `PROJECT/INSTANCE` as a pane, or the reason it is not one. */
export function parsePane(text: string): PaneRef | string {
  const parts = text.trim().split('/')
  const [project = '', instance = ''] = parts
  if (parts.length !== 2 || !project || !instance) return `"${text}" is not PROJECT/INSTANCE`
  const bad = validateName(project) ?? validateName(instance)
  return bad ? `"${text}": ${bad}` : { project, instance }
}

/** The panes of a `?i=` value, in order, without repeats, at most nine; and what was dropped. */
export function parsePanes(value: string | null | undefined) {
  const panes: PaneRef[] = []
  const problems: string[] = []
  for (const part of (value ?? '').split(',')) {
    if (!part.trim()) continue
    const pane = parsePane(part)
    if (typeof pane === 'string') problems.push(pane)
    else if (panes.some((p) => samePane(p, pane))) continue
    else if (panes.length === MAX_PANES)
      problems.push(`${paneKey(pane)} left out: a workspace has at most ${MAX_PANES} panes`)
    else panes.push(pane)
  }
  return { panes, problems }
}

/** `panes` with `pane` added at the end (unless there, or the workspace is full). */
export function addPane(panes: readonly PaneRef[], pane: PaneRef): PaneRef[] | string {
  if (panes.some((p) => samePane(p, pane))) return [...panes]
  if (panes.length >= MAX_PANES)
    return `The workspace is full (${MAX_PANES} panes): close one to add ${paneKey(pane)}`
  return [...panes, pane]
}

/** Columns and rows for `n` panes: 1 full, 2 side by side, 3-4 in 2x2, 5-6 in 3x2, 7-9 in 3x3. */
export function gridOf(n: number): { cols: number; rows: number } {
  if (n <= 1) return { cols: 1, rows: 1 }
  if (n === 2) return { cols: 2, rows: 1 }
  if (n <= 4) return { cols: 2, rows: 2 }
  if (n <= 6) return { cols: 3, rows: 2 }
  return { cols: 3, rows: 3 }
}

export type Direction = 'left' | 'right' | 'up' | 'down'

/** The pane next to `from` in `direction` in the grid of `n` panes; `from` at an edge. */
export function neighbour(from: number, direction: Direction, n: number): number {
  const { cols } = gridOf(n)
  const col = from % cols
  const next =
    direction === 'left'
      ? col > 0
        ? from - 1
        : from
      : direction === 'right'
        ? col < cols - 1
          ? from + 1
          : from
        : direction === 'up'
          ? from - cols
          : from + cols
  return next >= 0 && next < n ? next : from
}

/**
 * The panes what is typed in pane `from` goes to: `from` alone, or with broadcast on and `from`
 * marked, every marked pane, each once, in pane order. An unmarked pane is out of the broadcast
 * both ways: what is typed in it stays in it.
 */
export function inputTargets(
  keys: readonly string[],
  from: string,
  broadcast: boolean,
  marked: (key: string) => boolean,
): string[] {
  if (!broadcast || !marked(from)) return [from]
  return keys.filter((k, i) => marked(k) && keys.indexOf(k) === i)
}
