// OAuth 2.0 Device Authorization Grant (RFC 8628), the CLI's `oxide auth login`: the CLI asks
// for a code, the user confirms it in the console, the CLI polls for its token.
import { HttpResponse } from 'msw'
import type { DeviceAuth } from '../db/store'
import { clock } from '../db/clock'
import { invalidRequest, notFound } from '../db/errors'
import { newId } from '../db/ids'
import type { HandlerMap } from '../msw/types'

/** Letters without vowels or look-alikes, as Nexus uses, so codes spell no words. */
const ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'
const TTL_SECONDS = 600
export const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

/** 8 letters with a dash after the fourth (index 3): `WXYZ-BCDF`. */
export function userCode(rand: () => number = Math.random) {
  const letters = Array.from(
    { length: 8 },
    () => ALPHABET[Math.floor(rand() * ALPHABET.length)],
  ).join('')
  return `${letters.slice(0, 4)}-${letters.slice(4)}`
}

/** Codes compare on their letters only, case-insensitively (users type them by hand). */
const normal = (code: string) => code.toUpperCase().replace(/[^A-Z]/g, '')

const oauthError = (error: string, description: string) =>
  HttpResponse.json({ error, error_description: description }, { status: 400 })

export const deviceHandlers = {
  device_auth_request: ({ db, body, request }) => {
    const ttl = Math.min(body.ttl_seconds ?? TTL_SECONDS, TTL_SECONDS)
    const auth: DeviceAuth = {
      client_id: body.client_id,
      device_code: newId().replace(/-/g, ''),
      user_code: userCode(),
      confirmed_by: null,
      expires_at: clock.now() + ttl * 1000,
    }
    db.deviceAuths.push(auth)
    const origin = new URL(request.url).origin
    return HttpResponse.json({
      device_code: auth.device_code,
      user_code: auth.user_code,
      verification_uri: `${origin}/device/verify`,
      expires_in: ttl,
    })
  },

  device_auth_confirm: ({ db, actor, body }) => {
    const code = normal(body.user_code)
    const auth = db.deviceAuths.find((a) => normal(a.user_code) === code)
    if (code.length !== 8 || !auth) throw notFound('device-auth-request', { name: body.user_code })
    if (auth.expires_at < clock.now()) throw invalidRequest('device authorization request expired')
    if (auth.confirmed_by) throw invalidRequest('device authorization request already confirmed')
    auth.confirmed_by = actor.user.id
  },

  device_access_token: ({ db, body }) => {
    if (body.grant_type !== DEVICE_GRANT)
      return oauthError('unsupported_grant_type', `grant type must be ${DEVICE_GRANT}`)
    const auth = db.deviceAuths.find(
      (a) => a.device_code === body.device_code && a.client_id === body.client_id,
    )
    if (!auth) return oauthError('invalid_grant', 'unknown device code')
    if (auth.expires_at < clock.now())
      return oauthError('expired_token', 'the device code has expired')
    if (!auth.confirmed_by)
      return oauthError('authorization_pending', 'the user has not confirmed the code yet')
    db.deviceAuths = db.deviceAuths.filter((a) => a !== auth)
    const token = { id: newId(), time_created: clock.iso(), time_expires: null }
    const secret = `oxide-token-${newId().replace(/-/g, '')}`
    db.accessTokens.push({ user_id: auth.confirmed_by, value: token, secret })
    return HttpResponse.json({
      access_token: secret,
      token_type: 'Bearer',
    })
  },
} satisfies HandlerMap
