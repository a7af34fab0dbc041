// The audit log's history: six days of what people did on the rack before the mock started,
// so the audit log page is real on first open. Several users through the console (session
// cookie), the CLI and Terraform (device tokens), sign-ins good and bad, refusals (403s, running
// instances that cannot be deleted, names taken) and a few platform errors. Targets are the
// seed's resources, and some that have been deleted since (`scratch-2`, `tmp-restore`).
// `?mock-audit=N` (browser) or `--audit N` (server) adds N more entries over the last week.
import type { Schemas as S } from '../db/types'
import { compareEntries, type AuditEntry } from '../db/audit-log'
import { clock } from '../db/clock'
import { prng, seedId, withSeedIdsSteps } from '../db/ids'
import type { Db } from '../db/store'

const HOUR = 3_600_000
const DAY = 24 * HOUR

export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
export const FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:140.0) Gecko/20100101 Firefox/140.0'
export const CLI = 'oxide-cli/0.17.0'
const TERRAFORM = 'terraform-provider-oxide/0.13.0'

/** Who did it, from where, with what. */
type Source = {
  user: string | null
  ip: string
  agent: string
  /** how it authenticated (null: unauthenticated) */
  via: S['AuthMethod'] | null
}

const SOURCES: Record<string, Source> = {
  ops: { user: 'ops-admin', ip: '10.10.0.15', agent: CHROME, via: 'session_cookie' },
  opsCli: { user: 'ops-admin', ip: '10.10.0.15', agent: CLI, via: 'access_token' },
  opsTf: { user: 'ops-admin', ip: '10.10.8.2', agent: TERRAFORM, via: 'access_token' },
  maria: { user: 'maria-ops', ip: '10.10.0.22', agent: CHROME, via: 'session_cookie' },
  dev: { user: 'dev-user', ip: '10.30.1.7', agent: CHROME, via: 'session_cookie' },
  sam: { user: 'sam-data', ip: '10.30.2.40', agent: CLI, via: 'access_token' },
  lee: { user: 'lee-web', ip: '10.30.3.12', agent: FIREFOX, via: 'session_cookie' },
  rosalind: { user: 'rosalind', ip: '172.16.4.9', agent: FIREFOX, via: 'session_cookie' },
  stranger: { user: null, ip: '203.0.113.50', agent: 'python-requests/2.32.3', via: null },
  anon: { user: null, ip: '10.10.0.22', agent: CHROME, via: null },
}

type Outcome = { ok: number } | { status: number; code: string | null; message: string }

const ok = (status = 204): Outcome => ({ ok: status })
const fail = (status: number, code: string | null, message: string): Outcome => ({
  status,
  code,
  message,
})
const FORBIDDEN = fail(403, 'Forbidden', 'Forbidden')
const BAD_LOGIN = fail(401, 'Unauthorized', 'credentials missing or invalid')

/** One kind of thing someone does: who, which operation on which URI, how it ended. */
type Act = [weight: number, source: string, op: string, uri: string, outcome: Outcome]

const DEMO = ['web-1', 'web-2', 'api-1', 'worker-1', 'worker-2', 'cache-1', 'queue-1', 'search-1']

