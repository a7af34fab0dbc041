// A command and a resource's name in one query, as an operator says it: `stop web-1`,
// `web-1 stop`, `reboot db-primary`. One word is the exact name of a resource the palette knows;
// the others start words of a command's title (or its keywords); the command takes that kind of
// resource as its argument. Each such pair is one entry ("Stop instance web-1") that runs the
// command on that resource, or says why it cannot (web-3 already stopped). The fuzzy search
// cannot find these: the name is in no command's title, and the command's words are in no
// resource's name.
import { grammarOf } from '@/commands/command-line/grammar'
import type { AnyCommand, CommandContext } from '@/commands/core/define'
import { disabledReason, type PaletteEntry } from './entries'

/** At most this many: a name several kinds share, times the commands a word starts. */
const MAX_VERB_ENTRIES = 12

const byName = new WeakMap<PaletteEntry[], Map<string, PaletteEntry[]>>()

/**
 * The resources by lower-case name, built once per index: ahead of the first query of two words
 * when the palette is idle (the root page asks), else by that query's keystroke.
 */
export function namesOf(resources: PaletteEntry[]) {
  let names = byName.get(resources)
  if (!names) {
    names = new Map()
    for (const r of resources) {
      if (!r.arg) continue
      const name = r.title.toLowerCase()
      names.set(name, [...(names.get(name) ?? []), r])
    }
    byName.set(resources, names)
  }
  return names
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** Every word of `said` starts a word of the command's title or keywords. */
function saysCommand(cmd: AnyCommand, said: string[]) {
  const words = [...wordsOf(cmd.title), ...(cmd.keywords ?? []).flatMap(wordsOf)]
  return said.every((w) => words.some((x) => x.startsWith(w)))
}

export function verbEntries(
  query: string,
  resources: PaletteEntry[],
  commands: PaletteEntry[],
  find: (id: string) => AnyCommand | undefined,
  ctx: CommandContext,
): PaletteEntry[] {
  // Every project's resources (from /projects too: `stop web-1` finds demo's web-1), the current
  // project's first.
  const here = ctx.scope.project
  const words = query.trim().toLowerCase().split(/\s+/)
  if (words.length < 2) return []
  const names = namesOf(resources)
  const out: PaletteEntry[] = []
  for (const [at, word] of words.entries()) {
    const all = names.get(word)
    if (!all) continue
    const named = here
      ? [...all.filter((r) => r.project === here), ...all.filter((r) => r.project !== here)]
      : all
    const said = words.filter((_, i) => i !== at).flatMap(wordsOf)
    if (!said.length) continue
    for (const e of commands) {
      const cmd = find(e.commandId)
      if (!cmd || e.generic || cmd.uiOnly || !saysCommand(cmd, said)) continue
      const shape = cmd.args.shape as Record<string, unknown>
      // The resource is what the command acts on (its positional argument, as typed: `instance
      // stop web-1`), not another argument it has (every project command has a `project`).
      const subject = grammarOf(cmd).positional
      for (const r of named) {
        if (!r.arg || !subject.includes(r.arg)) continue
        const args: Record<string, unknown> = { [r.arg]: r.title }
        if (r.project !== undefined && 'project' in shape) args.project = r.project
        out.push({
          key: `verb:${cmd.id}:${r.key}`,
          commandId: cmd.id,
          id: cmd.id,
          args,
          target: r.target,
          project: r.project,
          title: `${cmd.title} ${r.title}`,
          detail: r.detail,
          group: cmd.group,
          disabledReason: disabledReason(cmd, ctx, args, r.target),
        })
      }
    }
  }
  // What can run first; the rest say why not.
  return [...out.filter((e) => !e.disabledReason), ...out.filter((e) => e.disabledReason)].slice(
    0,
    MAX_VERB_ENTRIES,
  )
}
