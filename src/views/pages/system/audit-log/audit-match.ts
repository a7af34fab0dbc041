// Which entries the audit log page's filters keep: the actor by name, the operation, the
// result, a resource (by id or by name, resource-ref.ts) and free text anywhere in the entry
// as the page shows it (names, the command's title and `oxide` line, URI, request id...).
import { actorLabel, actorText, type ActorNames } from '@/api/audit-actors'
import { entryCall, entryIsAbout, resultKind, resultText } from '@/api/audit-entry'
import type { AuditLogEntry } from '@/api/generated/schemas'
import type { ResourceRef } from '@/api/resource-ref'
import { operationLine, operationTitle } from '@/commands/generic-api/operation-line'
import type { AuditFilters } from '@/lib/audit-query'

/** The call's parameters by wire name, path and query together. */
export function callParams(e: AuditLogEntry): Record<string, string> {
  const call = entryCall(e)
  return { ...call.query, ...Object.fromEntries(call.path) }
}

/** The `oxide` line that makes the entry's call (without its body, which the log does not keep). */
export const entryLine = (e: AuditLogEntry) => operationLine(e.operationId, callParams(e))

const timeText = (d: unknown) =>
  d instanceof Date && Number.isFinite(d.getTime()) ? d.toISOString() : ''

/** Everything the free text looks in, lower case. */
export function entryText(e: AuditLogEntry, names: ActorNames | undefined): string {
  return [
    timeText(e.timeCompleted),
    actorText(actorLabel(e, names)),
    e.operationId,
    operationTitle(e.operationId),
    entryLine(e),
    e.requestUri,
    e.requestId,
    e.sourceIp,
    e.userAgent,
    e.authMethod,
    e.credentialId,
    resultText(e),
    e.id,
  ]
    .filter((x) => typeof x === 'string' && x !== '')
    .join('\n')
    .toLowerCase()
}

export type AuditMatch = {
  filters: AuditFilters
  ref: ResourceRef | null
  names: ActorNames | undefined
}

/** Whether any filter is set (the resource's included). */
export const filtering = ({ filters: f, ref }: AuditMatch) =>
  Boolean(f.actor || f.op || f.result || f.text?.trim() || ref)

export function entryMatches(e: AuditLogEntry, { filters: f, ref, names }: AuditMatch): boolean {
  if (f.op && e.operationId !== f.op) return false
  if (f.result && resultKind(e) !== f.result) return false
  if (f.actor && actorLabel(e, names).name.toLowerCase() !== f.actor.trim().toLowerCase())
    return false
  if (ref && !entryIsAbout(e, ref)) return false
  const text = f.text?.trim().toLowerCase()
  if (text && !entryText(e, names).includes(text)) return false
  return true
}
