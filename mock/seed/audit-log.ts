// A few days of the audit log: sign-ins (one refused), a project and its instance made, an
// instance stopped, a quota raised, an update staged. Seeded after everything else, so the ids
// seeded before stay what they were.
import { daysAgo } from '../db/clock'
import { seedId } from '../db/ids'
import type { Db } from '../db/store'
import type { Schemas as S } from '../db/types'
import { named } from './util'

type Line = [
  days: number,
  op: string,
  uri: string,
  user: string | null,
  result: S['AuditLogEntryResult'],
]

const ok = (http_status_code: number): S['AuditLogEntryResult'] => ({
  kind: 'success',
  http_status_code,
})

const LINES: Line[] = [
  [14, 'target_release_update', '/v1/system/update/target-release', 'ops-admin', ok(204)],
  [
    3.2,
    'login_local',
    '/v1/login/corp/local',
    null,
    {
      kind: 'error',
      http_status_code: 401,
      error_code: 'Unauthorized',
      error_message: 'credentials missing or invalid',
    },
  ],
  [3.19, 'login_local', '/v1/login/corp/local', null, ok(204)],
  [3.1, 'project_create', '/v1/projects', 'ops-admin', ok(201)],
  [3.05, 'instance_create', '/v1/instances?project=demo', 'dev-user', ok(201)],
  [2.4, 'silo_quotas_update', '/v1/system/silos/research/quotas', 'ops-admin', ok(200)],
  [1.6, 'instance_stop', '/v1/instances/worker-1/stop?project=demo', 'dev-user', ok(202)],
  [0.9, 'scim_token_create', '/v1/system/scim/tokens?silo=corp', 'maria-ops', ok(201)],
]

export function seedAuditLog(db: Db) {
  const user = (name: string) => {
    const found = db.users.find((u) => u.display_name === name)
    if (!found) throw new Error(`seed: no user ${name}`)
    return found
  }
  const corp = named(db.silos, 'corp')
  for (const [days, op, uri, name, result] of LINES) {
    const actor = name ? user(name) : null
    db.auditLog.push({
      id: seedId(),
      operation_id: op,
      request_id: seedId(),
      request_uri: uri,
      source_ip: '172.20.3.14',
      user_agent: name ? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' : 'oxide-cli/0.13.0',
      time_started: daysAgo(days),
      time_completed: daysAgo(days - 0.00001),
      result,
      ...(actor
        ? {
            actor: { kind: 'silo_user', silo_id: corp.id, silo_user_id: actor.id },
            auth_method: 'session_cookie',
          }
        : { actor: { kind: 'unauthenticated' }, auth_method: null }),
    })
  }
}
