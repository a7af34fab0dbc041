// The one place a 401 is handled. Before the console knows who is signed in (a first visit, or
// after signing out here), a 401 sends the browser to the sign-in page with redirect_uri, as
// the spec's section 8 says. Once it knows, a 401 means the session ended in the middle of work:
// nothing navigates. The console asks who is signed in (GET /v1/me: another tab may have signed
// in again already) and, when nobody is, the session has ended and the app shows its sign-in
// dialog over the page as it is. Meanwhile:
// - reads wait, and go out (again) once someone is signed in;
// - changes (writes) wait too, and after signing in go out only when the user answers Retry:
//   each once, however many failed together; Discard answers them with an error instead.
// Commands that were running when the session ended (dispatch and bulk runs register as runs)
// hold their later changes for the same answer, so a line typed before the session ended does
// not run by itself after a sign-in. Signing in as someone else answers every waiting change
// with an error and starts the console afresh (`generation`). Tabs tell each other when they
// sign in, so one sign-in lets every tab go on.
import {
  setSessionHooks,
  takeEarlyMe,
  whoIsSignedIn,
  type HeldChange,
  type RequestKind,
} from './client'
import {
  hearOtherTabs,
  lastUser,
  rememberSignInMethod,
  rememberUser,
  tellOtherTabs,
  userOf,
  type SessionUser,
} from './session-memory'

export type { HeldChange, RequestKind, SessionUser }

/** open: calls go out; checking: a 401 came, asking who is signed in; ended: nobody is. */
export type SessionStatus = 'open' | 'checking' | 'ended'

/** A command that was running when the session ended, waiting for the user's answer. */
export type RunInfo = { id: number; title: string; detail?: string }

export type SessionSnapshot = {
  status: SessionStatus
  /** who is signed in (while ended: who was); null before anyone is known and after signing out */
  user: SessionUser | null
  held: readonly HeldChange[]
  runs: readonly RunInfo[]
  /** bumps each time someone else signs in mid-work: the console starts afresh */
  generation: number
}

export type SessionEvent =
  | { type: 'ended' }
  /** `via`: this tab's sign-in, another tab's, or the session turned out not to have ended */
  | { type: 'resumed'; user: SessionUser; via: SignInSource }
  | { type: 'user-changed'; from: SessionUser; to: SessionUser; midWork: boolean }

/** The messages a change that was not sent answers with. */
export const NOT_RETRIED = 'Not run: the session had ended, and it was not retried'
export const someoneElse = (name: string) =>
  `Not run: the session had ended, and ${name} signed in since`
export const SIGNED_OUT = 'Not run: signed out'

// Sign-in and sign-out speak for themselves (a 401 there is an answer, not an ended session);
// the device calls are the CLI's, which has no session here.
const EXEMPT = new Set(['login_local', 'logout', 'device_auth_request', 'device_access_token'])
// Queries sent as POST (a body holds the query): reads, retried like any read.
const READ_POSTS = new Set(['timeseries_query', 'system_timeseries_query'])

export function requestKind(operationId: string, method: string): RequestKind {
  if (EXEMPT.has(operationId)) return 'exempt'
  return method === 'GET' || method === 'HEAD' || READ_POSTS.has(operationId) ? 'read' : 'write'
}

type SignInSource = 'this-tab' | 'other-tab' | 'check' | 'answer'

type Held = HeldChange & { settle: (outcome: true | string) => void }
type Run = {
  id: number
  title: string
  detail?: () => string | undefined
  /** running (or started) while the session was not open */
  affected: boolean
  decision?: 'retry' | 'discard'
}

let status: SessionStatus = 'open'
let user: SessionUser | null = null
let prompt = false
let generation = 0
let nextId = 1
let signingIn: Promise<SessionUser | null> = Promise.resolve(null)
let stopHearing: () => void = () => {}
const held = new Map<number, Held>()
const runs = new Set<Run>()
let openWaiters: (() => void)[] = []
const listeners = new Set<() => void>()
const eventListeners = new Set<(e: SessionEvent) => void>()

const build = (): SessionSnapshot => ({
  status,
  user,
  held: [...held.values()].map(({ settle: _settle, ...h }) => h),
  runs: [...runs]
    .filter((r) => r.affected && !r.decision)
    .map((r) => ({ id: r.id, title: r.title, detail: r.detail?.() })),
  generation,
})
let snapshot = build()

