// `stop web-1`, `web-1 stop`, `delete demo`: a command and a resource's name in one query give
// the command on that resource, with the reason when the resource's state forbids it, and only
// for the resource the command acts on (not another argument it has, such as every project
// command's project).
import { describe, expect, it } from 'vitest'
import type { AnyCommand } from '@/commands/core/define'
import { fakeContext } from '@/commands/core/test-context'
import { instanceCommands } from '@/commands/instance/instances'
import { projectCommands } from '@/commands/silo/projects'
import { commandEntries, type PaletteEntry } from './entries'
import { resourceSources, toEntry } from './resource-sources'
import { verbEntries } from './verb-entries'

const registry = [...instanceCommands, ...projectCommands] as AnyCommand[]
const find = (id: string) => registry.find((c) => c.id === id)
const { ctx } = fakeContext({ project: 'demo' })
const commands = commandEntries(registry, ctx)
const source = (kind: string) => resourceSources.find((s) => s.kind === kind)!
const resources: PaletteEntry[] = [
  toEntry(source('instance'), { name: 'web-1', runState: 'running' } as never, 'demo'),
  toEntry(source('instance'), { name: 'web-3', runState: 'stopped' } as never, 'demo'),
  toEntry(source('project'), { name: 'demo' }),
]
const verbs = (q: string) => verbEntries(q, resources, commands, find, ctx)

describe('verbEntries', () => {
  it('offers the command on the named instance, the name anywhere in the query', () => {
    for (const q of ['stop web-1', 'web-1 stop', 'Stop  WEB-1', 'sto inst web-1']) {
      const [first, ...rest] = verbs(q)
      expect(rest, q).toEqual([])
      expect(first, q).toMatchObject({
        commandId: 'instance.stop',
        title: 'Stop instance web-1',
        args: { project: 'demo', instance: 'web-1' },
        disabledReason: undefined,
      })
    }
  })

  it('lists what can run first, then what cannot with the reason', () => {
    expect(verbs('st web-1').map((e) => [e.title, e.disabledReason !== undefined])).toEqual([
      ['Stop instance web-1', false],
      ['Start instance web-1', true],
    ])
  })

  it("says why the resource's state forbids it", () => {
    expect(verbs('stop web-3')).toEqual([
      expect.objectContaining({
        title: 'Stop instance web-3',
        disabledReason: expect.stringMatching(/can be stopped/),
      }),
    ])
  })

  it('acts on the resource the command is about, not on another of its arguments', () => {
    // demo is a project: Delete project demo, never Stop instance with --project demo.
    expect(verbs('delete demo').map((e) => e.commandId)).toEqual(['project.delete'])
    expect(verbs('stop demo')).toEqual([])
  })

  it('needs a whole name and words that start the command: nothing otherwise', () => {
    expect(verbs('stop web')).toEqual([])
    expect(verbs('web-1')).toEqual([])
    expect(verbs('halt web-1')).toEqual([])
    expect(verbs('')).toEqual([])
  })
})
