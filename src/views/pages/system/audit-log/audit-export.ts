// The entries on screen as a file: JSON lines in the wire format (one `AuditLogEntry` a line, as
// `oxide audit-log list` prints them), or CSV with the page's columns in words and every field.
import { actorLabel, type ActorNames } from '@/api/audit-actors'
import { resultKind, resultStatus } from '@/api/audit-entry'
import { snakeify } from '@/api/camel'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { operationTitle } from '@/commands/generic-api/operation-line'
import { entryLine } from './audit-match'
import { targetText } from './audit-target'

export type ExportFormat = 'jsonl' | 'csv'

/** One entry a line, snake_case with ISO times: what the API sent. */
export function toJsonLines(entries: AuditLogEntry[]): string {
  return entries.map((e) => JSON.stringify(snakeify(e))).join('\n') + (entries.length ? '\n' : '')
}

const CSV_COLUMNS: [string, (e: AuditLogEntry, names: ActorNames | undefined) => unknown][] = [
  ['time_completed', (e) => e.timeCompleted],
  ['time_started', (e) => e.timeStarted],
  ['actor', (e, n) => actorLabel(e, n).name],
  ['actor_silo', (e, n) => actorLabel(e, n).silo],
  ['actor_kind', (e) => (e.actor as { kind?: string })?.kind],
  ['actor_id', (e, n) => actorLabel(e, n).id],
  ['operation_id', (e) => e.operationId],
  ['action', (e) => operationTitle(e.operationId)],
  ['oxide', (e) => entryLine(e)],
  ['target', (e) => targetText(e)],
  ['result', (e) => resultKind(e)],
  ['http_status_code', (e) => resultStatus(e)],
  ['error_code', (e) => (e.result as { errorCode?: string | null }).errorCode],
  ['error_message', (e) => (e.result as { errorMessage?: string }).errorMessage],
  ['request_id', (e) => e.requestId],
  ['request_uri', (e) => e.requestUri],
  ['source_ip', (e) => e.sourceIp],
  ['user_agent', (e) => e.userAgent],
  ['auth_method', (e) => e.authMethod],
  ['credential_id', (e) => e.credentialId],
  ['id', (e) => e.id],
]

/** RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
function cell(v: unknown): string {
  const s = v === undefined || v === null ? '' : v instanceof Date ? v.toISOString() : String(v)
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function toCsv(entries: AuditLogEntry[], names: ActorNames | undefined): string {
  const lines = [CSV_COLUMNS.map(([h]) => h).join(',')]
  for (const e of entries) lines.push(CSV_COLUMNS.map(([, get]) => cell(get(e, names))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** `audit-log-2026-11-26T0900Z.jsonl`: named for when it was taken. */
export function exportName(format: ExportFormat, at = new Date()) {
  const stamp = at.toISOString().slice(0, 16).replace(/:/g, '')
  return `audit-log-${stamp}Z.${format}`
}

/** Hands the text to the browser as a download. */
export function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
