// Other users of the mock at work. Now and then (every 10 to 20 s) one of them stops or starts an
// instance, creates or deletes a disk, changes a firewall rule, or makes or drops a floating IP:
// maria-ops at her console or with the CLI, lee-web in Firefox, sam-data with the CLI on project
// data, ops-admin with the CLI. Each action is a request through the platform's own handlers
// (msw/router.ts answerRequest), so the audit log records it as it records any request: the user,
// their credential (a console session, or a device token with `via CLI`), their client and
// address. Opt-in: `?mock-activity=1` in the browser (browser.ts), `--activity` on the server.
//
// What it keeps to: a user signed in here never acts (the changes are always someone else's);
// only what the user may do is tried; the load-testing projects (`bulk`, `team-NNN`) are left
// alone; and it deletes only what it made (disks `scratch-xxxx`, floating IPs `float-xxxx`, the
// firewall rule `allow-monitoring`), so the seed's resources are never deleted.
import type { Actor } from './db/authz'
import { projectRole } from './db/authz'
import type { Db } from './db/store'
import type { Schemas as S } from './db/types'
import { actorNamed, type Caller } from './msw/session'
import { CHROME, CLI, FIREFOX } from './seed/audit'

/** One of the mock's other users at one of their clients. */
export type Person = Omit<Caller, 'credentialId'>

export const PEOPLE: readonly Person[] = [
  { user: 'maria-ops', method: 'session_cookie', agent: CHROME, peer: '10.10.0.22' },
  { user: 'maria-ops', method: 'access_token', agent: CLI, peer: '10.10.0.22' },
  { user: 'lee-web', method: 'session_cookie', agent: FIREFOX, peer: '10.30.3.12' },
  { user: 'sam-data', method: 'access_token', agent: CLI, peer: '10.30.2.40' },
  { user: 'ops-admin', method: 'access_token', agent: CLI, peer: '10.10.0.15' },
]

/** What the activity makes, by name: the only things it deletes. */
export const SCRATCH_DISK = /^scratch-[0-9a-f]{4}$/
export const FLOATING_IP = /^float-[0-9a-f]{4}$/
export const MONITORING_RULE = 'allow-monitoring'

/** Projects made for load tests (`?mock-bulk`, `?mock-projects`): nobody works there. */
const LOAD_TEST = /^(bulk|team-\d{3})$/

/** One planned action: who, which request, and what it does in words. */
export type Action = {
  kind: Kind
  person: Person
  method: 'POST' | 'PUT' | 'DELETE'
  /** path and query */
  url: string
  body?: unknown
  /** "stopped instance web-2 in demo" */
  what: string
}

type Kind =
  | 'instance-stop'
  | 'instance-start'
  | 'disk-create'
  | 'disk-delete'
  | 'firewall-rule'
  | 'floating-ip-create'
  | 'floating-ip-delete'

/** A project with the people who may change things in it. */
type Place = { project: S['Project']; people: Person[] }

/** A target of one kind of action: where, and the request once a person is chosen. */
type Option = { place: Place; build: (rand: () => number) => Omit<Action, 'kind' | 'person'> }

const pick = <T>(rand: () => number, list: readonly T[]): T | undefined =>
  list[Math.floor(rand() * list.length)]

