// Reading an audit entry: the call it records, its target, whether it is about a resource, its
// outcome; and, with the console's commands registered, its title and `oxide` line.
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '@/commands/all'
import { opParams } from '@/api/generated/op-params'
import { opTable } from '@/api/generated/op-table'
import { cliProblem } from '@/commands/command-line/cli-check'
import { operationLine, operationTitle } from '@/commands/generic-api/operation-line'
import { entryLine } from './audit-match'
import { targetText } from './audit-target'
import { entryCall, entryIsAbout, entryTarget, resultKind, resultText } from '@/api/audit-entry'
import type { AuditLogEntry } from '@/api/generated/schemas'

beforeAll(() => registerAllCommands())

const ID = '0b7b1c7e-5b1e-4d36-9f3a-2f6b3c9f0a11'

function entry(operationId: string, requestUri: string, result?: object): AuditLogEntry {
  return {
    id: '2c0f9a3e-1111-4222-8333-944455556666',
    operationId,
    requestUri,
    requestId: 'req-1',
    sourceIp: '10.0.0.9',
    userAgent: 'Mozilla/5.0 Chrome/156.0',
    actor: { kind: 'unauthenticated' },
    authMethod: null,
    credentialId: null,
    timeStarted: new Date('2026-11-26T09:00:00Z'),
    timeCompleted: new Date('2026-11-26T09:00:01Z'),
    result: result ?? { kind: 'success', httpStatusCode: 202 },
  } as unknown as AuditLogEntry
}

const stop = entry('instance_stop', '/v1/instances/web-1/stop?project=demo')

describe('an entry as the log page shows it', () => {
  it('reads the call: operation, path parameters and query', () => {
    expect(entryCall(stop)).toEqual({
      op: 'instance_stop',
      path: [['instance', 'web-1']],
      query: { project: 'demo' },
      pathname: '/v1/instances/web-1/stop',
    })
    // HTTP/2 URIs carry scheme and host.
    const h2 = entry('instance_stop', 'https://rack.example/v1/instances/web-1/stop?project=demo')
    expect(entryCall(h2).path).toEqual([['instance', 'web-1']])
  })

  it("titles it as the console's command and writes its oxide line", () => {
    expect(operationTitle('instance_stop')).toBe('Stop instance')
    expect(entryLine(stop)).toBe('oxide instance stop --project demo --instance web-1')
    // A create's body was not recorded: the line hands it in a file, as the CLI requires.
    expect(entryLine(entry('instance_create', '/v1/instances?project=demo'))).toBe(
      'oxide instance create --project demo --json-body body.json',
    )
    // An operation this console does not know stays as it came.
    expect(operationTitle('future_op')).toBe('future_op')
    expect(operationLine('future_op', {})).toBeUndefined()
  })

  it("every operation's line, as an audit entry writes it, is one the real CLI runs", () => {
    const invalid: string[] = []
    for (const op of Object.keys(opTable)) {
      const params = (opParams[op] ?? []).filter((p) => p.required)
      const line = operationLine(
        op,
        Object.fromEntries(params.map((p) => [p.name, p.enum?.[0] ?? 'x-1'])),
      )
      const problem = line === undefined ? 'no line' : cliProblem(line)
      if (problem) invalid.push(`${op}: ${line}\n    ${problem}`)
    }
    expect(invalid).toEqual([])
  })

  it('finds the target: the resource named last, with its selectors', () => {
    expect(entryTarget(stop)).toEqual({ kind: 'instance', value: 'web-1', in: { project: 'demo' } })
    expect(targetText(stop)).toBe('instance web-1 (demo)')
    const rule = entry(
      'vpc_firewall_rules_update',
      '/v1/vpc-firewall-rules?project=demo&vpc=default',
    )
    expect(entryTarget(rule)).toEqual({ kind: 'vpc', value: 'default', in: { project: 'demo' } })
    const create = entry('instance_create', '/v1/instances?project=demo')
    expect(entryTarget(create)).toEqual({ kind: 'project', value: 'demo', in: {} })
    const login = entry('login_local', '/v1/login/corp/local')
    expect(targetText(login)).toBe('silo corp')
    const ping = entry('ping', '/v1/ping')
    expect(entryTarget(ping)).toBeNull()
    expect(targetText(ping)).toBe('/v1/ping')
  })

  it('tells whether it is about a resource, by name within its project or by id', () => {
    expect(entryIsAbout(stop, { kind: 'instance', name: 'web-1', in: { project: 'demo' } })).toBe(
      true,
    )
    expect(entryIsAbout(stop, { kind: 'instance', name: 'web-1', in: { project: 'other' } })).toBe(
      false,
    )
    expect(entryIsAbout(stop, { kind: 'instance', name: 'web-2' })).toBe(false)
    const byId = entry('instance_stop', `/v1/instances/${ID}/stop`)
    expect(entryIsAbout(byId, { kind: 'instance', name: 'web-1', id: ID })).toBe(true)
    expect(entryIsAbout(byId, { kind: 'instance', name: 'web-1' })).toBe(false)
    expect(entryIsAbout(stop, { kind: 'project', name: 'demo' })).toBe(true)
  })

  it('reads the outcome, including kinds newer than this console', () => {
    expect(resultKind(stop)).toBe('success')
    expect(resultText(stop)).toBe('202')
    const failed = entry('instance_create', '/v1/instances?project=demo', {
      kind: 'error',
      httpStatusCode: 400,
      errorCode: 'ObjectAlreadyExists',
      errorMessage: 'already exists: instance "web-1"',
    })
    expect(resultKind(failed)).toBe('error')
    expect(resultText(failed)).toBe('400 ObjectAlreadyExists: already exists: instance "web-1"')
    const odd = entry('instance_stop', '/v1/instances/web-1/stop', { kind: 'timeout' })
    expect(resultKind(odd)).toBe('unknown')
    expect(resultText(odd)).toBe('unknown')
  })
})
