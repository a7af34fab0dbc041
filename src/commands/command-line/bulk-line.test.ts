// The typed line of one command on several rows: `instance stop web-1 web-2`, which the command
// line reads back as the same bulk run; rows that differ in more than the resource get a line
// each.
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'
import { parseCommandLine, toBulkLine } from './line'

beforeAll(() => registerAllCommands())

const { ctx } = fakeContext({ project: 'demo' })

describe('toBulkLine', () => {
  it('names every resource after the words, as typed', () => {
    const stop = getCommand('instance.stop')
    const runs = ['web-1', 'web-2', 'worker-3'].map((instance) => ({ instance }))
    const line = toBulkLine(stop, runs)
    expect(line).toBe('instance stop web-1 web-2 worker-3')
    const parsed = parseCommandLine(line, ctx)
    expect(parsed.ok && parsed.bulk?.map((a) => a.instance)).toEqual(['web-1', 'web-2', 'worker-3'])
  })

  it('keeps the flags all the runs share after the names', () => {
    const stop = getCommand('instance.stop')
    const line = toBulkLine(stop, [
      { project: 'web', instance: 'edge-proxy-1' },
      { project: 'web', instance: 'edge-proxy-2' },
    ])
    expect(line).toBe('instance stop edge-proxy-1 edge-proxy-2 --project web')
    const parsed = parseCommandLine(line, ctx)
    expect(parsed.ok && parsed.bulk?.map((a) => [a.project, a.instance])).toEqual([
      ['web', 'edge-proxy-1'],
      ['web', 'edge-proxy-2'],
    ])
  })

  it('one line a run when they differ in more than the resource', () => {
    const stop = getCommand('instance.stop')
    expect(
      toBulkLine(stop, [
        { project: 'web', instance: 'a' },
        { project: 'data', instance: 'b' },
      ]),
    ).toBe('instance stop a --project web; instance stop b --project data')
    expect(toBulkLine(stop, [{ instance: 'only' }])).toBe('instance stop only')
  })
})