/** The everyday mix, weighted. `{i}` is a demo instance, `{sled}` a sled id. */
const EVERYDAY: Act[] = [
  [8, 'ops', 'instance_stop', '/v1/instances/{i}/stop?project=demo', ok(202)],
  [8, 'ops', 'instance_start', '/v1/instances/{i}/start?project=demo', ok(202)],
  [5, 'dev', 'instance_reboot', '/v1/instances/{i}/reboot?project=demo', ok(202)],
  [5, 'dev', 'instance_start', '/v1/instances/{i}/start?project=demo', ok(202)],
  [4, 'opsCli', 'instance_stop', '/v1/instances/{i}/stop?project=demo', ok(202)],
  [
    3,
    'lee',
    'vpc_firewall_rules_update',
    '/v1/vpc-firewall-rules?project=web&vpc=default',
    ok(200),
  ],
  [3, 'lee', 'instance_reboot', '/v1/instances/edge-proxy-1/reboot?project=web', ok(202)],
  [3, 'sam', 'snapshot_create', '/v1/snapshots?project=data', ok(201)],
  [3, 'sam', 'disk_create', '/v1/disks?project=data', ok(201)],
  [
    2,
    'sam',
    'disk_create',
    '/v1/disks?project=data',
    fail(400, 'ObjectAlreadyExists', 'already exists: disk "warehouse-data"'),
  ],
  [
    3,
    'maria',
    'sled_set_provision_policy',
    '/v1/system/hardware/sleds/{sled}/provision-policy',
    ok(200),
  ],
  [2, 'maria', 'system_ip_pool_range_add', '/v1/system/ip-pools/default/ranges/add', ok(201)],
  [2, 'maria', 'silo_quotas_update', '/v1/system/silos/research/quotas', ok(200)],
  [2, 'ops', 'project_policy_update', '/v1/projects/demo/policy', ok(200)],
  [2, 'opsTf', 'vpc_subnet_update', '/v1/vpc-subnets/db?project=demo&vpc=backend', ok(200)],
  [
    2,
    'opsTf',
    'vpc_firewall_rules_update',
    '/v1/vpc-firewall-rules?project=demo&vpc=backend',
    ok(200),
  ],
  [
    2,
    'dev',
    'instance_delete',
    '/v1/instances/web-1?project=demo',
    fail(400, 'InvalidRequest', 'instance cannot be deleted in state "running"'),
  ],
  [2, 'dev', 'project_delete', '/v1/projects/demo', FORBIDDEN],
  [1, 'dev', 'system_ip_pool_range_add', '/v1/system/ip-pools/default/ranges/add', FORBIDDEN],
  [
    2,
    'ops',
    'instance_start',
    '/v1/instances/worker-4/start?project=demo',
    fail(500, 'Internal', 'Internal Server Error'),
  ],
  [1, 'lee', 'floating_ip_attach', '/v1/floating-ips/web-lb/attach?project=demo', ok(202)],
  [1, 'lee', 'current_user_ssh_key_create', '/v1/me/ssh-keys', ok(201)],
  [1, 'sam', 'device_auth_confirm', '/device/confirm', ok(204)],
  [1, 'rosalind', 'instance_start', '/v1/instances/notebook/start?project=data', FORBIDDEN],
  [4, 'anon', 'login_local', '/v1/login/corp/local', ok(204)],
  [2, 'anon', 'login_local', '/v1/login/corp/local', BAD_LOGIN],
  [2, 'rosalind', 'login_saml', '/login/research/saml/lab-okta', ok(303)],
  [2, 'stranger', 'login_local', '/v1/login/corp/local', BAD_LOGIN],
  [1, 'ops', 'instance_disk_detach', '/v1/instances/worker-3/disks/detach?project=demo', ok(202)],
]

/** Told once, at a fixed time (days ago): the story of things created and deleted since. */
const STORY: [daysAgo: number, source: string, op: string, uri: string, outcome: Outcome][] = [
  [5.9, 'maria', 'disk_create', '/v1/disks?project=infra', ok(201)],
  [5.85, 'maria', 'disk_delete', '/v1/disks/tmp-restore?project=infra', ok(204)],
  [4.2, 'ops', 'instance_create', '/v1/instances?project=demo', ok(201)],
  [4.1, 'ops', 'instance_stop', '/v1/instances/scratch-2/stop?project=demo', ok(202)],
  [4.05, 'ops', 'instance_delete', '/v1/instances/scratch-2?project=demo', ok(204)],
  [
    2.3,
    'ops',
    'instance_create',
    '/v1/instances?project=demo',
    fail(400, 'ObjectAlreadyExists', 'already exists: instance "web-1"'),
  ],
  [1.5, 'stranger', 'login_local', '/v1/login/corp/local', BAD_LOGIN],
  [1.49, 'stranger', 'login_local', '/v1/login/corp/local', BAD_LOGIN],
  [1.48, 'stranger', 'login_local', '/v1/login/corp/local', BAD_LOGIN],
  [0.6, 'ops', 'system_policy_update', '/v1/system/policy', ok(200)],
  [
    0.2,
    'maria',
    'vpc_firewall_rules_update',
    '/v1/vpc-firewall-rules?project=demo&vpc=default',
    fail(503, 'ServiceNotAvailable', 'Service Unavailable'),
  ],
]

const statusOk = (o: Outcome): o is { ok: number } => 'ok' in o

type Ids = { users: Map<string, S['User']>; credentials: Map<string, string> }

function identities(db: Db): Ids {
  const users = new Map(db.users.map((u) => [u.display_name, u]))
  const credentials = new Map<string, string>()
  const ops = users.get('ops-admin')
  // ops-admin's requests use its real console session and device tokens; the others' sessions
  // and tokens have expired since, so their ids name nothing any more.
  const session = db.sessions.find((s) => s.user_id === ops?.id)?.value.id
  const tokens = db.accessTokens.filter((t) => t.user_id === ops?.id).map((t) => t.value.id)
  if (session) credentials.set('ops', session)
  if (tokens[0]) credentials.set('opsCli', tokens[0])
  if (tokens[1]) credentials.set('opsTf', tokens[1])
  return { users, credentials }
}

