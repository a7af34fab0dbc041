// The app's side of the one place a 401 is handled (src/api/session-gate.ts decides). Before the
// console knows who is signed in, a 401 goes to the sign-in page with redirect_uri: inside the
// app a client-side navigation, so in mock mode the in-memory platform keeps its state. In the
// middle of work, the sign-in dialog opens over the page as it is (its code loads then), and
// after a sign-in the changes that did not run are offered again. Someone else signing in gets
// a fresh console: undo history and drafts go, and a toast says so.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation } from 'wouter'
import { setUnauthorizedHandler } from '@/api/client'
import {
  installSessionPrompt,
  onSessionEvent,
  sessionSnapshot,
  subscribeSession,
  type SessionEvent,
} from '@/api/session-gate'
import { closePaletteAtom } from '@/state/palette'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { pushToastAtom } from '@/state/toasts'
import { clearUndoAtom } from '@/state/undo'
import { clearAllDrafts } from '../forms/kit/drafts'
import './session.css'

const SessionDialog = lazy(() =>
  import('./session-dialog').then((m) => ({ default: m.SessionDialog })),
)

export const useSession = () =>
  useSyncExternalStore(subscribeSession, sessionSnapshot, sessionSnapshot)

function onSession(e: SessionEvent) {
  if (e.type === 'resumed' && e.via !== 'check' && e.via !== 'answer') {
    store.set(pushToastAtom, {
      title: `Signed in again as ${e.user.name}`,
      content:
        e.via === 'other-tab'
          ? 'In another tab of the console: this one went on where it was.'
          : 'The console went on where it was.',
      variant: 'success',
    })
  }
  if (e.type !== 'user-changed') return
  // Another user's undo would act with their rights on what this one did; drafts are this one's.
  store.set(clearUndoAtom)
  clearAllDrafts()
  if (!e.midWork) return
  store.set(closePaletteAtom)
  store.set(setFleetViewerAtom, null)
  store.set(pushToastAtom, {
    title: `Signed in as ${e.to.name}: a fresh console`,
    content: `Not ${e.from.name}, whose rights may differ: open forms, their drafts and the undo history were cleared, and changes that waited for the session were not run.`,
    variant: 'info',
  })
}

export function SessionHost() {
  const [, navigate] = useLocation()
  useEffect(() => {
    setUnauthorizedHandler((redirect) => navigate(redirect))
    const uninstall = installSessionPrompt()
    return () => {
      uninstall()
      setUnauthorizedHandler((redirect) => window.location.assign(redirect))
    }
  }, [navigate])
  useEffect(() => onSessionEvent(onSession), [])

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
