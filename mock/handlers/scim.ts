// SCIM client bearer tokens: what a silo's identity provider presents to provision users and
// groups over SCIM. A fleet admin manages any silo's tokens; a silo admin only their own silo's
// (anyone else gets 403). The bearer token is in the create response only: the mock, like
// Nexus, never keeps it, so list and view cannot show it again.
import { fleetRole, siloRole, type Actor } from '../db/authz'
import { clock } from '../db/clock'
import { badQuery, forbidden, notFound } from '../db/errors'
import { newId } from '../db/ids'
import { lookupSilo } from '../db/silos'
import type { Db } from '../db/store'
import type { HandlerMap } from '../msw/types'

/** The silo named by `?silo=`, if the actor may manage its tokens. */
function tokenSilo(db: Db, actor: Actor, silo: string | undefined) {
  if (!silo) throw badQuery('missing field `silo`')
  const found = lookupSilo(db, silo)
  const ownAdmin = found.id === actor.silo.id && siloRole(db, actor) === 'admin'
  if (!ownAdmin && fleetRole(db, actor) !== 'admin') throw forbidden()
  return found
}

function lookupToken(db: Db, siloId: string, id: string) {
  const token = db.scimTokens.find((t) => t.silo_id === siloId && t.value.id === id)
  if (!token) throw notFound('scim-client-bearer-token', { id })
  return token
}

const randomHex = (bytes: number) =>
  [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')

export const scimHandlers = {
  scim_token_list: ({ db, actor, query }) => {
    const silo = tokenSilo(db, actor, query.silo)
    return db.scimTokens
      .filter((t) => t.silo_id === silo.id)
      .map((t) => t.value)
      .sort((a, b) => a.time_created.localeCompare(b.time_created))
  },
  scim_token_view: ({ db, actor, path, query }) => {
    const silo = tokenSilo(db, actor, query.silo)
    return lookupToken(db, silo.id, path.token_id).value
  },
  scim_token_create: ({ db, actor, query }) => {
    const silo = tokenSilo(db, actor, query.silo)
    const value = { id: newId(), time_created: clock.iso(), time_expires: null }
    db.scimTokens.push({ silo_id: silo.id, value })
    return { ...value, bearer_token: `oxide-scim-${randomHex(20)}` }
  },
  scim_token_delete: ({ db, actor, path, query }) => {
    const silo = tokenSilo(db, actor, query.silo)
    const token = lookupToken(db, silo.id, path.token_id)
    db.scimTokens = db.scimTokens.filter((t) => t !== token)
  },
} satisfies HandlerMap
