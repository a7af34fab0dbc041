// Sessions of the HTTP server: the platform's cookie (`session`, HttpOnly, SameSite=Lax, Path=/)
// or an `Authorization: Bearer` token from the device flow. Each request runs inside its own
// context (AsyncLocalStorage), so the handlers' signIn/signOut and the router's session check
// answer for that request only, while the in-browser mock keeps its single session.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { getDb } from '../db/store'
import { setSessionStore } from '../msw/session'

export const SESSION_COOKIE = 'session'
const ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax'

type RequestSession = {
  /** the session cookie the request carried, or the one signing in just created */
  token: string | null
  /** the bearer token of an Authorization header; when present, it alone decides */
  bearer: string | null
  /** what the response must set (sign-in) or clear (sign-out) */
  setCookie: string | null
  /** the client's address */
  peer: string | null
}

const context = new AsyncLocalStorage<RequestSession>()

/** Console sessions: cookie value -> username. */
export class SessionTable {
  readonly users = new Map<string, string>()
  /** called when a session starts or ends (the state file keeps them) */
  onChange: () => void = () => {}

  /** Answer `sessionUser`, `signIn` and `signOut` of the mock for the current request. */
  install() {
    setSessionStore({
      user: () => {
        const s = context.getStore()
        if (!s) return null
        if (s.bearer !== null) {
          const db = getDb()
          const token = db.accessTokens.find((t) => t.secret === s.bearer)
          return db.users.find((u) => u.id === token?.user_id)?.display_name ?? null
        }
        return s.token === null ? null : (this.users.get(s.token) ?? null)
      },
      bearer: () => context.getStore()?.bearer ?? null,
      peer: () => context.getStore()?.peer ?? null,
      signIn: (name) => {
        const s = context.getStore()
        if (!s) return
        if (s.token !== null) this.users.delete(s.token)
        s.token = randomBytes(20).toString('hex')
        this.users.set(s.token, name)
        s.setCookie = `${SESSION_COOKIE}=${s.token}; ${ATTRIBUTES}`
        this.onChange()
      },
      signOut: () => {
        const s = context.getStore()
        if (!s) return
        if (s.token !== null) this.users.delete(s.token)
        s.token = null
        s.setCookie = `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`
        this.onChange()
      },
    })
  }

  /** Run `fn` as the request with these headers; returns what it returns and the cookie to set. */
  async run<T>(
    headers: { cookie?: string | undefined; authorization?: string | undefined },
    fn: () => Promise<T> | T,
    peer: string | null = null,
  ): Promise<{ result: T; setCookie: string | null }> {
    const session: RequestSession = {
      token: readCookie(headers.cookie, SESSION_COOKIE),
      bearer: readBearer(headers.authorization),
      setCookie: null,
      peer,
    }
    const result = await context.run(session, fn)
    return { result, setCookie: session.setCookie }
  }
}

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null
  }
  return null
}

function readBearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return m ? (m[1] as string) : header ? '' : null
}
