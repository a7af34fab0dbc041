// The audit log's columns: when (the entry's first control, so Enter on a row opens its
// details), who (names), what (the console's command title and the `oxide` line of the call),
// the target, the result, where from and how authenticated.
import { actorLabel, type ActorNames } from '@/api/audit-actors'
import { resultKind, resultText } from '@/api/audit-entry'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { operationTitle } from '@/commands/generic-api/operation-line'
import type { Column } from '../../../ui/table'
import { entryLine } from './audit-match'
import { TargetCell, targetText } from './audit-target'

const pad = (n: number) => String(n).padStart(2, '0')
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export const validDate = (d: unknown): d is Date =>
  d instanceof Date && Number.isFinite(d.getTime())

/** `14:03:05` today, `Nov 24 14:03:05` before (local time). */
export function shortTime(d: unknown, now = new Date()): string {
  if (!validDate(d)) return '–'
  const clock = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  const today = d.toDateString() === now.toDateString()
  return today ? clock : `${MONTHS[d.getMonth()]} ${pad(d.getDate())} ${clock}`
}

/** `Chrome 156`, `Firefox 140`, `oxide-cli/0.17.0`: what sent it, briefly. */
export function agentName(ua: string | null | undefined): string {
  if (!ua) return ''
  for (const [re, name] of [
    [/Firefox\/(\d+)/, 'Firefox'],
    [/Edg\/(\d+)/, 'Edge'],
    [/Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[^ ]* Safari/, 'Safari'],
  ] as const) {
    const m = re.exec(ua)
    if (m) return `${name} ${m[1]}`
  }
  return ua.split(' ')[0] ?? ua
}

/** How the request authenticated, in a word. */
export function authText(e: AuditLogEntry): string {
  switch (e.authMethod) {
    case 'session_cookie':
      return 'session'
    case 'access_token':
      return 'token'
    case 'scim_token':
      return 'SCIM token'
    case null:
    case undefined:
      return '–'
    default:
      return String(e.authMethod)
  }
}

const RESULT_GLYPH = { success: '●', error: '✗', unknown: '·' } as const
const RESULT_TONE = { success: 'ok', error: 'error', unknown: 'info' } as const

export function ResultBadge({ entry }: { entry: AuditLogEntry }) {
  const kind = resultKind(entry)
  return (
    <span className={`badge badge-${RESULT_TONE[kind]}`}>
      <span className="badge-glyph" aria-hidden="true">
        {RESULT_GLYPH[kind]}
      </span>
      {resultText(entry)}
    </span>
  )
}

export function auditColumns(
  names: ActorNames | undefined,
  open: (e: AuditLogEntry) => void,
): Column<AuditLogEntry>[] {
  return [
    {
      key: 'time',
      header: 'time',
      // The log's own order (the API's time sort, use-audit-view.ts), never a page's rows.
      sortValue: (e) => e.timeCompleted,
      width: '17ch',
      cell: (e) => (
        <button
          type="button"
          className="audit-time num"
          title={`${validDate(e.timeCompleted) ? e.timeCompleted.toISOString() : ''}: details (Enter)`}
          onClick={() => open(e)}
        >
          {shortTime(e.timeCompleted)}
        </button>
      ),
    },
    {
      key: 'actor',
      header: 'actor',
      width: '17ch',
      clip: {
        maxWidth: '100%',
        text: (e) => {
          const a = names ? actorLabel(e, names) : undefined
          return a ? `${a.name}${a.silo ? ` ${a.silo}` : ''}` : ''
        },
      },
      cell: (e) => {
        // Names arrive after the first rows: an id's first characters would only flicker.
        if (!names) return <span className="dim">…</span>
        const a = actorLabel(e, names)
        return (
          <span className={a.kind === 'unauthenticated' ? 'dim' : undefined}>
            {a.name}
            {a.silo && <span className="dim"> {a.silo}</span>}
          </span>
        )
      },
    },
    {
      key: 'action',
      header: 'action',
      clip: {
        maxWidth: '100%',
        text: (e) => `${operationTitle(e.operationId)}: ${entryLine(e) ?? e.operationId}`,
      },
      cell: (e) => (
        <>
          {operationTitle(e.operationId)}{' '}
          <code className="dim">{entryLine(e) ?? e.operationId}</code>
        </>
      ),
    },
    {
      key: 'target',
      header: 'target',
      width: '20ch',
      clip: { maxWidth: '100%', text: targetText },
      cell: (e) => <TargetCell entry={e} />,
    },
    {
      key: 'result',
      header: 'result',
      width: '19ch',
      clip: { maxWidth: '100%', text: resultText },
      cell: (e) => <ResultBadge entry={e} />,
    },
    {
      key: 'source',
      header: 'source',
      width: '18ch',
      clip: { maxWidth: '100%', text: (e) => `${e.sourceIp} ${e.userAgent ?? ''}` },
      cell: (e) => (
        <span>
          {e.sourceIp} <span className="dim">{agentName(e.userAgent)}</span>
        </span>
      ),
    },
    {
      key: 'auth',
      header: 'auth',
      width: '9ch',
      clip: { maxWidth: '100%', text: authText },
      cell: authText,
    },
  ]
}
