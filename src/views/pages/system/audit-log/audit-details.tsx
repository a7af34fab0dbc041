// One entry in full (Enter on a row): every field the platform recorded, names beside ids, the
// command and `oxide` line of the call, and the request id to copy for support.
import { formatInstant } from '@/lib/clock'
import { actorLabel, type ActorNames } from '@/api/audit-actors'
import { resultKind } from '@/api/audit-entry'
import type { AuditLogEntry } from '@/api/generated/schemas'
import { operationTitle } from '@/commands/generic-api/operation-line'
import { Button } from '../../../ui/button'
import { CopyButton } from '../../../ui/copy-button'
import { SideModal } from '../../../ui/side-modal'
import { entryLine } from './audit-match'
import { ResultBadge, validDate } from './audit-columns'
import { TargetCell } from './audit-target'

/** Local and 24-hour like the rows, to the millisecond; the UTC instant on hover. */
const instant = (d: unknown) =>
  validDate(d) ? (
    <time dateTime={d.toISOString()} title={d.toISOString()}>
      {formatInstant(d)}
    </time>
  ) : (
    '–'
  )

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function AuditDetails({
  entry: e,
  names,
  onDismiss,
}: {
  entry: AuditLogEntry
  names: ActorNames | undefined
  onDismiss: () => void
}) {
  const a = actorLabel(e, names)
  const line = entryLine(e)
  const started = validDate(e.timeStarted) ? e.timeStarted.getTime() : NaN
  const completed = validDate(e.timeCompleted) ? e.timeCompleted.getTime() : NaN
  const ms = completed - started
  const r = e.result as {
    errorCode?: string | null
    errorMessage?: string
    httpStatusCode?: number
  }
  return (
    <SideModal
      title={`Audit entry: ${operationTitle(e.operationId)}`}
      onDismiss={onDismiss}
      footer={
        <Button variant="secondary" onClick={onDismiss}>
          Close
        </Button>
      }
    >
      <dl className="audit-details">
        <Row label="request id">
          <code>{e.requestId}</code> <CopyButton text={e.requestId} label="" what="request id" />
        </Row>
        <Row label="operation">
          {operationTitle(e.operationId)} <code className="dim">{e.operationId}</code>
        </Row>
        <Row label="oxide">
          {line ? (
            <>
              <code>{line}</code> <CopyButton text={line} label="" what="oxide line" />
            </>
          ) : (
            '–'
          )}
        </Row>
        <Row label="target">
          <TargetCell entry={e} />
        </Row>
        <Row label="request URI">
          <code>{e.requestUri}</code>
        </Row>
        <Row label="result">
          <ResultBadge entry={e} />
        </Row>
        {resultKind(e) === 'error' && (
          <>
            <Row label="HTTP status">{r.httpStatusCode ?? '–'}</Row>
            <Row label="error code">{r.errorCode ?? '–'}</Row>
            <Row label="error message">{r.errorMessage ?? '–'}</Row>
          </>
        )}
        <Row label="actor">
          {a.name}
          {a.silo && <span className="dim"> (silo {a.silo})</span>}{' '}
          <span className="dim">{String((e.actor as { kind?: string })?.kind ?? '')}</span>
        </Row>
        {a.id && (
          <Row label="actor id">
            <code>{a.id}</code>
          </Row>
        )}
        <Row label="auth method">{e.authMethod ?? '–'}</Row>
        <Row label="credential id">{e.credentialId ? <code>{e.credentialId}</code> : '–'}</Row>
        <Row label="source IP">{e.sourceIp}</Row>
        <Row label="user agent">{e.userAgent ?? '–'}</Row>
        <Row label="started">{instant(e.timeStarted)}</Row>
        <Row label="completed">{instant(e.timeCompleted)}</Row>
        <Row label="duration">{Number.isFinite(ms) ? `${ms} ms` : '–'}</Row>
        <Row label="entry id">
          <code>{e.id}</code>
        </Row>
      </dl>
    </SideModal>
  )
}