function emit() {
  snapshot = build()
  for (const fn of Array.from(listeners)) fn()
}
// Events before the app's prompt is installed (the gate loaded after the first GET /v1/me told
// it who is signed in) wait for it, so that a different user than the tab's last still clears
// that user's drafts.
let unheard: SessionEvent[] = []
function fire(e: SessionEvent) {
  if (!prompt) unheard.push(e)
  else for (const fn of Array.from(eventListeners)) fn(e)
}

export const sessionSnapshot = () => snapshot
export function subscribeSession(fn: () => void) {
  listeners.add(fn)
  return () => void listeners.delete(fn)
}
export function onSessionEvent(fn: (e: SessionEvent) => void) {
  eventListeners.add(fn)
  return () => void eventListeners.delete(fn)
}

/**
 * The app shows the sign-in dialog: from now on a 401 after someone is known holds the calls
 * instead of leaving the page. Without it (unit tests, code outside the app) a 401 redirects.
 */
export function installSessionPrompt(): () => void {
  prompt = true
  const waiting = unheard
  unheard = []
  for (const e of waiting) fire(e)
  stopHearing = hearOtherTabs((m) => {
    if (m.type !== 'signed-in') return // a sign-out shows at this tab's next call, by its 401
    if (status !== 'open' || (user && user.id !== m.user.id)) signedIn(m.user, 'other-tab')
  })
  return () => {
    prompt = false
    stopHearing()
  }
}

function aborted(signal: AbortSignal | null | undefined) {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}

function waitOpen(signal?: AbortSignal | null): Promise<void> {
  if (status === 'open') return Promise.resolve()
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted(signal))
    const done = () => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }
    const onAbort = () => {
      openWaiters = openWaiters.filter((w) => w !== done)
      reject(aborted(signal))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    openWaiters.push(done)
  })
}

