// The script format: plain text, one command line per line. Besides command lines (read by the
// palette's grammar when played), a script knows `# comment`, `sleep 2s`, `expect <text>`,
// `goto <path>`, `pause`, `wait [60s:] instance <name> <state> [--project <p>]` (waits for the
// instance's run state; the shell export turns it into a polling loop, export-shell.ts) and
// `ensure [60s:] instance <name> running|stopped [--project <p>]` (starts or stops it only when it
// is not so already, then waits: a demo brings about the state it needs). Parsing checks the
// script's own directives; command lines are read when their turn comes, against the registry and
// the page the script has reached by then.
import { INSTANCE_STATES } from '@/api/capabilities'

export type ScriptStep =
  | { kind: 'command'; line: number; text: string }
  | { kind: 'sleep'; line: number; text: string; ms: number }
  | { kind: 'expect'; line: number; text: string; expected: string; timeoutMs: number }
  | { kind: 'goto'; line: number; text: string; path: string }
  | { kind: 'pause'; line: number; text: string }
  | ({ kind: 'wait'; line: number; text: string } & WaitFor)
  | ({ kind: 'ensure'; line: number; text: string } & WaitFor)

/** An instance's run state to wait for, and for how long at most. */
export type WaitFor = { instance: string; project?: string; state: string; timeoutMs: number }

/** How long `wait` waits unless the line says otherwise (`wait 30s: instance ...`). */
export const WAIT_TIMEOUT_MS = 60_000

export type ScriptError = { line: number; text: string; reason: string }

export type ParsedScript = { steps: ScriptStep[]; errors: ScriptError[] }

/** How long `expect` waits for its text unless the line says otherwise (`expect 30s: text`). */
export const EXPECT_TIMEOUT_MS = 10_000

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 }

/** `2s`, `500ms`, `1.5s`, `1m` in milliseconds, or undefined. */
export function parseDuration(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(text.trim())
  if (!m) return undefined
  return Math.round(Number(m[1]) * UNIT_MS[m[2]!]!)
}

function parseLine(line: number, raw: string): ScriptStep | ScriptError | null {
  const text = raw.trim()
  if (text === '' || text.startsWith('#')) return null
  const [word = '', ...restWords] = text.split(/\s+/)
  const rest = text.slice(word.length).trim()
  const fail = (reason: string): ScriptError => ({ line, text, reason })
  switch (word) {
    case 'sleep': {
      const ms = parseDuration(rest)
      if (ms === undefined) return fail(`sleep takes a duration like 2s or 500ms, not '${rest}'`)
      return { kind: 'sleep', line, text, ms }
    }
    case 'expect': {
      // `expect 30s: text` waits longer than the default.
      const timed = /^(\S+):\s+(.*)$/.exec(rest)
      const timeoutMs = timed ? parseDuration(timed[1]!) : undefined
      const expected = timeoutMs !== undefined ? timed![2]!.trim() : rest
      if (!expected) return fail('expect needs the text to wait for')
      return { kind: 'expect', line, text, expected, timeoutMs: timeoutMs ?? EXPECT_TIMEOUT_MS }
    }
    case 'goto':
      if (restWords.length !== 1 || !rest.startsWith('/'))
        return fail(`goto takes one path starting with /, not '${rest}'`)
      return { kind: 'goto', line, text, path: rest }
    case 'wait': {
      const w = parseWait(rest)
      return typeof w === 'string' ? fail(w) : { kind: 'wait', line, text, ...w }
    }
    case 'ensure': {
      const w = parseWait(rest)
      if (typeof w === 'string') return fail(w.replace(/^wait/, 'ensure'))
      if (w.state !== 'running' && w.state !== 'stopped')
        return fail(`ensure brings an instance to running or stopped, not ${w.state}`)
      return { kind: 'ensure', line, text, ...w }
    }
    case 'pause':
      if (rest) return fail('pause takes nothing after it')
      return { kind: 'pause', line, text }
    default:
      return { kind: 'command', line, text }
  }
}

const WAIT_SYNTAX = 'wait takes [60s:] instance <name> <state> [--project <project>]'

/** `[30s:] instance web-1 running [--project demo]`, or why it does not read. */
export function parseWait(rest: string): WaitFor | string {
  const timed = /^(\S+):\s+(.*)$/.exec(rest)
  const timeoutMs = timed ? parseDuration(timed[1]!) : undefined
  if (timed && timeoutMs === undefined) return `${WAIT_SYNTAX}; '${timed[1]}' is not a duration`
  const words = (timeoutMs !== undefined ? timed![2]! : rest).trim().split(/\s+/)
  const at = words.indexOf('--project')
  const project = at >= 0 ? words[at + 1] : undefined
  if (at >= 0) words.splice(at, 2)
  const [kind, instance, state, ...more] = words
  if (kind !== 'instance' || !instance || !state || more.length || (at >= 0 && !project))
    return WAIT_SYNTAX
  if (!(INSTANCE_STATES as readonly string[]).includes(state))
    return `'${state}' is not an instance state (${INSTANCE_STATES.join(', ')})`
  return { instance, project, state, timeoutMs: timeoutMs ?? WAIT_TIMEOUT_MS }
}

/** Steps in order, with their 1-based line numbers, and every malformed directive. */
export function parseScript(source: string): ParsedScript {
  const steps: ScriptStep[] = []
  const errors: ScriptError[] = []
  source.split(/\r?\n/).forEach((raw, i) => {
    const r = parseLine(i + 1, raw)
    if (!r) return
    if ('reason' in r) errors.push(r)
    else steps.push(r)
  })
  return { steps, errors }
}
