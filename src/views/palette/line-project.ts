// A command line that lacks a required argument: the palette asks for it on its own page, with
// completion, instead of failing with "missing required argument". Outside a project the missing
// one is mostly `--project` (`instance stop web-1` from /projects, or the `oxide` line without
// it): the resource the line names is found the way Enter on a name finds it (the index, then a
// lookup across the silo) and its project fills the flag; when two projects hold the name, or
// none does, the palette asks which project.
import { shellQuote } from '@/commands/command-line/cli'
import { grammarOf } from '@/commands/command-line/grammar'
import { parseCommandLine, type ParsedLine } from '@/commands/command-line/line'
import type { AnyCommand, CommandContext } from '@/commands/core/define'
import { fleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { nearProjects } from '../name-index/keeper'
import { heldHits, lookUpName } from '../name-index/lookup'
import type { PaletteEntry } from './entries'
import { setPaletteRunning } from './palette-focus'
import { runFromPalette } from './run-from-palette'

/** The projects holding a resource of argument `arg` (`instance`) named `name`. */
async function projectsHolding(name: string, arg: string): Promise<string[]> {
  const of = (hits: PaletteEntry[]) => [
    ...new Set(hits.flatMap((h) => (h.arg === arg && h.project ? [h.project] : []))),
  ]
  const held = of(heldHits(name))
  if (held.length) return held
  try {
    const found = await lookUpName(name, {
      fleet: store.get(fleetViewerAtom) === true,
      near: nearProjects(),
      signal: new AbortController().signal,
      onProgress: () => {},
    })
    return of(found)
  } catch {
    // Lists that could not be read: the palette asks for the project.
    return []
  }
}

/**
 * Runs `line`, which lacks `missing` of `cmd` (`typed`: what it gave): with the project of the
 * resource it names when one project holds it, else asking for the argument. `run` runs a line
 * that parses.
 */
export async function runAskingMissing(
  line: string,
  cmd: AnyCommand,
  missing: string,
  typed: Record<string, unknown>,
  ctx: CommandContext,
  run: (parsed: ParsedLine & { ok: true }) => void,
) {
  const g = grammarOf(cmd)
  const key = g.bulkKey ?? g.positional[0]
  const name = key ? typed[key] : undefined
  if (missing === 'project' && key && typeof name === 'string') {
    // The keys typed while it looks wait for what it runs, as for a command the palette starts.
    // (The palette stays: hidden, its page would stop the index's reads the lookup waits on.)
    setPaletteRunning(true)
    let projects: string[]
    try {
      projects = await projectsHolding(name, key)
    } finally {
      setPaletteRunning(false)
    }
    if (projects.length === 1) {
      const parsed = parseCommandLine(`${line} --project ${shellQuote(projects[0]!)}`, ctx)
      if (parsed.ok) return run(parsed)
    }
  }
  await runFromPalette(ctx, cmd.id, typed)
}
