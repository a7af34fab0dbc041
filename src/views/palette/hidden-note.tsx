// A search that finds nothing the user may run, but names a command they are not offered (`silo
// list` typed by someone who is not a fleet viewer): the palette says so, in place of a bare "no
// match", so a refused command never looks like a missing one.
import { allCommands } from '@/commands/core/registry'
import type { AnyCommand, CommandContext } from '@/commands/core/define'
import { hiddenReason, isFleetViewer, isVisible } from '@/commands/core/visible'

function cliLine(cmd: AnyCommand): string {
  try {
    return cmd.cli?.({}) ?? ''
  } catch {
    return ''
  }
}

/** The commands hidden from this user (fleet commands) whose words hold every word typed. */
export function hiddenMatches(query: string, ctx: CommandContext): AnyCommand[] {
  const words = query
    .toLowerCase()
    .replace(/^oxide\s+/, '')
    .split(/\s+/)
    .filter(Boolean)
  if (words.length === 0) return []
  const found: AnyCommand[] = []
  for (const cmd of allCommands()) {
    if (cmd.visible !== isFleetViewer || isVisible(cmd, ctx)) continue
    const text = [cmd.title, cmd.id, ...(cmd.keywords ?? []), cliLine(cmd)].join(' ').toLowerCase()
    if (words.every((w) => text.includes(w))) found.push(cmd)
    if (found.length === 3) break
  }
  return found
}

/** "No matching commands or resources", or why the commands it names are not offered. */
export function NoMatchNote({ query, ctx }: { query: string; ctx: CommandContext }) {
  const hidden = hiddenMatches(query, ctx)
  if (hidden.length === 0) return <div>No matching commands or resources</div>
  return (
    <div role="status">
      {hidden.map((cmd) => (
        <div key={cmd.id}>
          {cmd.title}
          {cliLine(cmd) && <span className="dim"> ({cliLine(cmd)})</span>}: {hiddenReason(cmd, ctx)}
        </div>
      ))}
    </div>
  )
}
