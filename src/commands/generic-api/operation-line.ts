// What an operation is in the console's own words, for a call seen from outside (an audit log
// entry): the title of the console's command that performs it (the hand-written one, else the
// operation's summary, which the generic command shows after "API:") and the `oxide` line that
// makes the same call, from its path and query parameters (a recorded call has no body).
import { opParams } from '@/api/generated/op-params'
import { opTable, type OperationId } from '@/api/generated/op-table'
import { firstPaint } from '../core/first-paint'
import { findCommand } from '../core/registry'
import { argName } from './api-args'
import { apiCli } from './api-commands'
import { handWrittenOps } from './api-coverage'

const known = (op: string): op is OperationId => Object.hasOwn(opTable, op)

/** The console's command for the operation, when one is hand-written. */
export const commandOfOperation = (op: string): string | undefined =>
  known(op) ? handWrittenOps[op] : undefined

/** "Stop instance"; the operation id itself when this console does not know it. */
export function operationTitle(op: string): string {
  if (!known(op)) return op
  const id = handWrittenOps[op]
  const title = id ? (findCommand(id)?.title ?? firstPaint[id]?.title) : undefined
  return title ?? (opTable[op].summary || op)
}

/**
 * `oxide instance stop --project demo --instance web-1` for a call of `instance_stop` with those
 * parameters (wire names); `oxide api '/v1/...' --method POST` where the CLI has no subcommand.
 * An operation that takes a body hands it in a file (`--json-body body.json`, `--input`): the
 * recorded call has none, and without one a create's line would lack the flags the CLI requires.
 */
export function operationLine(op: string, params: Record<string, string>): string | undefined {
  if (!known(op)) return undefined
  const list = opParams[op] ?? []
  const args: Record<string, unknown> = {}
  for (const p of list) if (params[p.name] !== undefined) args[argName(p.name)] = params[p.name]
  if (opTable[op].bodyType === 'json') args.body = '{}'
  try {
    return apiCli(op, opTable[op], list, args)
  } catch {
    return undefined
  }
}
