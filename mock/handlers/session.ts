// Sign-in, sign-out and the current user's own resources (groups, SSH keys, tokens).
import { HttpResponse } from 'msw'
import type { Schemas as S } from '../db/types'
import { isFleetViewer, siloRole } from '../db/authz'
import { clock } from '../db/clock'
import { MockApiError, notFound, unauthorized } from '../db/errors'
import { isUuid, newId } from '../db/ids'
import { assertUnique } from '../db/lookup'
import { paginate } from '../db/paginate'
import { signIn, signOut } from '../msw/session'
import type { HandlerMap } from '../msw/types'

/** Every seeded user of silo `corp` signs in locally with this password. */
export const MOCK_PASSWORD = 'oxide'

export const sessionHandlers = {
  ping: () => ({ status: 'ok' }),

  login_local: ({ db, path, body }) => {
    const silo = db.silos.find((s) => s.name === path.silo_name)
    const user =
      silo && db.users.find((u) => u.silo_id === silo.id && u.display_name === body.username)
    // Nexus answers every failure the same way so it doesn't reveal which part was wrong.
    if (!silo || silo.identity_mode !== 'local_only' || !user || body.password !== MOCK_PASSWORD)
      throw unauthorized()
    signIn(user.display_name)
    db.sessions.push({
      user_id: user.id,
      value: { id: newId(), time_created: clock.iso(), time_last_used: clock.iso() },
    })
  },

  login_saml: ({ db, path }) => {
    const silo = db.silos.find((s) => s.name === path.silo_name)
    const idp =
      silo && db.samlIdps.find((i) => i.silo_id === silo.id && i.value.name === path.provider_name)
    if (!silo || !idp) throw notFound('identity-provider', { name: path.provider_name })
    // The mock's IdP vouches for the first user of the silo; Nexus would read the SAML assertion.
    const user = db.users.find((u) => u.silo_id === silo.id)
    if (!user) throw unauthorized()
    signIn(user.display_name)
    return new HttpResponse(null, { status: 303, headers: { Location: '/' } })
  },

  logout: () => {
    signOut()
  },

  current_user_view: ({ db, actor }) => ({
    id: actor.user.id,
    display_name: actor.user.display_name,
    silo_id: actor.silo.id,
    silo_name: actor.silo.name,
    silo_admin: siloRole(db, actor) === 'admin',
    fleet_viewer: isFleetViewer(db, actor),
    time_created: actor.user.time_created,
    time_modified: actor.user.time_modified,
  }),

  current_user_groups: ({ db, actor, query }) => {
    const mine = new Set(
      db.groupMembers.filter((m) => m.user_id === actor.user.id).map((m) => m.group_id),
    )
    return paginate(
      db.groups.filter((g) => mine.has(g.id)),
      query,
      'id_ascending',
    )
  },

  current_user_ssh_key_list: ({ db, actor, query }) =>
    paginate(
      db.sshKeys.filter((k) => k.silo_user_id === actor.user.id),
      query,
    ),

  current_user_ssh_key_view: ({ db, actor, path }) =>
    findKey(db.sshKeys, actor.user.id, path.ssh_key),

  current_user_ssh_key_create: ({ db, actor, body }) => {
    const mine = db.sshKeys.filter((k) => k.silo_user_id === actor.user.id)
    assertUnique(mine, 'ssh-key', body.name)
    if (
      !/^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-\S+) [A-Za-z0-9+/=]+( .*)?$/.test(
        body.public_key.trim(),
      )
    ) {
      throw new MockApiError(
        400,
        'InvalidValue',
        'unsupported value for "public_key": Failed to parse public key',
      )
    }
    const time = clock.iso()
    const key: S['SshKey'] = {
      id: newId(),
      name: body.name,
      description: body.description,
      public_key: body.public_key.trim(),
      silo_user_id: actor.user.id,
      time_created: time,
      time_modified: time,
    }
    db.sshKeys.push(key)
    return key
  },

  current_user_ssh_key_delete: ({ db, actor, path }) => {
    const key = findKey(db.sshKeys, actor.user.id, path.ssh_key)
    db.sshKeys = db.sshKeys.filter((k) => k !== key)
  },

  current_user_access_token_list: ({ db, actor, query }) =>
    paginate(
      db.accessTokens.filter((t) => t.user_id === actor.user.id).map((t) => t.value),
      query,
      'id_ascending',
    ),

  current_user_access_token_delete: ({ db, actor, path }) => {
    const token = db.accessTokens.find(
      (t) => t.user_id === actor.user.id && t.value.id === path.token_id,
    )
    if (!token) throw notFound('device-access-token', { id: path.token_id })
    db.accessTokens = db.accessTokens.filter((t) => t !== token)
  },
} satisfies HandlerMap

function findKey(keys: S['SshKey'][], userId: string, nameOrId: string) {
  const key = keys.find(
    (k) =>
      k.silo_user_id === userId && (isUuid(nameOrId) ? k.id === nameOrId : k.name === nameOrId),
  )
  if (!key) throw notFound('ssh-key', isUuid(nameOrId) ? { id: nameOrId } : { name: nameOrId })
  return key
}
