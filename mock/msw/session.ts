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
export function currentActor(db: Db): Actor | null {
  const name = sessionUser()
  const user = name ? db.users.find((u) => u.display_name === name) : undefined
  const silo = user && db.silos.find((s) => s.id === user.silo_id)
  return user && silo ? { user, silo } : null
}
