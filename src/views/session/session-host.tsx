// The app's side of the one place a 401 is handled (src/api/session-gate.ts decides). Before the
// console knows who is signed in, a 401 goes to the sign-in page with redirect_uri: inside the
// app a client-side navigation, so in mock mode the in-memory platform keeps its state. The rest
// (the sign-in dialog over the page, the changes offered again) is not needed to draw the first
// page: it loads beside it (session-watch.tsx).
import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'wouter'
import { setUnauthorizedHandler } from '@/api/client'

const SessionWatch = lazy(() =>
  import('./session-watch').then((m) => ({ default: m.SessionWatch })),
)

export function SessionHost() {
  const [, navigate] = useLocation()
  useEffect(() => {
    setUnauthorizedHandler((redirect) => navigate(redirect))
    return () => setUnauthorizedHandler((redirect) => window.location.assign(redirect))
  }, [navigate])
  return (
    <Suspense fallback={null}>
      <SessionWatch />
    </Suspense>
  )
}
