// A script (a recording, a console script, a shell runbook) as a POSIX shell script a terminal or
// CI runs against the same rack: each command its real `oxide` line with every flag explicit (the
// project a page gave is written out), a `wait` a polling loop on `oxide instance view` with a
// time limit, and what has no CLI equivalent (`goto`, `expect`, `pause`, console-only commands) a
// comment that says so. shell-runbook.ts reads the file back.
import { cliProblem } from '../command-line/cli-check'
import { bodyFor, bodyText, cliWithBody, shellQuote } from '../command-line/cli'
import { parseCommandLine, toCommandLine } from '../command-line/line'
import type { AnyCommand, CommandContext } from '../core/define'
import { scopeFromPath } from '../core/scope'
import { parseScript, type ScriptStep, type WaitFor } from './parse'
import { isShellScript, readShellRunbook } from './shell-runbook'

export type ShellHeader = {
  /** what the script is called (the file name without .sh) */
  name: string
  /** the rack's console the script was made against: its URL */
  rack: string
  silo: string
  /** how and when it was made: "recorded <time>, exported <time>" */
  made: string
}

/** A comment line: no line break can end it early. */
const comment = (text: string) => `# ${text.replace(/\s*\n\s*/g, ' ')}`

/** The loop that polls an instance's run state once a second, up to the step's time limit. */
export function waitLoop(w: WaitFor, project: string | undefined, said = true): string[] {
  const seconds = Math.max(1, Math.ceil(w.timeoutMs / 1000))
  const view = `oxide instance view ${flagsOf(w, project)}`
  const who = `instance ${w.instance}`.replace(/["$`\\]/g, '')
  return [
    ...(said ? [comment(`wait up to ${seconds} s for ${who} to be ${w.state} (needs jq)`)] : []),
    'n=0',
    `until [ "$(${view} | jq -r .run_state)" = ${w.state} ]; do`,
    '  n=$((n + 1))',
    `  if [ "$n" -ge ${seconds} ]; then echo "${who} is not ${w.state} after ${seconds} s" >&2; exit 1; fi`,
    '  sleep 1',
    'done',
  ]
}

const flagsOf = (w: WaitFor, project: string | undefined) =>
  [
    ...(project ? ['--project', shellQuote(project)] : []),
    '--instance',
    shellQuote(w.instance),
  ].join(' ')

/** Starts (or stops) the instance when it is the opposite, then waits for the state. */
export function ensureLines(w: WaitFor, project: string | undefined): string[] {
  const flags = flagsOf(w, project)
  const [from, verb] = w.state === 'running' ? ['stopped', 'start'] : ['running', 'stop']
  return [
    comment(`ensure instance ${w.instance} is ${w.state}: ${verb} it if it is ${from}, then wait`),
    `if [ "$(oxide instance view ${flags} | jq -r .run_state)" = ${from} ]; then oxide instance ${verb} ${flags}; fi`,
    ...waitLoop(w, project, false),
  ]
}

/** The shell lines of one command line run where `ctx.scope` says. */
export function commandLines(text: string, ctx: CommandContext): string[] {
  const parsed = parseCommandLine(text, ctx)
  if (!parsed.ok)
    return [comment(`${text}: left out, the console cannot read it (${parsed.message})`)]
  const cmd = parsed.command
  if (cmd.id.startsWith('script.') || cmd.id.startsWith('ui.'))
    return [comment(`${text}: a control of the console itself, with no oxide CLI equivalent`)]
  return (parsed.bulk ?? [parsed.args]).flatMap((args) => exportLine(cmd, args))
}

/** One run of `cmd` as shell lines: its `oxide` line (after the file it reads), or a comment. */
export function exportLine(cmd: AnyCommand, args: Record<string, unknown>): string[] {
  const own = toCommandLine(cmd, args)
  let line: string | undefined
  try {
    line = cmd.cli?.(args) || undefined
  } catch {
    line = undefined
  }
  if (!line)
    return [comment(`${own}: ${cmd.title} has no oxide CLI equivalent; run it in the console`)]
  const problem = cliProblem(line)
  if (problem)
    return [comment(`${own}: left out, its line is not one the oxide CLI runs (${problem})`)]
  const body = bodyFor(cmd, args)
  if (bodyText(body) === undefined) return [line]
  // The console cannot open the file, so its own line goes above it for the way back in.
  return [comment(`console: ${own}`), ...cliWithBody(line, body).split('\n')]
}

function stepLines(s: ScriptStep, ctx: CommandContext): string[] {
  switch (s.kind) {
    case 'command':
      return commandLines(s.text, ctx)
    case 'sleep':
      return [`sleep ${Math.max(1, Math.ceil(s.ms / 1000))}`]
    case 'goto':
      return [comment(`goto ${s.path}: the console went to this page here`)]
    case 'expect':
      return [comment(`expect ${s.expected}: the console waited for this text on the page here`)]
    case 'pause':
      return [comment('pause: the console waited for a key here')]
    case 'wait':
      return waitLoop(s, s.project ?? ctx.scope.project)
    case 'ensure':
      return ensureLines(s, s.project ?? ctx.scope.project)
  }
}

/**
 * The script as a POSIX shell script. `ctx` reads the command lines; `startPath` is the page the
 * script starts on (a console script's lines take their project from the page, as when played).
 */
export function exportShell(
  source: string,
  header: ShellHeader,
  ctx: CommandContext,
  startPath = '/',
): string {
  const { steps } = isShellScript(source) ? readShellRunbook(source) : parseScript(source)
  let scope = scopeFromPath(startPath)
  const body: string[] = []
  for (const s of steps) {
    if (s.kind === 'goto') scope = scopeFromPath(s.path)
    body.push(...stepLines(s, { ...ctx, scope }))
  }
  return [
    '#!/bin/sh',
    comment(`${header.name}: made in the Oxide web console, ${header.made}`),
    comment(`Rack: ${header.rack}  Silo: ${header.silo}`),
    comment(
      /^https?:\/\//.test(header.rack)
        ? `Run it signed in to that rack (oxide auth login --host ${header.rack}).`
        : 'Run it signed in to such a rack (oxide auth login --host <its URL>).',
    ),
    comment('It stops at the first failing line; the console plays it back as it is.'),
    'set -eu',
    '',
    ...body,
    '',
  ].join('\n')
}
