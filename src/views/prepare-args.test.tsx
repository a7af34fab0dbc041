// @vitest-environment happy-dom
// The same raw arguments through every trigger — dispatch, a button (useCommand), the palette's
// entries, a typed line and its completion — must be prepared alike: the same defaults win or
// lose, the same argument is missing, the same args reach `available`, the CLI line and `run`.
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { z } from 'zod'
import { optionalDescription } from '@/commands/core/args'
import { completeLine } from '@/commands/command-line/complete'
import { parseCommandLine } from '@/commands/command-line/line'
import { defineCommand, type AnyCommand } from '@/commands/core/define'
import { dispatch } from '@/commands/core/dispatch'
import { registerCommands } from '@/commands/core/registry'
import { fakeContext } from '@/commands/core/test-context'
import { closePaletteAtom, paletteFrameAtom, paletteOpenAtom } from '@/state/palette'
import { Provider, store } from '@/state/store'
import { CommandContextBridge } from './command-context'
import { disabledReason, entryCli } from './palette/entries'
import { useCommand } from './use-command'

type Seen = Record<string, unknown>
let available: Seen | undefined
let ran: Seen | undefined
let completed: Seen | undefined

const cmd = defineCommand({
  id: 'agree.run',
  title: 'Agree',
  group: 'Test',
  args: z.object({
    project: z.string().min(1).describe('Project'),
    description: optionalDescription('thing'),
    zone: z.string().optional().describe('Zone'),
  }),
  defaults: (ctx) => ({ project: ctx.scope.project }),
  complete: {
    zone: async (_ctx, partial) => {
      completed = partial
      return [{ value: 'z1' }]
    },
  },
  available: (_ctx, args) => {
    available = args
    return args.project === 'locked' ? 'Locked' : true
  },
  cli: (args) => `oxide agree run --project ${args.project ?? '<project>'}`,
  run: async (args) => {
    ran = args
    return null
  },
}) as unknown as AnyCommand
const unregister = registerCommands([cmd])
afterAll(unregister)
afterEach(() => {
  cleanup()
  store.set(closePaletteAtom)
  available = ran = completed = undefined
})

type Row = {
  raw: Seen
  /** the project the user is looking at (the default), or none */
  scope?: string
  /** the project that runs, or 'missing' */
  project: string
  disabled?: string
  /** the description `run` receives, when one is given */
  description?: string
}

// Written out, not computed: undefined and '' leave the default; null is given only where the
// argument takes null (the description's "clear"), elsewhere the default stands.
const rows: Row[] = [
  { raw: {}, scope: 'demo', project: 'demo' },
  { raw: {}, project: 'missing' },
  { raw: { project: undefined }, scope: 'demo', project: 'demo' },
  { raw: { project: '' }, scope: 'demo', project: 'demo' },
  { raw: { project: '' }, project: 'missing' },
  { raw: { project: null }, scope: 'demo', project: 'demo' },
  { raw: { project: null }, project: 'missing' },
  { raw: { project: 'other' }, scope: 'demo', project: 'other' },
  { raw: { project: 'locked' }, project: 'locked', disabled: 'Locked' },
  { raw: { description: null }, scope: 'demo', project: 'demo', description: '' },
  { raw: { description: '' }, scope: 'demo', project: 'demo' },
]

const name = (r: Row) => `${JSON.stringify(r.raw)} in ${r.scope ?? 'no project'}`

function wrapperAt(path: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const { hook } = memoryLocation({ path })
    return (
      <Provider store={store}>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          <Router hook={hook}>
            <CommandContextBridge />
            {children}
          </Router>
        </SWRConfig>
      </Provider>
    )
  }
}

/** The typed line for the raw args, when a line can spell them (it cannot spell null). */
function lineOf(raw: Seen): string | null {
  if (Object.values(raw).some((v) => v === null)) return null
  const flags = Object.entries(raw)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` --${k} '${String(v)}'`)
  return `agree run${flags.join('')}`
}

describe.each(rows)('prepared alike: $raw', (row) => {
  const { ctx } = fakeContext(row.scope ? { project: row.scope } : {})
  const missing = row.project === 'missing'
  const cli = `oxide agree run --project ${missing ? '<project>' : row.project}`

  it(`dispatch (${name(row)})`, async () => {
    const result = await dispatch('agree.run', row.raw, 'test', { ctx, ask: true, quiet: true })
    if (missing) return void expect(result).toMatchObject({ status: 'needs-arg', arg: 'project' })
    if (row.disabled) return void expect(result).toMatchObject({ message: row.disabled })
    expect(result.status).toBe('ok')
    expect(ran?.project).toBe(row.project)
    if ('description' in row) expect(ran?.description).toBe(row.description)
  })

  it(`palette entry (${name(row)})`, () => {
    expect(disabledReason(cmd, ctx, row.raw)).toBe(row.disabled)
    expect(available?.project).toBe(missing ? undefined : row.project)
    expect(entryCli(cmd, ctx, row.raw)).toBe(cli)
  })

  it(`button (${name(row)})`, async () => {
    const path = row.scope ? `/projects/${row.scope}` : '/projects'
    const { result } = renderHook(() => useCommand('agree.run', row.raw), {
      wrapper: wrapperAt(path),
    })
    expect(result.current.disabledReason).toBe(row.disabled)
    expect(result.current.cli).toBe(cli)
    expect(available?.project).toBe(missing ? undefined : row.project)
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined
    await act(async () => {
      outcome = await result.current.run()
    })
    if (missing) {
      // The palette asks for what the button could not fill.
      expect(outcome?.status).toBe('needs-arg')
      expect(store.get(paletteOpenAtom)).toBe(true)
      expect(store.get(paletteFrameAtom)).toMatchObject({ kind: 'arg', arg: 'project' })
    } else if (!row.disabled) {
      expect(outcome?.status).toBe('ok')
      expect(ran?.project).toBe(row.project)
    }
  })

  const line = lineOf(row.raw)
  it.skipIf(line === null)(`typed line and its completion (${name(row)})`, async () => {
    const parsed = parseCommandLine(line!, ctx)
    if (missing) expect(parsed).toMatchObject({ message: 'missing required argument --project' })
    else expect(parsed).toMatchObject({ ok: true, args: { project: row.project } })
    // Past the completion cache's few seconds, so the source is asked again for this row.
    const later = Date.now() + 60_000 * rows.indexOf(row)
    vi.spyOn(Date, 'now').mockReturnValue(later)
    await completeLine(`${line!} --zone `, ctx)
    vi.restoreAllMocks()
    expect(completed?.project).toBe(missing ? undefined : row.project)
  })
})
