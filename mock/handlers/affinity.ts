// Affinity and anti-affinity groups: the same shape twice, so one set of helpers serves both.
// Only stopped instances join a group (capability table: addToAffinityGroup).
import { instanceCan } from '@/api/capabilities'
import type { Schemas as S } from '../db/types'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { newId } from '../db/ids'
import { assertUnique, find, inProjectOf, lookupInProject, lookupProject } from '../db/lookup'
import { paginate } from '../db/paginate'
import type { Actor } from '../db/authz'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

type Kind = 'affinity' | 'anti'
type Group = S['AffinityGroup']
type Level = 'viewer' | 'collaborator'

const T = { affinity: 'affinity-group', anti: 'anti-affinity-group' } as const
const groups = (db: Db, k: Kind): Group[] =>
  k === 'affinity' ? db.affinityGroups : db.antiAffinityGroups
const members = (db: Db, k: Kind) =>
  k === 'affinity' ? db.affinityMembers : db.antiAffinityMembers
const setMembers = (db: Db, k: Kind, list: Db['affinityMembers']) =>
  k === 'affinity' ? (db.affinityMembers = list) : (db.antiAffinityMembers = list)

const group = (
  db: Db,
  actor: Actor,
  k: Kind,
  value: string,
  project: string | undefined,
  need: Level = 'viewer',
) => lookupInProject(db, actor, groups(db, k), T[k], value, project, need)

const memberOf = (i: S['Instance']) => ({
  type: 'instance' as const,
  value: { id: i.id, name: i.name, run_state: i.run_state },
})

function list(
  db: Db,
  actor: Actor,
  k: Kind,
  query: { project?: string; limit?: string; page_token?: string; sort_by?: string },
) {
  const p = lookupProject(db, actor, query.project)
  return paginate(
    groups(db, k).filter((g) => g.project_id === p.id),
    query,
  )
}

function create(
  db: Db,
  actor: Actor,
  k: Kind,
  project: string | undefined,
  body: S['AffinityGroupCreate'],
) {
  const p = lookupProject(db, actor, project, 'collaborator')
  assertUnique(
    groups(db, k).filter((g) => g.project_id === p.id),
    T[k],
    body.name,
  )
  const time = clock.iso()
  const g: Group = {
    id: newId(),
    name: body.name,
    description: body.description,
    policy: body.policy,
    failure_domain: body.failure_domain,
    project_id: p.id,
    time_created: time,
    time_modified: time,
  }
  groups(db, k).push(g)
  return g
}

function update(
  db: Db,
  actor: Actor,
  k: Kind,
  value: string,
  project: string | undefined,
  body: S['AffinityGroupUpdate'],
) {
  const g = group(db, actor, k, value, project, 'collaborator')
  if (body.name) {
    assertUnique(
      groups(db, k).filter((x) => x.project_id === g.project_id),
      T[k],
      body.name,
      g.id,
    )
    g.name = body.name
  }
  if (body.description != null) g.description = body.description
  g.time_modified = clock.iso()
  return g
}

function remove(db: Db, actor: Actor, k: Kind, value: string, project: string | undefined) {
  const g = group(db, actor, k, value, project, 'collaborator')
  setMembers(
    db,
    k,
    members(db, k).filter((m) => m.group_id !== g.id),
  )
  if (k === 'affinity') db.affinityGroups = db.affinityGroups.filter((x) => x !== g)
  else db.antiAffinityGroups = db.antiAffinityGroups.filter((x) => x !== g)
}

function memberList(
  db: Db,
  actor: Actor,
  k: Kind,
  value: string,
  query: { project?: string; limit?: string; page_token?: string; sort_by?: string },
) {
  const g = group(db, actor, k, value, query.project)
  const ids = new Set(
    members(db, k)
      .filter((m) => m.group_id === g.id)
      .map((m) => m.instance_id),
  )
  const page = paginate(
    db.instances.filter((i) => ids.has(i.id)),
    query,
  )
  return { items: page.items.map(memberOf), next_page: page.next_page }
}