function hold(change: Omit<HeldChange, 'id'>, signal?: AbortSignal | null) {
  return new Promise<true | string>((resolve, reject) => {
    if (signal?.aborted) return reject(aborted(signal))
    const id = nextId++
    const onAbort = () => {
      held.delete(id)
      emit()
      reject(aborted(signal))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    held.set(id, {
      ...change,
      id,
      settle: (outcome) => {
        signal?.removeEventListener('abort', onAbort)
        resolve(outcome)
      },
    })
    emit()
  })
}

const waitingForAnswer = () => [...runs].some((r) => r.affected && !r.decision)

function settleAll(outcome: true | string) {
  const all = [...held.values()]
  held.clear()
  for (const h of all) h.settle(outcome)
  for (const r of runs)
    if (r.affected && !r.decision) r.decision = outcome === true ? 'retry' : 'discard'
}

/**
 * Before a call goes out: true to send it, or the message a change that will not be sent
 * answers with. Reads wait while the session is not open; changes wait for the user's answer.
 */
export async function admit(
  kind: RequestKind,
  describe: () => Omit<HeldChange, 'id'>,
  signal?: AbortSignal | null,
): Promise<true | string> {
  if (kind === 'exempt' || !prompt) return true
  for (;;) {
    if (status === 'open' && (kind === 'read' || !waitingForAnswer())) return true
    if (kind === 'write') return hold(describe(), signal)
    await waitOpen(signal)
  }
}

/**
 * After a 401: 'redirected' when the browser was sent to the sign-in page, 'retry' to send the
 * call again (a read once someone is signed in, a change once the user said Retry), or the
 * message a change the user did not retry answers with.
 */
export async function afterUnauthorized(
  kind: RequestKind,
  describe: () => Omit<HeldChange, 'id'>,
  redirect: () => void,
  signal?: AbortSignal | null,
): Promise<'retry' | 'redirected' | { notSent: string }> {
  if (!prompt || !user) {
    redirect()
    return 'redirected'
  }
  sessionEnding()
  if (kind === 'read') {
    await waitOpen(signal)
    return 'retry'
  }
  const outcome = await hold(describe(), signal)
  return outcome === true ? 'retry' : { notSent: outcome }
}

/** A 401 (or a socket refused as unauthenticated): find out whether anyone is signed in. */
export function sessionEnding() {
  if (!prompt || !user || status !== 'open') return
  status = 'checking'
  for (const r of runs) {
    r.affected = true
    r.decision = undefined
  }
  emit()
  void ask().then((found) => {
    if (status !== 'checking') return // another tab's sign-in answered first
    if (found) return signedIn(found, 'check')
    status = 'ended'
    emit()
    fire({ type: 'ended' })
  })
}

/** Who is signed in, asked past the gate; null when nobody is (or the platform did not say). */
const ask = () => whoIsSignedIn().then(userOf, () => null)

/** Asks again who is signed in (after an identity provider's popup); true when someone is. */
export async function checkSession(): Promise<boolean> {
  if (status === 'open') return true
  const found = await ask()
  // The status may have changed while asking (another tab signed in): read it afresh.
  const now = (): SessionStatus => status
  if (found && now() !== 'open') signedIn(found, 'this-tab')
  return now() === 'open'
}

function signedIn(found: SessionUser, source: SignInSource) {
  const before = user ?? lastUser()
  const wasOpen = status === 'open'
  const midWork = user !== null
  user = found
  status = 'open'
  rememberUser(found)
  if (before && before.id !== found.id) {
    if (midWork) generation++
    settleAll(someoneElse(found.name))
    fire({ type: 'user-changed', from: before, to: found, midWork })
  }
  const waiters = openWaiters
  openWaiters = []
  for (const w of waiters) w()
  emit()
  if (!wasOpen && before?.id === found.id) fire({ type: 'resumed', user: found, via: source })
  if (source === 'this-tab') tellOtherTabs({ type: 'signed-in', user: found })
}

function signedOut() {
  const was = user
  user = null
  status = 'open'
  settleAll(SIGNED_OUT)
  const waiters = openWaiters
  openWaiters = []
  for (const w of waiters) w()
  emit()
  if (was) tellOtherTabs({ type: 'signed-out' })
}

/** What the client saw answered: who is signed in, a sign-in, a sign-out. */
export function observe(operationId: string, httpStatus: number, data: unknown, silo?: string) {
  const ok = httpStatus >= 200 && httpStatus < 300
  if (operationId === 'current_user_view' && ok && status === 'open') {
    const found = userOf(data)
    if (found && user?.id !== found.id) signedIn(found, 'answer')
  } else if (operationId === 'login_local' && ok) {
    if (silo) rememberSignInMethod(silo, { kind: 'local' })
    signingIn = ask().then((found) => {
      if (found) signedIn(found, 'this-tab')
      return found
    })
  } else if (operationId === 'logout' && (ok || httpStatus === 401)) {
    signedOut()
  }
}

/** Who the last sign-in of this tab signed in (once the console has asked). */
export const signInSettled = () => signingIn

/** The user's answer to the changes that waited for a sign-in: run each once, or none. */
export function answerHeld(retry: boolean) {
  if (status !== 'open') return
  settleAll(retry ? true : NOT_RETRIED)
  emit()
}

/** A command (or a bulk run) while it runs, so that its changes wait for an answer after a 401. */
export type RunHandle = {
  /** the user answered Discard: do not go on with what is left */
  readonly discarded: boolean
  /** its detail changed (rows left) */
  touch(): void
  end(): void
}

export function beginRun(title: string, detail?: () => string | undefined): RunHandle {
  const run: Run = { id: nextId++, title, detail, affected: status !== 'open' }
  runs.add(run)
  if (run.affected) emit()
  return {
    get discarded() {
      return run.decision === 'discard'
    },
    touch: () => {
      if (run.affected && !run.decision) emit()
    },
    end: () => {
      runs.delete(run)
      if (run.affected && !run.decision) emit()
    },
  }
}

/** Back to a page load's start (unit tests). */
export function resetSessionGate() {
  settleAll(SIGNED_OUT)
  runs.clear()
  openWaiters = []
  unheard = []
  status = 'open'
  user = null
  generation = 0
  signingIn = Promise.resolve(null)
  emit()
}

// Every call of the client goes through the gate from the moment it loads; who is signed in may
// be known already.
setSessionHooks({ kind: requestKind, admit, afterUnauthorized, observe })
const early = userOf(takeEarlyMe())
if (early) signedIn(early, 'answer')
