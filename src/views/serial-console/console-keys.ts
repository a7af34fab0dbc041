// The serial console's own keys, as commands of the page (listed by `?` and the palette while a
// console is open): Ctrl+] leaves the terminal for the toolbar (the escape key of telnet and of
// the `oxide` CLI's console), and a literal Ctrl+K, which the palette key keeps from the guest,
// is sent by a command of its own.
import { z } from 'zod'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import type { TerminalHandle } from './terminal-view'

/** ASCII VT (Ctrl+K). */
const CTRL_K = '\u000b'

export function consoleKeyCommands(
  send: (data: string) => boolean,
  terminal: TerminalHandle | null,
): AnyCommand[] {
  return [
    defineCommand({
      id: 'serial-console.leave-terminal',
      title: 'Leave the terminal (focus the console toolbar)',
      group: 'Serial console',
      keywords: ['escape', 'focus', 'ctrl+]'],
      args: z.object({}),
      keybinding: 'ctrl+]',
      keyScope: 'terminal',
      uiOnly: true,
      async run() {
        const first = document.querySelector<HTMLElement>(
          '.serial-header button:not([disabled]), .serial-header a[href]',
        )
        first?.focus()
        return { focused: first?.textContent ?? null }
      },
    }),
    defineCommand({
      id: 'serial-console.send-ctrl-k',
      title: 'Send Ctrl+K to the serial console',
      group: 'Serial console',
      keywords: ['control', 'key', 'literal', 'guest'],
      args: z.object({}),
      available: () => (terminal ? true : 'The console is not connected'),
      async run() {
        if (!send(CTRL_K)) throw new Error('The console is not connected')
        terminal?.focus()
        return { sent: 'ctrl+k' }
      },
    }),
  ] as unknown as AnyCommand[]
}
