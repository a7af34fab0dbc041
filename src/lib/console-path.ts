// The console workspace's URL, `/consoles?i=PROJECT/INSTANCE,...`: what a link to it needs
// (paths.ts builds it for every page's links, so it stays out of console-workspace.ts, which
// parses and edits layouts and loads with the workspace).

/** One pane: an instance of a project. */
export type PaneRef = { project: string; instance: string }

export const MAX_PANES = 9
/** The query parameter that lists the panes. */
export const PANES_PARAM = 'i'
/** The query parameter that names the pane typing starts in (pane 1 without it). */
export const FOCUS_PARAM = 'focus'

export const paneKey = (p: PaneRef) => `${p.project}/${p.instance}`

export const formatPanes = (panes: readonly PaneRef[]) =>
  panes.map((p) => `${encodeURIComponent(p.project)}/${encodeURIComponent(p.instance)}`).join(',')

/**
 * The workspace's path for these panes; typing starts in `focus` (a pane of them) if given, named
 * only when it is not pane 1 (where typing starts anyway).
 */
export function consolesPath(panes: readonly PaneRef[], focus?: PaneRef) {
  if (!panes.length) return '/consoles'
  const named = focus && paneKey(focus) !== paneKey(panes[0]!) ? focus : undefined
  const typing = named ? `&${FOCUS_PARAM}=${formatPanes([named])}` : ''
  return `/consoles?${PANES_PARAM}=${formatPanes(panes)}${typing}`
}