function entry(
  ids: Ids,
  key: string,
  op: string,
  uri: string,
  outcome: Outcome,
  completed: number,
  durationMs: number,
): AuditEntry | null {
  const src = SOURCES[key]
  if (!src) return null
  const user = src.user === null ? undefined : ids.users.get(src.user)
  if (src.user !== null && !user) return null
  const actor: S['AuditLogEntryActor'] =
    user && !op.startsWith('login_')
      ? { kind: 'silo_user', silo_id: user.silo_id, silo_user_id: user.id }
      : { kind: 'unauthenticated' }
  const authed = actor.kind !== 'unauthenticated'
  let credential: string | null = null
  if (authed) {
    credential = ids.credentials.get(key) ?? seedId()
    // Each person keeps one credential for a run of requests, as a session would.
    ids.credentials.set(key, credential)
  }
  return {
    id: seedId(),
    request_id: seedId(),
    operation_id: op,
    request_uri: uri,
    source_ip: src.ip,
    user_agent: src.agent,
    actor,
    auth_method: authed ? src.via : null,
    credential_id: credential,
    time_started: new Date(completed - durationMs).toISOString(),
    time_completed: new Date(completed).toISOString(),
    result: statusOk(outcome)
      ? { kind: 'success', http_status_code: outcome.ok }
      : {
          kind: 'error',
          http_status_code: outcome.status,
          error_code: outcome.code,
          error_message: outcome.message,
        },
  }
}

/**
 * `n` entries of the everyday mix between `from` and `to` (ms), working hours mostly, a step of
 * `slice` entries at a time (the browser's bulk seed spreads them over tasks).
 */
function* everydaySteps(
  db: Db,
  ids: Ids,
  n: number,
  from: number,
  to: number,
  seed: number,
  slice = Infinity,
): Generator<void, AuditEntry[]> {
  const rand = prng(seed)
  const total = EVERYDAY.reduce((s, a) => s + a[0], 0)
  const sleds = db.sleds.map((s) => s.id)
  const out: AuditEntry[] = []
  for (let k = 0; k < n; k++) {
    let pick = rand() * total
    const act = EVERYDAY.find((a) => (pick -= a[0]) < 0) ?? (EVERYDAY[0] as Act)
    const [, source, op, template, outcome] = act
    const uri = template
      .replace('{i}', DEMO[Math.floor(rand() * DEMO.length)] ?? 'web-1')
      .replace('{sled}', sleds[Math.floor(rand() * sleds.length)] ?? '')
    // Three in four at working hours: a day's 8:00 to 19:00 of the span.
    let at = from + rand() * (to - from)
    if (rand() < 0.75) {
      const day = Math.floor((at - from) / DAY)
      at = Math.min(to - 1, from + day * DAY + (8 + rand() * 11) * HOUR)
    }
    const e = entry(ids, source, op, uri, outcome, Math.floor(at), 40 + Math.floor(rand() * 900))
    if (e) out.push(e)
    if ((k + 1) % slice === 0) yield
  }
  return out
}

/** A generator's steps, all at once. */
function done<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next()
    if (next.done) return next.value
  }
}

const everyday = (db: Db, ids: Ids, n: number, from: number, to: number, seed: number) =>
  done(everydaySteps(db, ids, n, from, to, seed))

/** The seeded history: six days, about 60 entries a day, and the story's fixed events. */
export function seedAuditLog(db: Db) {
  const now = clock.now()
  const ids = identities(db)
  const entries = everyday(db, ids, 340, now - 6 * DAY, now - 10 * 60_000, 0xa0d1)
  for (const [days, source, op, uri, outcome] of STORY) {
    const e = entry(ids, source, op, uri, outcome, Math.floor(now - days * DAY), 180)
    if (e) entries.push(e)
  }
  db.auditLog = entries.sort(compareEntries)
}

/** Most extra entries `?mock-audit=N` / `--audit N` may add. */
export const AUDIT_BULK_MAX = 100_000

/** N more entries over the last week (the benchmark's 10,000), with ids of their own. */
export function seedAuditBulk(db: Db, count: number) {
  done(seedAuditBulkSteps(db, count))
}

/** Entries a step of the bulk seed makes: a few ms of the page's thread each. */
const BULK_SLICE = 500

/**
 * `seedAuditBulk` a slice at a time: the browser's mock (`?mock-audit=N`) runs it between tasks,
 * so that 10,000 entries are not one long task of the page's thread. Same entries, same ids.
 */
export function* seedAuditBulkSteps(db: Db, count: number): Generator<void, void> {
  const n = Math.min(Math.max(0, Math.floor(count)), AUDIT_BULK_MAX)
  if (n === 0) return
  const now = clock.now()
  // The people and their credentials are read with the seed's ids, as the entries are made.
  function* entries() {
    const ids = identities(db)
    return yield* everydaySteps(db, ids, n, now - 7 * DAY, now - 60_000, 0xa0d2, BULK_SLICE)
  }
  const more = yield* withSeedIdsSteps(entries(), 0xa0d3)
  // A saved state (`--state`) that already holds them keeps them once.
  const seen = new Set(db.auditLog.map((e) => e.id))
  if (more[0] && seen.has(more[0].id)) return
  if (db.auditLog.length === 0) db.auditLog = more.sort(compareEntries)
  else {
    for (const e of more) db.auditLog.push(e)
    db.auditLog.sort(compareEntries)
  }
}

/** The `mock-audit` URL parameter (browser only), 0 when absent. */
export function auditBulkFromEnvironment(): number {
  try {
    return Number(new URLSearchParams(window.location.search).get('mock-audit') ?? 0) || 0
  } catch {
    return 0
  }
}
