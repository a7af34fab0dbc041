// What the session layer remembers beyond one call: who this tab was signed in as (sessionStorage,
// so a reload in the same tab still knows whose drafts it holds), how each silo was last signed
// in to in this browser (localStorage: a password, or which identity provider), and the channel
// that tells the console's other tabs that someone signed in or out.

/** The signed-in user as GET /v1/me names them. */
export type SessionUser = { id: string; name: string; silo: string }

/** How a silo was signed in to: its local users' password, or an identity provider by name. */
export type SignInMethod = { kind: 'local' } | { kind: 'saml'; provider: string }

/** What one tab tells the others. */
export type SessionMessage = { type: 'signed-in'; user: SessionUser } | { type: 'signed-out' }

const USER_KEY = 'oxide-session-user'
const METHOD_KEY = 'oxide-sign-in-method'
const CHANNEL = 'oxide-console-session'

const session = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage)
const local = () => (typeof localStorage === 'undefined' ? null : localStorage)

function read<T>(storage: Storage | null, key: string): T | null {
  try {
    const raw = storage?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(storage: Storage | null, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused (private mode): the memory is a convenience, not a requirement.
  }
}

/** The user this tab was last signed in as, across reloads of the tab. */
export const lastUser = () => read<SessionUser>(session(), USER_KEY)
export const rememberUser = (user: SessionUser) => write(session(), USER_KEY, user)

/** How `silo` was last signed in to in this browser; a password when nothing is known. */
export function signInMethod(silo: string): SignInMethod {
  const methods = read<Record<string, SignInMethod>>(local(), METHOD_KEY) ?? {}
  const m = methods[silo]
  return m?.kind === 'saml' && typeof m.provider === 'string' ? m : { kind: 'local' }
}

export function rememberSignInMethod(silo: string, method: SignInMethod) {
  const methods = read<Record<string, SignInMethod>>(local(), METHOD_KEY) ?? {}
  write(local(), METHOD_KEY, { ...methods, [silo]: method })
}

/** The user in a GET /v1/me answer (camelized), or null when it is not one. */
export function userOf(data: unknown): SessionUser | null {
  const d = data as { id?: unknown; displayName?: unknown; siloName?: unknown } | null
  if (!d || typeof d.id !== 'string') return null
  return {
    id: d.id,
    name: typeof d.displayName === 'string' ? d.displayName : d.id,
    silo: typeof d.siloName === 'string' ? d.siloName : '',
  }
}

let channel: BroadcastChannel | null | undefined

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
    // Node's channel (unit tests) would otherwise keep the process alive.
    ;(channel as { unref?: () => void } | null)?.unref?.()
  }
  return channel
}

/** Tells the console's other tabs (same origin, same browser profile). */
export function tellOtherTabs(message: SessionMessage) {
  openChannel()?.postMessage(message)
}

/** Hears the other tabs; returns the way to stop. */
export function hearOtherTabs(fn: (message: SessionMessage) => void): () => void {
  const ch = openChannel()
  if (!ch) return () => {}
  const onMessage = (e: MessageEvent) => {
    const m = e.data as SessionMessage | null
    if (m?.type === 'signed-out' || (m?.type === 'signed-in' && userOf(toMe(m.user)))) fn(m)
  }
  ch.addEventListener('message', onMessage)
  return () => ch.removeEventListener('message', onMessage)
}

/** A SessionUser in the shape userOf reads, to check a message with the same rules. */
const toMe = (u: SessionUser | undefined) =>
  u && { id: u.id, displayName: u.name, siloName: u.silo }
