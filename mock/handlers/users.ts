// Users and groups: the silo's own (silo members) and any silo's (fleet viewers), built-in
// users, local identity provider users, and an admin's view of another user's tokens/sessions.
import type { Schemas as S } from '../db/types'
import { requireFleet, requireSiloMember, requireSiloRole } from '../db/authz'
import { clock, daysAgo } from '../db/clock'
import { alreadyExists, invalidRequest, notFound } from '../db/errors'
import { newId } from '../db/ids'
import { paginate } from '../db/paginate'
import { lookupSilo } from '../db/silos'
import type { Actor } from '../db/authz'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

/** Nexus's built-in users (fixed ids in omicron nexus/db-fixed-data). */
const BUILTIN: [string, string, string][] = [
  ['001de000-05e4-4000-8000-000000000001', 'db-init', 'used for seeding initial database data'],
  [
    '001de000-05e4-4000-8000-000000000002',
    'internal-api',
    'used by Nexus when handling internal API requests',
  ],
  [
    '001de000-05e4-4000-8000-000000000003',
    'internal-read',
    'used by Nexus to read privileged control plane data',
  ],
  [
    '001de000-05e4-4000-8000-000000000004',
    'external-authn',
    'used by Nexus when authenticating external requests',
  ],
  ['001de000-05e4-4000-8000-000000000005', 'saga-recovery', 'used by Nexus when recovering sagas'],
]

const builtins = (): S['UserBuiltin'][] =>
  BUILTIN.map(([id, name, description]) => ({
    id,
    name,
    description,
    time_created: daysAgo(320),
    time_modified: daysAgo(320),
  }))

function siloUser(db: Db, siloId: string, id: string) {
  const user = db.users.find((u) => u.id === id && u.silo_id === siloId)
  if (!user) throw notFound('silo-user', { id })
  return user
}

/** Another user's tokens and sessions: the user themselves or a silo admin. */
function selfOrAdmin(db: Db, actor: Actor, userId: string) {
  const user = siloUser(db, actor.silo.id, userId)
  if (user.id !== actor.user.id) requireSiloRole(db, actor, 'admin')
  return user
}

export const userHandlers = {
  user_list: ({ db, actor, query }) => {
    requireSiloMember(db, actor)
    let users = db.users.filter((u) => u.silo_id === actor.silo.id)
    if (query.group) {
      const group = db.groups.find((g) => g.id === query.group && g.silo_id === actor.silo.id)
      if (!group) throw notFound('silo-group', { id: query.group })
      const ids = new Set(
        db.groupMembers.filter((m) => m.group_id === group.id).map((m) => m.user_id),
      )
      users = users.filter((u) => ids.has(u.id))
    }
    return paginate(users, query, 'id_ascending')
  },
  user_view: ({ db, actor, path }) => {
    requireSiloMember(db, actor)
    return siloUser(db, actor.silo.id, path.user_id)
  },
  group_list: ({ db, actor, query }) => {
    requireSiloMember(db, actor)
    return paginate(
      db.groups.filter((g) => g.silo_id === actor.silo.id),
      query,
      'id_ascending',
    )
  },
  group_view: ({ db, actor, path }) => {
    requireSiloMember(db, actor)
    const group = db.groups.find((g) => g.id === path.group_id && g.silo_id === actor.silo.id)
    if (!group) throw notFound('silo-group', { id: path.group_id })
    return group
  },
  user_token_list: ({ db, actor, path, query }) => {
    const user = selfOrAdmin(db, actor, path.user_id)
    return paginate(
      db.accessTokens.filter((t) => t.user_id === user.id).map((t) => t.value),
      query,
      'id_ascending',
    )
  },
  user_session_list: ({ db, actor, path, query }) => {
    const user = selfOrAdmin(db, actor, path.user_id)
    return paginate(
      db.sessions.filter((s) => s.user_id === user.id).map((s) => s.value),
      query,
      'id_ascending',
    )
  },
  user_logout: ({ db, actor, path }) => {
    const user = selfOrAdmin(db, actor, path.user_id)
    db.sessions = db.sessions.filter((s) => s.user_id !== user.id)
    db.accessTokens = db.accessTokens.filter((t) => t.user_id !== user.id)
  },

  silo_user_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    if (!query.silo) throw invalidRequest('silo must be specified')
    const silo = lookupSilo(db, query.silo)
    return paginate(
      db.users.filter((u) => u.silo_id === silo.id),
      query,
      'id_ascending',
    )
  },
  silo_user_view: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'viewer')
    return siloUser(db, lookupSilo(db, query.silo ?? '').id, path.user_id)
  },
  user_builtin_list: ({ db, actor, query }) => {
    requireFleet(db, actor, 'viewer')
    return paginate(builtins(), query)
  },
  user_builtin_view: ({ db, actor, path }) => {
    requireFleet(db, actor, 'viewer')
    const user = builtins().find((u) => u.id === path.user || u.name === path.user)
    if (!user) throw notFound('user-builtin', { name: path.user })
    return user
  },

  local_idp_user_create: ({ db, actor, query, body }) => {
    requireFleet(db, actor, 'admin')
    const silo = lookupSilo(db, query.silo ?? '')
    if (silo.identity_mode !== 'local_only')
      throw invalidRequest('silo does not support API-managed users')
    if (db.users.some((u) => u.silo_id === silo.id && u.display_name === body.external_id)) {
      throw alreadyExists('silo-user', body.external_id)
    }
    const time = clock.iso()
    const user: S['User'] = {
      id: newId(),
      display_name: body.external_id,
      silo_id: silo.id,
      time_created: time,
      time_modified: time,
    }
    db.users.push(user)
    db.passwords[user.id] = body.password.mode === 'password' ? body.password.value : null
    return user
  },
  local_idp_user_delete: ({ db, actor, path, query }) => {
    requireFleet(db, actor, 'admin')
    const silo = lookupSilo(db, query.silo ?? '')
    const user = siloUser(db, silo.id, path.user_id)
    if (user.id === actor.user.id)
      throw invalidRequest('cannot delete the user you are signed in as')
    db.users = db.users.filter((u) => u !== user)
    db.groupMembers = db.groupMembers.filter((m) => m.user_id !== user.id)
    db.sshKeys = db.sshKeys.filter((k) => k.silo_user_id !== user.id)
    db.accessTokens = db.accessTokens.filter((t) => t.user_id !== user.id)
    db.sessions = db.sessions.filter((s) => s.user_id !== user.id)
    delete db.passwords[user.id]
  },
  local_idp_user_set_password: ({ db, actor, path, query, body }) => {
    requireFleet(db, actor, 'admin')
    const silo = lookupSilo(db, query.silo ?? '')
    const user = siloUser(db, silo.id, path.user_id)
    db.passwords[user.id] = body.mode === 'password' ? body.value : null
  },
} satisfies HandlerMap
