// The session in the app, once it has loaded (beside the first page): it installs the session
// gate's prompt, so that from now on a 401 in the middle of work holds the calls instead of
// leaving the page, and shows the sign-in dialog over the page as it is (its code loads then);
// after a sign-in, the changes that did not run are offered again. Someone else signing in gets
// a fresh console (session-effects.ts).
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import {
  installSessionPrompt,
  onSessionEvent,
  sessionSnapshot,
  subscribeSession,
  type SessionEvent,
} from '@/api/session-gate'
import { onSessionChange } from './session-effects'
import './session.css'

const SessionDialog = lazy(() =>
  import('./session-dialog').then((m) => ({ default: m.SessionDialog })),
)

export const useSession = () =>
  useSyncExternalStore(subscribeSession, sessionSnapshot, sessionSnapshot)

const onSession = (e: SessionEvent) => {
  if (e.type !== 'ended') onSessionChange(e)
}

export function SessionWatch() {
  // Listening first: events that waited for the prompt (who signed in before it loaded) come in
  // as it is installed.
  useEffect(() => {
    const stop = onSessionEvent(onSession)
    const uninstall = installSessionPrompt()
    // From here a session that ends shows the dialog (before, a 401 goes to the sign-in page):
    // said on the page for tests and tools that end a session on purpose.
    document.documentElement.dataset.sessionWatch = ''
    return () => {
      delete document.documentElement.dataset.sessionWatch
      uninstall()
      stop()
    }
  }, [])

  const session = useSession()
  const ended = session.status === 'ended'
  const retry = session.status === 'open' && session.held.length > 0
  // Esc puts the sign-in dialog aside (nothing traps the keyboard); a bar brings it back.
  const [aside, setAside] = useState(false)
  const [wasEnded, setWasEnded] = useState(ended)
  if (wasEnded !== ended) {
    setWasEnded(ended)
    setAside(false)
  }

  if (ended && aside)
    return (
      <div className="session-bar" role="alert">
        <span>
          Session ended: what you do waits until you sign in again
          {session.held.length > 0 && ` (${session.held.length} waiting)`}.
        </span>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setAside(false)}>
          Sign in
        </button>
      </div>
    )
  if (!ended && !retry) return null
  return (
    <Suspense fallback={null}>
      <SessionDialog session={session} onAside={() => setAside(true)} />
    </Suspense>
  )
}