function member(
  db: Db,
  actor: Actor,
  k: Kind,
  value: string,
  instance: string,
  project: string | undefined,
  need: Level = 'viewer',
) {
  const g = group(db, actor, k, value, project, need)
  const i = find.instance({ db, actor }, inProjectOf(instance, g, need))
  return { g, i, linked: members(db, k).some((m) => m.group_id === g.id && m.instance_id === i.id) }
}

function add(
  db: Db,
  actor: Actor,
  k: Kind,
  value: string,
  instance: string,
  project: string | undefined,
) {
  const { g, i, linked } = member(db, actor, k, value, instance, project, 'collaborator')
  if (linked) throw invalidRequest(`instance ${i.name} is already a member of ${g.name}`)
  if (!instanceCan.addToAffinityGroup({ runState: i.run_state })) {
    throw invalidRequest(
      `instance ${i.name} must be stopped to join a group (currently ${i.run_state})`,
    )
  }
  members(db, k).push({ group_id: g.id, instance_id: i.id })
  return memberOf(i)
}

function view(
  db: Db,
  actor: Actor,
  k: Kind,
  value: string,
  instance: string,
  project: string | undefined,
) {
  const { i, linked } = member(db, actor, k, value, instance, project)
  if (!linked) throw notFound(`${T[k]}-member`, { name: i.name })
  return memberOf(i)
}

function drop(
  db: Db,
  actor: Actor,
  k: Kind,
  value: string,
  instance: string,
  project: string | undefined,
) {
  const { g, i, linked } = member(db, actor, k, value, instance, project, 'collaborator')
  if (!linked) throw notFound(`${T[k]}-member`, { name: i.name })
  setMembers(
    db,
    k,
    members(db, k).filter((m) => !(m.group_id === g.id && m.instance_id === i.id)),
  )
}

export const affinityHandlers = {
  affinity_group_list: ({ db, actor, query }) => list(db, actor, 'affinity', query),
  affinity_group_view: ({ db, actor, path, query }) =>
    group(db, actor, 'affinity', path.affinity_group, query.project),
  affinity_group_create: ({ db, actor, query, body }) =>
    create(db, actor, 'affinity', query.project, body),
  affinity_group_update: ({ db, actor, path, query, body }) =>
    update(db, actor, 'affinity', path.affinity_group, query.project, body),
  affinity_group_delete: ({ db, actor, path, query }) =>
    remove(db, actor, 'affinity', path.affinity_group, query.project),
  affinity_group_member_list: ({ db, actor, path, query }) =>
    memberList(db, actor, 'affinity', path.affinity_group, query),
  affinity_group_member_instance_view: ({ db, actor, path, query }) =>
    view(db, actor, 'affinity', path.affinity_group, path.instance, query.project),
  affinity_group_member_instance_add: ({ db, actor, path, query }) =>
    add(db, actor, 'affinity', path.affinity_group, path.instance, query.project),
  affinity_group_member_instance_delete: ({ db, actor, path, query }) =>
    drop(db, actor, 'affinity', path.affinity_group, path.instance, query.project),

  anti_affinity_group_list: ({ db, actor, query }) => list(db, actor, 'anti', query),
  anti_affinity_group_view: ({ db, actor, path, query }) =>
    group(db, actor, 'anti', path.anti_affinity_group, query.project),
  anti_affinity_group_create: ({ db, actor, query, body }) =>
    create(db, actor, 'anti', query.project, body),
  anti_affinity_group_update: ({ db, actor, path, query, body }) =>
    update(db, actor, 'anti', path.anti_affinity_group, query.project, body),
  anti_affinity_group_delete: ({ db, actor, path, query }) =>
    remove(db, actor, 'anti', path.anti_affinity_group, query.project),
  anti_affinity_group_member_list: ({ db, actor, path, query }) =>
    memberList(db, actor, 'anti', path.anti_affinity_group, query),
  anti_affinity_group_member_instance_view: ({ db, actor, path, query }) =>
    view(db, actor, 'anti', path.anti_affinity_group, path.instance, query.project),
  anti_affinity_group_member_instance_add: ({ db, actor, path, query }) =>
    add(db, actor, 'anti', path.anti_affinity_group, path.instance, query.project),
  anti_affinity_group_member_instance_delete: ({ db, actor, path, query }) =>
    drop(db, actor, 'anti', path.anti_affinity_group, path.instance, query.project),
} satisfies HandlerMap
