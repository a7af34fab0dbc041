// The session dialog, over the page as it is (nothing behind it unmounts):
// - the session ended: sign in again, silo and user filled in; the silo's identity provider in a
//   popup window when this browser last signed in to the silo that way, the password form below
//   it either way;
// - signed in again, with changes that did not run: Retry runs each once, Discard leaves them
//   undone (a form keeps what was typed and shows why).
import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '@/api/errors'
import { opTable, type OperationId } from '@/api/generated/op-table'
import { answerHeld, checkSession, type HeldChange, type SessionSnapshot } from '@/api/session-gate'
import { signInMethod } from '@/api/session-memory'
import { dispatch } from '@/commands/core/dispatch'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { signInInPopup } from './sign-in-popup'
import { SubmitKeyHint, submitOnModEnter } from '../ui/submit-keys'

export function SessionDialog({
  session,
  onAside,
}: {
  session: SessionSnapshot
  onAside: () => void
}) {
  return session.status === 'ended' ? (
    <SignInDialog session={session} onAside={onAside} />
  ) : (
    <RetryDialog session={session} />
  )
}

/** What waits for the session, as the user asked for it. */
function Waiting({ session }: { session: SessionSnapshot }) {
  if (session.runs.length === 0 && session.held.length === 0) return null
  return (
    <ul className="session-waiting" aria-label="Waiting for the session">
      {session.runs.map((r) => (
        <li key={r.id}>
          {r.title}
          {r.detail && (
            <span className="dim">
              {' '}
              {r.detail.startsWith('oxide ') ? `$ ${r.detail}` : r.detail}
            </span>
          )}
        </li>
      ))}
      {session.runs.length === 0 &&
        session.held.map((h) => (
          <li key={h.id}>
            {summary(h)} <span className="dim">{`${h.method} ${h.path}`}</span>
          </li>
        ))}
    </ul>
  )
}

const summary = (h: HeldChange) =>
  (opTable as Record<string, { summary: string } | undefined>)[h.operationId as OperationId]
    ?.summary ?? h.operationId

function SignInDialog({ session, onAside }: { session: SessionSnapshot; onAside: () => void }) {
  const known = session.user
  const [silo, setSilo] = useState(known?.silo ?? '')
  const [username, setUsername] = useState(known?.name ?? '')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const method = signInMethod(silo)
  const someoneElse = known !== null && username.trim() !== '' && username.trim() !== known.name

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    // quiet: the error shows here, not as a toast as well.
    const result = await dispatch(
      'session.sign-in-again',
      { silo: silo.trim(), username: username.trim(), password },
      'ui',
      { quiet: true },
    )
    setBusy(false)
    if (result.status === 'error') {
      const e401 = result.error instanceof ApiError && result.error.statusCode === 401
      setError(e401 ? 'Wrong silo, username or password' : result.message)
    }
  }

  const withProvider = async (provider: string) => {
    setError(null)
    const outcome = await signInInPopup(silo, provider)
    if (outcome === 'blocked') {
      setError(
        'The browser blocked the sign-in window: allow pop-ups for this site, or sign in with a password below',
      )
      return
    }
    setBusy(true)
    const signedIn = await checkSession()
    setBusy(false)
    if (!signedIn)
      setError(
        `Not signed in: the ${provider} window closed before signing in. Try again, or sign in with a password below`,
      )
  }

  const footer = (
    <>
      <SubmitKeyHint />
      <Button
        variant="primary"
        type="submit"
        form={formId}
        disabled={busy}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </>
  )
  return (
    <Dialog title="Session ended" width="medium" onDismiss={onAside} footer={footer} overPalette>
      <p className="session-lead">
        Sign in again to go on where you are: this page, what you typed and what is running stay as
        they are.
      </p>
      <Waiting session={session} />
      {method.kind === 'saml' && (
        <div className="session-provider">
          <Button variant="primary" onClick={() => void withProvider(method.provider)}>
            Sign in with {method.provider}
          </Button>
          <span className="dim">or with a password:</span>
        </div>
      )}
      <form
        id={formId}
        className="session-form"
        onSubmit={submit}
        onKeyDown={submitOnModEnter}
        noValidate
      >
        <label htmlFor={`${formId}-silo`}>Silo</label>
        <input
          id={`${formId}-silo`}

          autoComplete="organization"
          value={silo}
          onChange={(e) => setSilo(e.target.value)}
        />
        <label htmlFor={`${formId}-user`}>Username</label>
        <input
          id={`${formId}-user`}

          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <label htmlFor={`${formId}-password`}>Password</label>
        <input
          id={`${formId}-password`}

          type="password"
          autoComplete="current-password"
          // The one field left to fill in.
          autoFocus={method.kind === 'local'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </form>
      {someoneElse && (
        <p className="session-note">
          Signing in as someone else starts a fresh console: open forms and the undo history are
          cleared, and what waited for the session does not run.
        </p>
      )}
      {error && (
        <p className="session-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  )
}

function RetryDialog({ session }: { session: SessionSnapshot }) {
  const n = session.held.length
  const [answered, setAnswered] = useState(false)
  // Once: a second press (or Enter held down) must not send anything twice.
  const answer = (retry: boolean) => {
    if (answered) return
    setAnswered(true)
    answerHeld(retry)
  }
  const footer = (
    <>
      <Button variant="ghost" onClick={() => answer(false)}>
        Discard
      </Button>
      <Button variant="primary" autoFocus onClick={() => answer(true)} disabled={answered}>
        Retry
      </Button>
    </>
  )
  return (
    <Dialog
      title={n === 1 ? 'A change did not run' : `${n} changes did not run`}
      width="medium"
      onDismiss={() => answer(false)}
      footer={footer}
    >
      <p className="session-lead">
        Signed in as {session.user?.name}. {n === 1 ? 'This change' : 'These changes'} did not reach
        the platform while the session was over, so nothing ran twice:
      </p>
      <Waiting session={session} />
      <p className="dim">
        Retry runs {n === 1 ? 'it' : 'each'} once; Discard (Esc) leaves {n === 1 ? 'it' : 'them'}{' '}
        undone, and a form keeps what you typed.
      </p>
    </Dialog>
  )
}
