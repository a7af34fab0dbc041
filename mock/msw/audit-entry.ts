// The audit log entry of one handled request, as Nexus writes it: the actor and how it
// authenticated (none for sign-in attempts, whose actor is always unauthenticated), the request
// (id, operation, URI as path and query, source address, user agent), when it started and
// completed, and its outcome: the status, or the error's status, code and message.
import type { OperationId } from '@/api/generated/op-table'
import { LOGIN_OPS, type AuditEntry } from '../db/audit-log'
import type { Actor } from '../db/authz'
import { clock } from '../db/clock'
import type { MockApiError } from '../db/errors'
import { newId } from '../db/ids'
import type { Db } from '../db/store'
import { currentCredential, requestPeer, type Caller } from './session'

/** Nexus cuts the URI at 512 characters and the user agent at 256. */
const URI_MAX = 512
const AGENT_MAX = 256

/** The page's own user agent where the request does not carry one (the service worker's). */
const pageAgent = () => (typeof navigator === 'undefined' ? null : navigator.userAgent || null)

type Handled = {
  op: OperationId
  request: Request
  requestId: string
  /** when the request arrived */
  started: string
  actor: Actor | null
  db: Db
  response: Response
  failure: MockApiError | null
  /** who sent it, where not the session (activity.ts): their credential, client and address */
  caller?: Caller | null
}

/**
 * When a request completes: now, but always after the last entry of the log. Nexus keeps times
 * to the microsecond; the mock's are to the millisecond, where two requests (another tab's, the
 * activity's) often complete together and would be ordered by their random ids, a later one
 * before an earlier one, where a reader following the log from its last entry never sees it.
 */
function completedAt(db: Db) {
  const last = db.auditLog[db.auditLog.length - 1]
  const after = last ? Date.parse(last.time_completed) + 1 : 0
  return new Date(Math.max(clock.now(), after)).toISOString()
}

export function auditEntry(h: Handled): AuditEntry {
  const url = new URL(h.request.url)
  const actor = LOGIN_OPS.has(h.op) ? null : h.actor
  const caller = h.caller ?? null
  const credential = !actor
    ? null
    : caller
      ? { method: caller.method, id: caller.credentialId }
      : currentCredential(h.db, actor)
  const agent = caller?.agent ?? h.request.headers.get('user-agent') ?? pageAgent()
  return {
    id: newId(),
    request_id: h.requestId,
    operation_id: h.op,
    request_uri: `${url.pathname}${url.search}`.slice(0, URI_MAX),
    source_ip: caller?.peer ?? requestPeer(),
    user_agent: agent === null ? null : agent.slice(0, AGENT_MAX),
    actor: actor
      ? { kind: 'silo_user', silo_id: actor.silo.id, silo_user_id: actor.user.id }
      : { kind: 'unauthenticated' },
    auth_method: credential?.method ?? null,
    credential_id: credential?.id ?? null,
    time_started: h.started,
    time_completed: completedAt(h.db),
    result: h.failure
      ? {
          kind: 'error',
          http_status_code: h.failure.status,
          error_code: h.failure.errorCode ?? null,
          error_message: h.failure.message,
        }
      : { kind: 'success', http_status_code: h.response.status },
  }
}
