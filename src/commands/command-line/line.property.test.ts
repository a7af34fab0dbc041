// Property: for every command, generated valid args written as a line (ours, and the command's
// own `oxide` line) read back to the same command and the same parsed args.
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { registerAllCommands } from '../all'
import { parseCommandLine, toCommandLine } from './line'
import { grammarOf, type ArgInfo } from './grammar'
import { oxideMapOf } from './oxide'
import type { AnyCommand } from '../core/define'
import { allCommands } from '../core/registry'
import { fakeContext } from '../core/test-context'

beforeAll(() => registerAllCommands())

const { ctx } = fakeContext({})

// Values that pass the common validators (names, IPs, CIDRs, emails, URLs, keys), beside free text.
const samples = [
  'web-1',
  'db',
  'a b',
  "it's",
  'say "hi"',
  '-dash',
  '--',
  '--double',
  'back\\slash',
  'ünïcode ✓',
  '10.0.0.1',
  '10.0.0.9',
  'fd00::1',
  '10.1.0.0/24',
  'fd00:1::/64',
  'ops@example.com',
  'https://idp.example.com/saml',
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEx9 me@host',
  '3f2b5c1e-8a9d-4e7f-b6c5-1a2b3c4d5e6f',
  'virtual_machine:vcpu_usage',
  '16.1.0',
  'A0N7R2K41',
  '15m',
  '2026-11-26T10:00:00.000Z',
]

// Built once: a regex arbitrary is costly to construct, and there are hundreds of string args.
const strings = fc.oneof(
  fc.constantFrom(...samples),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
  fc.string({ maxLength: 12 }),
)

/** The samples and a fixed draw of the generated strings: what a string field is tried with. */
const stringPool: unknown[] = [...samples, ...fc.sample(strings, { numRuns: 300, seed: 42 })]

function valueArb(a: ArgInfo, field: z.ZodType): fc.Arbitrary<unknown> | null {
  const base: fc.Arbitrary<unknown> | null =
    a.kind === 'boolean'
      ? fc.boolean()
      : a.kind === 'number'
        ? fc.integer({ min: 0, max: 5000 })
        : a.kind === 'enum'
          ? fc.constantFrom(...a.options)
          : a.kind === 'string'
            ? strings
            : null
  if (!base) return null
  // Only values the field itself accepts; if none of the samples pass, the field is skipped (a
  // filter that never passes would have fast-check search forever: a serial number, a version).
  if (a.kind === 'string' && !stringPool.some((v) => field.safeParse(v).success)) return null
  const valid = base.filter((v) => field.safeParse(v).success)
  return a.required ? valid : fc.option(valid, { nil: undefined })
}

function argsArb(cmd: AnyCommand) {
  const shape = cmd.args.shape as Record<string, z.ZodType>
  const fields: Record<string, fc.Arbitrary<unknown>> = {}
  for (const a of grammarOf(cmd).args.values()) {
    const arb = valueArb(a, shape[a.key]!)
    if (!arb) {
      if (a.required) return null
      continue
    }
    fields[a.key] = arb
  }
  return fc.record(fields).filter((args) => cmd.args.safeParse(args).success)
}

// Dispatch treats '' and undefined alike ("not given"); so do the comparisons.
const given = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))
const parsed = (cmd: AnyCommand, args: Record<string, unknown>) => cmd.args.parse(given(args))

// A command whose arguments no generator can fill (only JSON bodies) is listed here, so the list
// of what the property leaves out stays visible.
const FREE_FORM = new Set<string>()

// Hundreds of commands (the generated API ones included): a few runs each keeps the file fast
// while every command still meets many shapes of values across runs.
const RUNS = 20
const SLOW = { timeout: 120_000 }

describe('command line round trip', () => {
  it('every command has a generator', SLOW, () => {
    const missing = allCommands().filter((c) => !argsArb(c) && !FREE_FORM.has(c.id))
    expect(missing.map((c) => c.id)).toEqual([])
  })

  it('toCommandLine reads back to the same command and args', SLOW, () => {
    for (const cmd of allCommands()) {
      const arb = argsArb(cmd)
      if (!arb) continue
      fc.assert(
        fc.property(arb, (args) => {
          const line = toCommandLine(cmd, args)
          const back = parseCommandLine(line, ctx)
          if (!back.ok) throw new Error(`${line}: ${back.message}`)
          expect(back.command.id, line).toBe(cmd.id)
          expect(parsed(cmd, back.args), line).toEqual(parsed(cmd, args))
        }),
        { numRuns: RUNS },
      )
    }
  })

  it("each command's oxide line reads back, for the arguments that line carries", SLOW, () => {
    let checked = 0
    for (const cmd of allCommands()) {
      const map = oxideMapOf(cmd)
      const arb = argsArb(cmd)
      if (!map || !arb) continue
      const carried = new Set([...map.flags.values()].flatMap((f) => f.keys))
      // Lines that hand a JSON body to the CLI (firewall rules, policies) carry only some args.
      const required = [...grammarOf(cmd).args.values()].filter((a) => a.required)
      if (!required.every((a) => carried.has(a.key))) continue
      checked++
      fc.assert(
        fc.property(arb, (args) => {
          const only = Object.fromEntries(Object.entries(args).filter(([k]) => carried.has(k)))
          const line = cmd.cli!(only)
          // A line with a body file reads only with the file, which the console cannot open.
          if (line.includes('--json-body')) return
          // The CLI has no way to send a null policy (the control plane's default): that line
          // names no policy, so it reads as no command in particular.
          if (cmd.id === 'instance.set-auto-restart' && only.policy === 'default') return
          // `--path` names a file of the terminal unless it is a path of this site (`/...`): the
          // import then opens its form to pick the file.
          if (cmd.id === 'disk.import' && !String(only.url ?? '/').startsWith('/')) return
          const back = parseCommandLine(line, ctx)
          if (!back.ok) throw new Error(`${line}: ${back.message}`)
          // Two commands may show the very same line (a page and its pop-out); the first wins.
          if (back.command.id !== cmd.id) {
            // (in any order of flags)
            const flags = (l?: string) => (l ?? '').split(' --').sort()
            expect(
              flags(back.command.cli?.(back.args)),
              `${line} read as ${back.command.id}`,
            ).toEqual(flags(line))
            return
          }
          // Read back, the args show the same line again...
          expect(cmd.cli!(back.args)).toBe(line)
          // ...and every arg the line carries comes back the same. A line may spell out a derived
          // default (`--hostname` is the name) or leave out what does not apply (a `drop` route's
          // target): the line above is then all there is to compare.
          const a = parsed(cmd, only)
          const b = parsed(cmd, back.args)
          for (const key of Object.keys(given(back.args)))
            if (a[key] !== undefined) expect(b[key], `${line} ${key}`).toEqual(a[key])
        }),
        { numRuns: RUNS },
      )
    }
    expect(checked).toBeGreaterThan(60)
  })
})
