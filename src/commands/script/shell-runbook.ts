// Reading a POSIX shell runbook of `oxide` lines as a script the player runs. The console reads a
// shebang, `set -e`/`-u`/`-eu`, comments, blank lines, backslash continuations, `sleep N`, `oxide`
// lines, and exactly the blocks its own export writes (export-shell.ts): the wait loop on an
// instance's run state, the `if` that starts (or stops) an instance before such a loop, and a
// `cat > body.json` here-document under its `# console:` line.
// Everything else a shell does (pipes, variables, `if`, redirections, other programs) is refused
// with its line before anything runs: a runbook never runs in part.
import { cliProblem } from '../command-line/cli-check'
import { tokenize } from '../command-line/tokens'
import type { ParsedScript, ScriptError, ScriptStep, WaitFor } from './parse'

/** A shell runbook starts with `#!`, sets shell options, or runs nothing but `oxide` lines. */
export function isShellScript(source: string): boolean {
  const lines = source.split(/\r?\n/).map((l) => l.trim())
  if (lines.find((l) => l !== '')?.startsWith('#!')) return true
  if (lines.some((l) => /^set\s+-/.test(l))) return true
  const work = lines.filter((l) => l !== '' && !l.startsWith('#'))
  return work.length > 0 && work.every((l) => /^(oxide\s|sleep\s+\d+(\.\d+)?$)/.test(l))
}

/** The wait loop the export writes, line by line after `n=0` (export-shell.ts, waitLoop). */
const LOOP = [
  /^until \[ "\$\(oxide instance view (.+) \| jq -r \.run_state\)" = ([a-z]+) \]; do$/,
  /^n=\$\(\(n \+ 1\)\)$/,
  /^if \[ "\$n" -ge (\d+) \]; then echo "[^"$`\\]*" >&2; exit 1; fi$/,
  /^sleep 1$/,
  /^done$/,
]

/** The line before the wait loop in an `ensure` block (export-shell.ts, ensureLines). */
const ENSURE =
  /^if \[ "\$\(oxide instance view (.+) \| jq -r \.run_state\)" = (stopped|running) \]; then oxide instance (start|stop) (.+); fi$/

const CONTROL = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'for',
  'while',
  'until',
  'do',
  'done',
  'case',
  'esac',
  'function',
])

/**
 * What the console cannot do in this (logical) line, outside single quotes, and the line without
 * a trailing comment.
 */
function scanShell(text: string): { problem?: string; code: string } {
  const problem = (p: string) => ({ problem: p, code: text })
  let quote: string | null = null
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    const next = text[i + 1]
    if (quote === "'") {
      if (c === "'") quote = null
      continue
    }
    if (c === '\\') {
      i++
      continue
    }
    if (c === quote) quote = null
    else if (c === "'" || c === '"') quote ??= c
    else if (c === '$' && next === '(') return problem('a command substitution $(...)')
    else if (c === '$') return problem('a shell variable ($)')
    else if (c === '`') return problem('a command substitution (`...`)')
    else if (quote) continue
    else if (c === '|') return problem(next === '|' ? 'an || (or-list)' : 'a pipe (|)')
    else if (c === '&') return problem(next === '&' ? 'an && (and-list)' : 'a background job (&)')
    else if (c === ';') return problem('a ; (several commands on one line)')
    else if (c === '>' || c === '<') return problem(`a redirection (${c})`)
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!)))
      return { code: text.slice(0, i).trim() }
  }
  return { code: text }
}

type Logical = { line: number; text: string }

/** The instance, project and state a wait loop polls, or null when it names no instance. */
function waitOf(flagText: string, state: string, seconds: number): WaitFor | null {
  const flags = tokenize(flagText)
  const flag = (name: string) => {
    const at = flags.indexOf(`--${name}`)
    return at >= 0 ? flags[at + 1] : undefined
  }
  const instance = flag('instance')
  if (!instance) return null
  return { instance, project: flag('project'), state, timeoutMs: seconds * 1000 }
}

/** Lines joined at backslash continuations, with the number of each one's first line. */
function logicalLines(source: string): Logical[] {
  const out: Logical[] = []
  let open: Logical | null = null
  source.split(/\r?\n/).forEach((raw, i) => {
    const continued = /(^|[^\\])(\\\\)*\\$/.test(raw)
    const part = continued ? raw.slice(0, -1) : raw
    if (open) open.text += part
    else open = { line: i + 1, text: part }
    if (!continued) {
      out.push({ line: open.line, text: open.text.trim() })
      open = null
    }
  })
  if (open) out.push({ line: (open as Logical).line, text: (open as Logical).text.trim() })
  return out
}