const hex4 = (rand: () => number) =>
  Array.from({ length: 4 }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('')

/** A name of the pattern not yet taken among `taken`. */
function freshName(rand: () => number, prefix: string, taken: Set<string>) {
  for (;;) {
    const name = `${prefix}-${hex4(rand)}`
    if (!taken.has(name)) return name
  }
}

const q = (project: string, more = '') => `?project=${encodeURIComponent(project)}${more}`

/** The projects where some of `people` may change things (collaborator or more). */
function places(db: Db, people: readonly Person[]): Place[] {
  const actors = people.flatMap((p) => {
    const actor = actorNamed(db, p.user)
    return actor ? [{ person: p, actor }] : []
  })
  const can = (actor: Actor, project: S['Project']) => {
    const role = projectRole(db, actor, project.id)
    return role === 'admin' || role === 'collaborator'
  }
  return db.projects
    .filter((p) => !LOAD_TEST.test(p.name))
    .map((project) => ({
      project,
      people: actors.filter((a) => can(a.actor, project)).map((a) => a.person),
    }))
    .filter((p) => p.people.length > 0)
}

function instanceOptions(db: Db, where: Place[], state: 'running' | 'stopped'): Option[] {
  const verb = state === 'running' ? 'stop' : 'start'
  return where.flatMap((place) =>
    db.instances
      .filter((i) => i.project_id === place.project.id && i.run_state === state)
      .map((i) => ({
        place,
        build: () => ({
          method: 'POST' as const,
          url: `/v1/instances/${i.name}/${verb}${q(place.project.name)}`,
          what: `${verb === 'stop' ? 'stopped' : 'started'} instance ${i.name} in ${place.project.name}`,
        }),
      })),
  )
}

const KINDS: Record<Kind, { weight: number; options: (db: Db, where: Place[]) => Option[] }> = {
  'instance-stop': { weight: 3, options: (db, where) => instanceOptions(db, where, 'running') },
  'instance-start': { weight: 3, options: (db, where) => instanceOptions(db, where, 'stopped') },
  'disk-create': {
    weight: 2,
    options: (db, where) =>
      // A few scratch disks at a time: past three, they are deleted rather than made.
      db.disks.filter((d) => SCRATCH_DISK.test(d.name)).length >= 3
        ? []
        : where.map((place) => ({
            place,
            build: (rand) => {
              const taken = new Set(
                db.disks.filter((d) => d.project_id === place.project.id).map((d) => d.name),
              )
              const name = freshName(rand, 'scratch', taken)
              const gib = pick(rand, [10, 20, 50]) ?? 10
              return {
                method: 'POST' as const,
                url: `/v1/disks${q(place.project.name)}`,
                body: {
                  name,
                  description: 'Scratch space for a one-off job',
                  size: gib * 1024 ** 3,
                  disk_backend: {
                    type: 'distributed',
                    disk_source: { type: 'blank', block_size: 4096 },
                  },
                } satisfies S['DiskCreate'],
                what: `created disk ${name} in ${place.project.name}`,
              }
            },
          })),
  },
  'disk-delete': {
    weight: 2,
    options: (db, where) =>
      where.flatMap((place) =>
        db.disks
          .filter(
            (d) =>
              d.project_id === place.project.id &&
              SCRATCH_DISK.test(d.name) &&
              d.state.state === 'detached',
          )
          .map((d) => ({
            place,
            build: () => ({
              method: 'DELETE' as const,
              url: `/v1/disks/${d.name}${q(place.project.name)}`,
              what: `deleted disk ${d.name} in ${place.project.name}`,
            }),
          })),
      ),
  },
  'firewall-rule': {
    weight: 2,
    options: (db, where) =>
      where.flatMap((place) => {
        const vpc = db.vpcs.find((v) => v.project_id === place.project.id && v.name === 'default')
        if (!vpc) return []
        return [{ place, build: () => firewallChange(db, place.project, vpc) }]
      }),
  },
  'floating-ip-create': {
    weight: 1,
    options: (db, where) =>
      db.floatingIps.filter((f) => FLOATING_IP.test(f.name)).length >= 2
        ? []
        : where.map((place) => ({
            place,
            build: (rand) => {
              const taken = new Set(
                db.floatingIps.filter((f) => f.project_id === place.project.id).map((f) => f.name),
              )
              const name = freshName(rand, 'float', taken)
              return {
                method: 'POST' as const,
                url: `/v1/floating-ips${q(place.project.name)}`,
                body: {
                  name,
                  description: 'Address for a demo, kept for the week',
                  address_allocator: {
                    type: 'auto',
                    pool_selector: { type: 'auto', ip_version: 'v4' },
                  },
                } satisfies S['FloatingIpCreate'],
                what: `created floating IP ${name} in ${place.project.name}`,
              }
            },
          })),
  },
  'floating-ip-delete': {
    weight: 1,
    options: (db, where) =>
      where.flatMap((place) =>
        db.floatingIps
          .filter(
            (f) => f.project_id === place.project.id && FLOATING_IP.test(f.name) && !f.instance_id,
          )
          .map((f) => ({
            place,
            build: () => ({
              method: 'DELETE' as const,
              url: `/v1/floating-ips/${f.name}${q(place.project.name)}`,
              what: `deleted floating IP ${f.name} in ${place.project.name}`,
            }),
          })),
      ),
  },
}

/** The rule as the update request names it (the view's fields without ids and times). */
const asUpdate = (r: S['VpcFirewallRule']): S['VpcFirewallRuleUpdate'] => ({
  name: r.name,
  description: r.description,
  status: r.status,
  direction: r.direction,
  action: r.action,
  priority: r.priority,
  targets: r.targets,
  filters: r.filters,
})

/**
 * The VPC's rules with `allow-monitoring` moved one step: added (enabled), then disabled, then
 * removed. The other rules go back as they are (the update replaces the whole list).
 */
function firewallChange(db: Db, project: S['Project'], vpc: S['Vpc']) {
  const rules = db.firewallRules.filter((r) => r.vpc_id === vpc.id).map(asUpdate)
  const at = rules.findIndex((r) => r.name === MONITORING_RULE)
  const rule = rules[at]
  let what: string
  if (!rule) {
    rules.push({
      name: MONITORING_RULE,
      description: 'Prometheus scrapes node exporters from the monitoring subnet',
      status: 'enabled',
      direction: 'inbound',
      action: 'allow',
      priority: 200,
      targets: [{ type: 'vpc', value: vpc.name }],
      filters: {
        hosts: [{ type: 'ip_net', value: '10.10.0.0/24' }],
        ports: ['9100'],
        protocols: [{ type: 'tcp' }],
      },
    })
    what = `added firewall rule ${MONITORING_RULE}`
  } else if (rule.status === 'enabled') {
    rules[at] = { ...rule, status: 'disabled' }
    what = `disabled firewall rule ${MONITORING_RULE}`
  } else {
    rules.splice(at, 1)
    what = `removed firewall rule ${MONITORING_RULE}`
  }
  return {
    method: 'PUT' as const,
    url: `/v1/vpc-firewall-rules${q(project.name, `&vpc=${encodeURIComponent(vpc.name)}`)}`,
    body: { rules } satisfies S['VpcFirewallRuleUpdateParams'],
    what: `${what} of VPC ${vpc.name} in ${project.name}`,
  }
}

/**
 * The next action, drawn with `rand`: a kind by weight among those with something to act on,
 * then a target, then one of the people who may act there. Nobody in `signedIn` acts. Null
 * when nobody can do anything.
 */
export function planAction(db: Db, rand: () => number, signedIn: readonly string[] = []) {
  const people = PEOPLE.filter((p) => !signedIn.includes(p.user))
  const where = places(db, people)
  if (where.length === 0) return null
  const kinds = (Object.keys(KINDS) as Kind[])
    .map((kind) => ({ kind, weight: KINDS[kind].weight, options: KINDS[kind].options(db, where) }))
    .filter((k) => k.options.length > 0)
  const total = kinds.reduce((s, k) => s + k.weight, 0)
  let draw = rand() * total
  const chosen = kinds.find((k) => (draw -= k.weight) < 0) ?? kinds[kinds.length - 1]
  if (!chosen) return null
  const option = pick(rand, chosen.options)
  const person = option && pick(rand, option.place.people)
  if (!option || !person) return null
  return { kind: chosen.kind, person, ...option.build(rand) } satisfies Action
}
