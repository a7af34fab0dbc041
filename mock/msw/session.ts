// The session of the mock. In the browser (and node tests) there is one session, persisted in
// localStorage `oxide-mock-session`: 'signed-out' or the username signed in (default
// `ops-admin`), so a reload keeps you signed in or out. It is read again on every call, so that
// signing out (or in) in one tab of the mock console is what every other tab's next call sees,
// as tabs sharing a platform's cookie do. The HTTP server (mock/server) installs a store of its
// own that answers per request, from the session cookie or a bearer token.
import type { Actor } from '../db/authz'
import type { Db } from '../db/store'

const KEY = 'oxide-mock-session'
const DEFAULT_USER = 'ops-admin'
const SIGNED_OUT = 'signed-out'

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage)

let username: string | null = null
let loaded = false

/** Where the session lives when it is not the page's single session. */
export type SessionStore = {
  user(): string | null
  signIn(name: string): void
  signOut(): void
  /** the request's bearer token, when it authenticated with one rather than the cookie */
  bearer?(): string | null
  /** the address the request came from */
  peer?(): string | null
}

let store: SessionStore | null = null

/** Install (or remove, with null) a store that answers for the request being handled. */
export const setSessionStore = (s: SessionStore | null) => void (store = s)

function load() {
  const s = storage()
  // Without storage (node), the session lives in memory only.
  if (loaded && !s) return
  loaded = true
  if (!s) return void (username = DEFAULT_USER)
  const saved = s.getItem(KEY)
  username = saved === SIGNED_OUT ? null : saved || DEFAULT_USER
}

/** The username of the session, or null when signed out. */
export function sessionUser(): string | null {
  if (store) return store.user()
  load()
  return username
}

export function signIn(name: string) {
  if (store) return store.signIn(name)
  loaded = true
  username = name
  storage()?.setItem(KEY, name)
}

export function signOut() {
  if (store) return store.signOut()
  loaded = true
  username = null
  storage()?.setItem(KEY, SIGNED_OUT)
}

/** Back to the default user (tests); forgets what localStorage says. */
export function resetSession() {
  loaded = true
  username = DEFAULT_USER
  storage()?.removeItem(KEY)
}

/** The actor of the session: user plus silo, or null when signed out or unknown. */
export const currentActor = (db: Db): Actor | null => actorNamed(db, sessionUser())

/** The user of that name with their silo, or null. */
export function actorNamed(db: Db, name: string | null): Actor | null {
  const user = name ? db.users.find((u) => u.display_name === name) : undefined
  const silo = user && db.silos.find((s) => s.id === user.silo_id)
  return user && silo ? { user, silo } : null
}

/**
 * Who sends a request that is not the session's: one of the mock's other users at their own
 * machine, through the console (a session cookie) or the CLI (a device token), as the audit log
 * records them (activity.ts).
 */
export type Caller = {
  /** the user's name (display_name) */
  user: string
  method: 'session_cookie' | 'access_token'
  /** the id of their console session or device token */
  credentialId: string | null
  /** their client's user agent */
  agent: string
  /** the address their requests come from */
  peer: string
}

/** Where the in-page mock's requests come from: this machine. */
const LOCAL_PEER = '127.0.0.1'

/** The address of the request being handled (the server's peer; this machine in the page). */
export const requestPeer = () => store?.peer?.() ?? LOCAL_PEER

/**
 * How the request authenticated, as the audit log records it: a device token (`access_token`,
 * the token's id) or the console's session cookie (the user's latest console session).
 */
export function currentCredential(
  db: Db,
  actor: Actor,
): { method: 'session_cookie' | 'access_token'; id: string | null } {
  const bearer = store?.bearer?.() ?? null
  if (bearer !== null) {
    const token = db.accessTokens.find((t) => t.secret === bearer)
    return { method: 'access_token', id: token?.value.id ?? null }
  }
  const mine = db.sessions.filter((s) => s.user_id === actor.user.id)
  return { method: 'session_cookie', id: mine[mine.length - 1]?.value.id ?? null }
}