const CANNOT = 'the console runs oxide lines, sleep, set -e/-u and the wait loops its export writes'

/** Steps and every refusal, as `parseScript` gives them for a console script. */
export function readShellRunbook(source: string): ParsedScript {
  const lines = logicalLines(source)
  const steps: ScriptStep[] = []
  const errors: ScriptError[] = []
  const refuse = (l: Logical, reason: string) => errors.push({ line: l.line, text: l.text, reason })
  let consoleLine: string | null = null
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!
    const { text } = l
    if (text === '') continue
    if (text.startsWith('#')) {
      if (
        i === 0 &&
        text.startsWith('#!') &&
        !/^#!\s*\/(usr\/)?bin\/(env\s+)?(ba|da|k)?sh\b/.test(text)
      )
        refuse(l, `the console plays sh scripts, not '${text.slice(2).trim()}'`)
      const c = /^#\s*console:\s*(.+)$/.exec(text)
      consoleLine = c ? c[1]!.trim() : null
      continue
    }
    const pending = consoleLine
    consoleLine = null
    const ensure = ENSURE.exec(text)
    if (text === 'n=0' || ensure) {
      const at = ensure ? i + 1 : i
      const block = lines.slice(at + 1, at + 1 + LOOP.length)
      const m = block.map((b, k) => LOOP[k]!.exec(b.text))
      const loop = lines[at]?.text === 'n=0' && block.length === LOOP.length && m.every(Boolean)
      const w = loop ? waitOf(m[0]![1]!, m[0]![2]!, Number(m[2]![1])) : null
      const same =
        !ensure ||
        (ensure[1] === ensure[4] &&
          ensure[1] === m[0]?.[1] &&
          (ensure[3] === 'start') === (m[0]?.[2] === 'running') &&
          (ensure[2] === 'stopped') === (ensure[3] === 'start'))
      if (!w || !same) {
        refuse(
          l,
          ensure
            ? `an if the console does not know; ${CANNOT}`
            : `a shell variable and a loop the console does not know; ${CANNOT}`,
        )
        continue
      }
      const project = w.project ? ` --project ${w.project}` : ''
      const kind = ensure ? 'ensure' : 'wait'
      const directive = `${kind} ${w.timeoutMs / 1000}s: instance ${w.instance} ${w.state}`
      steps.push({ kind, line: l.line, text: `${directive}${project}`, ...w })
      i = at + LOOP.length
      continue
    }
    const heredoc = /^cat > body\.json <<('EOF'|EOF)$/.exec(text)
    if (heredoc) {
      const end = lines.findIndex((x, k) => k > i && x.text === 'EOF')
      const run = end < 0 ? undefined : lines.slice(end + 1).find((x) => x.text !== '')
      if (!pending || !run || !/^oxide\s.*--json-body body\.json(\s|$)/.test(run.text)) {
        refuse(
          l,
          'a here-document writes a file, which the console cannot open; it reads one only ' +
            "under a '# console: <line>' comment and before the oxide line that uses it, as the " +
            'export writes them',
        )
        continue
      }
      steps.push({ kind: 'command', line: run.line, text: pending })
      i = lines.indexOf(run)
      continue
    }
    const { problem, code } = scanShell(text)
    if (problem) {
      refuse(l, `the console cannot run ${problem}; ${CANNOT}`)
      continue
    }
    const words = tokenize(code)
    const word = words[0]!
    if (word === 'oxide') {
      const bad = cliProblem(code)
      if (bad) refuse(l, `not a line the oxide CLI runs: ${bad}`)
      else steps.push({ kind: 'command', line: l.line, text: code })
    } else if (word === 'set') {
      if (!(words.length === 2 && /^-(e|u|eu|ue)$/.test(words[1]!)))
        refuse(l, `the console keeps only set -e, -u or -eu (it always stops at the first failure)`)
    } else if (word === 'sleep') {
      const s = words.length === 2 && /^\d+(\.\d+)?$/.test(words[1]!) ? Number(words[1]) : NaN
      if (Number.isNaN(s)) refuse(l, 'sleep takes a number of seconds, like sleep 5')
      else steps.push({ kind: 'sleep', line: l.line, text: code, ms: Math.round(s * 1000) })
    } else if (CONTROL.has(word)) {
      refuse(l, `the console cannot run '${word}' (shell control flow); ${CANNOT}`)
    } else if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word)) {
      refuse(l, `the console cannot set a shell variable; ${CANNOT}`)
    } else {
      refuse(l, `the console cannot run '${word}', another program; ${CANNOT}`)
    }
  }
  return { steps, errors }
}
