// Completion of a half-typed line against the node mock: verbs, flags, live resource names;
// and which inputs the palette treats as command lines rather than searches.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { server, startMockServer } from '@mock/node'
import { setBaseUrl } from '@/api/client'
import { instanceList } from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { looksLikeCommandLine, matchCommand } from './line'
import { registerCommands } from '../core/registry'
import { applyChoice, completeFirstWord, completeLine, tabComplete } from './complete'
import { fakeContext } from '../core/test-context'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'

beforeAll(() => {
  setBaseUrl('http://localhost')
  startMockServer()
  registerAllCommands()
  // An operator: the fleet's commands (ip-pool) are offered.
  store.set(setFleetViewerAtom, true)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterAll(() => server.close())

const { ctx } = fakeContext({ project: 'demo' })
const labels = async (line: string) => (await completeLine(line, ctx)).choices.map((c) => c.label)

describe('looksLikeCommandLine', () => {
  it('is a command line when the words lead to a command, a search otherwise', () => {
    expect(looksLikeCommandLine('instance stop web-1')).toBe(true)
    expect(looksLikeCommandLine('instance st')).toBe(true)
    expect(looksLikeCommandLine('instance ')).toBe(true)
    expect(looksLikeCommandLine('oxide instance list')).toBe(true)
    expect(looksLikeCommandLine('instance by id')).toBe(false)
    expect(looksLikeCommandLine('go disks')).toBe(false)
    expect(looksLikeCommandLine('instance')).toBe(false)
    expect(looksLikeCommandLine('')).toBe(false)
  })

  it('answers again, not from its last answer, once the commands change', () => {
    expect(looksLikeCommandLine('frobnicate wid')).toBe(false)
    const { command } = matchCommand(['instance', 'stop'])!
    const undo = registerCommands([{ ...command, id: 'frobnicate.widget', line: undefined }])
    try {
      expect(looksLikeCommandLine('frobnicate wid')).toBe(true)
    } finally {
      undo()
    }
    expect(looksLikeCommandLine('frobnicate wid')).toBe(false)
  })
})

describe('completeFirstWord', () => {
  it('completes a first word as far as the commands agree', async () => {
    expect(await completeFirstWord('instan', ctx)).toBe('instance ')
    expect(await completeFirstWord('ip-p', ctx)).toBe('ip-pool ')
    expect(await completeFirstWord('zzz', ctx)).toBeUndefined()
    expect(await completeFirstWord('instance stop', ctx)).toBeUndefined()
  })
})

describe('completeLine', () => {
  it('completes verbs word by word', async () => {
    expect(await labels('instance st')).toEqual(expect.arrayContaining(['start', 'stop']))
    expect(await labels('instance st')).not.toContain('reboot')
    expect(await labels('ip-pool range ')).toEqual(['add', 'remove'])
  })

  it('completes flags not given yet, with the usage hint', async () => {
    const c = await completeLine('instance create --name db --nc', ctx)
    expect(c.choices.map((x) => x.label)).toEqual(['--ncpus'])
    expect(c.hint).toMatch(/^instance create --name <name> \[--project <project>\] \[/)
    expect(applyChoice('instance create --name db --nc', c, c.choices[0]!)).toBe(
      'instance create --name db --ncpus ',
    )
  })

  it('completes live resource names for the positional argument and for flag values', async () => {
    const names = (await instanceList({ query: { project: 'demo' } })).items.map((i) => i.name)
    const first = names[0]!
    expect(await labels('instance stop ')).toEqual(expect.arrayContaining(names.slice(0, 5)))
    expect(await labels(`instance stop ${first.slice(0, 3)}`)).toContain(first)
    expect(await labels('instance start --instance ')).toContain(first)
    expect(await labels('instance create --name x --start ')).toEqual(['true', 'false'])
  })

  it('after the first name, offers more names for a bulk run, not the ones typed', async () => {
    const next = await labels('instance stop worker-1 worker-')
    expect(next).toContain('worker-2')
    expect(next).not.toContain('worker-1')
    expect(await labels('disk import new-disk ')).toEqual([])
  })
})

describe('tabComplete', () => {
  const c = (line: string, inserts: string[]) => ({
    from: line.lastIndexOf(' ') + 1,
    choices: inserts.map((insert) => ({ insert, label: insert })),
  })

  it('completes as far as the candidates agree, then the first one with a cycle', () => {
    const line = 'instance stop wor'
    const candidates = ['worker-1', 'worker-2', 'worker-3']
    expect(tabComplete(line, c(line, candidates))).toEqual({ line: 'instance stop worker-' })
    const again = 'instance stop worker-'
    expect(tabComplete(again, c(again, candidates))).toEqual({
      line: 'instance stop worker-1 ',
      cycle: candidates,
    })
  })

  it('takes the only candidate whole, with a space; nothing when there is none', () => {
    const line = 'instance stop db'
    expect(tabComplete(line, c(line, ['db-primary']))).toEqual({
      line: 'instance stop db-primary ',
    })
    expect(tabComplete(line, c(line, []))).toBeUndefined()
  })

  it('never stops inside a quote', () => {
    const line = 'disk create --description '
    expect(tabComplete(line, c(line, ["'my disk'", "'my data'"]))).toEqual({
      line: "disk create --description 'my disk' ",
      cycle: ["'my disk'", "'my data'"],
    })
  })
})

describe('oxide lines follow the CLI tree', () => {
  it('completes subcommand words, then flags, then values', async () => {
    expect(await labels('oxide ')).toEqual(expect.arrayContaining(['instance', 'system', 'api']))
    expect(await labels('oxide system net')).toEqual(['networking'])
    expect(await labels('oxide system networking ip-pool silo ')).toEqual([
      'link',
      'list',
      'unlink',
      'update',
    ])
    const flags = await labels('oxide system networking ip-pool silo link ')
    expect(flags).toEqual(expect.arrayContaining(['--pool', '--silo', '--is-default']))
    expect(await labels('oxide system networking ip-pool silo link --is-default ')).toEqual([
      'true',
      'false',
    ])
    expect(await labels('oxide instance stop --project demo --inst')).toEqual(['--instance'])
    // Live names from the console command the line reads into.
    expect(await labels('oxide instance stop --project demo --instance ')).toContain('api-1')
  })

  it('shows the flags of the subcommand: ? and the usage line', async () => {
    const c = await completeLine('oxide instance stop ?', ctx)
    expect(c.choices.map((x) => x.label)).toEqual(['--instance', '--project', '--profile'])
    expect(c.hint).toBe('oxide instance stop [--instance <value>] [--project <value>]')
    const p = await completeLine('oxide --profile lab disk create --size ', ctx)
    expect(p.hint).toMatch(/--size <size, e.g. 256G>.*--profile is read: the line runs on the rack/)
  })

  it('lists every flag of a console line on ?', async () => {
    expect(await labels('instance stop ?')).toEqual(['--project', '--instance'])
  })
})
