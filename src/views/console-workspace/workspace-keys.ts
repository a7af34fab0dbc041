// The console workspace's keys, as commands of the page (listed by `?` and the palette while
// the workspace is open). In a terminal only Ctrl+] (and the palette's key) are the console's;
// after it, focus is on the pane's frame and these apply: arrows or h j k l move between panes,
// 1..9 jump, Enter goes back into the terminal, z maximises, w closes, b toggles broadcast,
// / finds in the output and n / N step through the matches.
import { z } from 'zod'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import type { Direction } from '@/lib/console-workspace'
import type { Workspace } from './use-workspace'

const GROUP = 'Console workspace'

/** Enter on a button or link is that control's: the pane key leaves it alone. */
function enterApplies() {
  const el = document.activeElement
  return el instanceof HTMLElement && el.closest('button, a[href], summary, [role="button"]')
    ? 'Focus is on a control'
    : true
}

export type WorkspaceFind = { open: () => void; step: (back: boolean) => string | null }

/** The workspace as it is now (the commands live as long as the page, the state changes). */
export type WorkspaceNow = () => { ws: Workspace; find: WorkspaceFind }

const key = (
  id: string,
  title: string,
  keybinding: string,
  run: () => unknown,
  extra: {
    keyScope?: 'pane' | 'terminal'
    available?: () => true | string
    keywords?: string[]
    /** a move of focus between panes or into and out of a terminal (define.ts) */
    uiOnly?: boolean
  } = {},
) =>
  defineCommand({
    id: `console-workspace.${id}`,
    title,
    group: GROUP,
    keywords: extra.keywords,
    args: z.object({}),
    keybinding,
    keyScope: extra.keyScope ?? 'pane',
    uiOnly: extra.uiOnly,
    available: extra.available ?? (() => true),
    async run() {
      return run() ?? undefined
    },
  })

const MOVES: [Direction, string, string][] = [
  ['left', 'h', 'arrowleft'],
  ['down', 'j', 'arrowdown'],
  ['up', 'k', 'arrowup'],
  ['right', 'l', 'arrowright'],
]

export function workspaceKeyCommands(now: WorkspaceNow): AnyCommand[] {
  const ws = () => now().ws
  const find = () => now().find
  const commands = [
    key(
      'leave-terminal',
      'Leave the terminal (pane keys)',
      'ctrl+]',
      () => ws().focusPane(Math.max(0, ws().focusedIndex)),
      {
        keyScope: 'terminal',
        keywords: ['escape', 'focus', 'ctrl+]'],
        uiOnly: true,
      },
    ),
    ...MOVES.flatMap(([dir, letter, arrow]) => [
      key(
        `focus-${dir}`,
        `Focus the pane ${dir === 'left' || dir === 'right' ? 'to the ' : ''}${dir === 'up' ? 'above' : dir === 'down' ? 'below' : dir}`,
        letter,
        () => ws().move(dir),
        { uiOnly: true },
      ),
      key(
        `focus-${dir}-arrow`,
        `Focus the pane ${dir === 'up' ? 'above' : dir === 'down' ? 'below' : `to the ${dir}`} (arrow)`,
        arrow,
        () => ws().move(dir),
        { uiOnly: true },
      ),
    ]),
    ...Array.from({ length: 9 }, (_, i) =>
      key(`focus-${i + 1}`, `Focus pane ${i + 1}`, String(i + 1), () => ws().focusPane(i), {
        available: () => (i < ws().keys.length ? true : `There is no pane ${i + 1}`),
        uiOnly: true,
      }),
    ),
    key('enter-terminal', 'Type into the focused pane', 'enter', () => ws().enter(), {
      available: enterApplies,
      uiOnly: true,
    }),
    key('maximise', 'Maximise or restore the focused pane', 'z', () => ws().toggleMaximise(), {
      keywords: ['zoom', 'restore'],
    }),
    key('close-pane', 'Close the focused pane', 'w', () => ws().close()),
    key('broadcast', 'Toggle broadcast to the marked panes', 'b', () => ws().toggleBroadcast(), {
      keywords: ['clusterssh', 'all panes', 'synchronize'],
    }),
    key('find', 'Find in console output', '/', () => find().open(), { keywords: ['search'] }),
    key('find-next', 'Find the next match', 'n', () => find().step(false), { uiOnly: true }),
    key('find-previous', 'Find the previous match', 'shift+n', () => find().step(true), {
      uiOnly: true,
    }),
  ]
  return commands as unknown as AnyCommand[]
}
