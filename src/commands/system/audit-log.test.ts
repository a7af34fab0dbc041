// The audit log's commands as typed: the console's `audit-log list` with a span and filters, the
// real `oxide audit-log list` line, and "Audit log for this" (a row menu's resource).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { store } from '@/state/store'
import { setFleetViewerAtom } from '@/state/session'
import { registerAllCommands } from '../all'
import { parseCommandLine } from '../command-line/line'
import { refArgs, refOfCommand, refOfScope } from '../core/resource-ref'
import { fakeContext } from '../core/test-context'
import { auditLogListCommand, listQuery } from './audit-log'

beforeAll(() => {
  registerAllCommands()
  store.set(setFleetViewerAtom, true)
})
afterAll(() => store.set(setFleetViewerAtom, null))

const { ctx } = fakeContext({})
const ok = (line: string) => {
  const r = parseCommandLine(line, ctx)
  if (!r.ok) throw new Error(`${line}: ${r.message}`)
  return { id: r.command.id, args: r.args }
}

const NOW = Date.parse('2026-11-26T12:00:00Z')

describe('audit-log list', () => {
  it("reads the real CLI's line, flags as the CLI spells them", () => {
    expect(
      ok(
        'oxide audit-log list --start-time 2026-11-20T00:00:00Z --end-time 2026-11-21T00:00:00Z --sort-by time_and_id_ascending --limit 20',
      ),
    ).toEqual({
      id: 'audit-log.list',
      args: {
        startTime: '2026-11-20T00:00:00Z',
        endTime: '2026-11-21T00:00:00Z',
        sortBy: 'time_and_id_ascending',
        limit: 20,
      },
    })
  })

  it("reads the console's own line with a span and filters", () => {
    expect(ok('audit-log list --since 1h --actor dev-user --result error')).toEqual({
      id: 'audit-log.list',
      args: { since: '1h', actor: 'dev-user', result: 'error' },
    })
    const r = parseCommandLine('audit-log list --since soon', ctx)
    expect(r.ok).toBe(false)
  })

  it('turns its arguments into the page query, a span into the time it names', () => {
    expect(listQuery({ since: '1h', actor: 'dev-user', result: 'error' }, NOW)).toEqual({
      range: { kind: 'custom', start: new Date('2026-11-26T11:00:00Z'), end: null },
      order: 'descending',
      filters: { actor: 'dev-user', result: 'error', op: undefined, text: undefined },
    })
    expect(listQuery({}, NOW).range).toEqual({
      kind: 'custom',
      start: new Date('2026-11-25T12:00:00Z'),
      end: null,
    })
  })

  it('shows the oxide line the CLI runs: the range, not the filters it lacks', () => {
    const line = auditLogListCommand.cli!({
      startTime: '2026-11-20T00:00:00Z',
      sortBy: 'time_and_id_ascending',
      actor: 'dev-user',
    })
    expect(line).toBe(
      'oxide audit-log list --start-time 2026-11-20T00:00:00Z --sort-by time_and_id_ascending',
    )
  })
})

describe('audit log for this', () => {
  it("finds a row menu's resource from its commands", () => {
    const web1 = refOfCommand(
      'instance.stop',
      { project: 'demo', instance: 'web-1' },
      {
        id: 'i-1',
        name: 'web-1',
      },
    )
    expect(web1).toEqual({ kind: 'instance', name: 'web-1', id: 'i-1', in: { project: 'demo' } })
    expect(refArgs(web1!)).toEqual({ kind: 'instance', name: 'web-1', id: 'i-1', project: 'demo' })
    expect(
      refOfCommand('firewall-rule.update', { project: 'demo', vpc: 'default', rule: 'x' }),
    ).toEqual({ kind: 'vpc', name: 'default', id: undefined, in: { project: 'demo' } })
    expect(refOfCommand('history.undo', {})).toBeNull()
  })

  it("finds a page's resource from its route", () => {
    expect(refOfScope({ project: 'demo', vpc: 'default', subnet: 'db' })).toEqual({
      kind: 'subnet',
      name: 'db',
      in: { project: 'demo', vpc: 'default' },
    })
    expect(refOfScope({ silo: 'corp' })).toEqual({ kind: 'silo', name: 'corp' })
    expect(refOfScope({})).toBeNull()
  })

  it('is typed as a line too', () => {
    expect(ok('audit-log for instance web-1 --project demo')).toEqual({
      id: 'audit-log.for',
      args: { kind: 'instance', name: 'web-1', project: 'demo' },
    })
  })
})
