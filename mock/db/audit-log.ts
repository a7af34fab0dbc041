// The audit log as Nexus keeps it: one entry per mutating request (a login attempt included),
// written when the request completes, with who made it, how they authenticated and how it ended.
// Reads are not logged. The list is ordered by completion time; the mock keeps the newest
// AUDIT_LOG_MAX entries so that a long session (or a load test) cannot grow it without end.
import type { Actor } from './authz'
import { newId } from './ids'
import type { Db } from './store'
import type { Schemas as S } from './types'

export const AUDIT_LOG_MAX = 10_000

/** How the request ended: the status answered, and the error's code and message if it failed. */
export type AuditOutcome = { status: number; error?: { code?: string; message: string } }

function result({ status, error }: AuditOutcome): S['AuditLogEntryResult'] {
  if (!error) return { kind: 'success', http_status_code: status }
  return {
    kind: 'error',
    http_status_code: status,
    error_code: error.code ?? null,
    error_message: error.message,
  }
}

/** The actor and the credential it presented (a bearer token, else the console's session). */
function who(db: Db, actor: Actor | null, request: Request) {
  if (!actor) return { actor: { kind: 'unauthenticated' as const }, auth_method: null }
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  const token = bearer ? db.accessTokens.find((t) => t.secret === bearer) : undefined
  const session = db.sessions.find((s) => s.user_id === actor.user.id)
  const credential = bearer ? token?.value.id : session?.value.id
  return {
    actor: { kind: 'silo_user' as const, silo_id: actor.silo.id, silo_user_id: actor.user.id },
    auth_method: bearer ? ('access_token' as const) : ('session_cookie' as const),
    ...(credential ? { credential_id: credential } : {}),
  }
}

/** Logs one completed request, if it is one the platform audits (anything but a read). */
export function recordAudit(
  db: Db,
  entry: {
    op: string
    request: Request
    requestId: string
    actor: Actor | null
    started: string
    completed: string
  } & AuditOutcome,
) {
  const { method } = entry.request
  if (method === 'GET' || method === 'HEAD') return
  const url = new URL(entry.request.url)
  const agent = entry.request.headers.get('user-agent')
  db.auditLog.push({
    id: newId(),
    operation_id: entry.op,
    request_id: entry.requestId,
    request_uri: `${url.pathname}${url.search}`.slice(0, 512),
    source_ip: entry.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
    user_agent: agent ? agent.slice(0, 256) : null,
    time_started: entry.started,
    time_completed: entry.completed,
    result: result(entry),
    ...who(db, entry.actor, entry.request),
  })
  if (db.auditLog.length > AUDIT_LOG_MAX) db.auditLog.splice(0, db.auditLog.length - AUDIT_LOG_MAX)
}
