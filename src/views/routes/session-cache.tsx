// One SWR cache per session. Leaving a sign-in page means someone (maybe someone else) just
// signed in: whatever was cached belongs to the previous session. So does someone else signing
// in over an ended session (startFreshConsole): their console starts afresh. Clearing entries is not enough,
// because SWR keeps its request bookkeeping (in-flight and recently finished requests, used for
// dedupe) with the cache: a query mounted within 2 s of its last fetch would trust that fetch and
// never load. A fresh cache, and a fresh tree under it, starts clean.
import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { swrDefaults } from '@/api/hooks'

// How many times someone else signed in mid-work (session-effects.ts).
let generation = 0
const listeners = new Set<() => void>()
const currentGeneration = () => generation
const subscribeGeneration = (fn: () => void) => {
  listeners.add(fn)
  return () => void listeners.delete(fn)
}

/** A fresh console: a new SWR cache and everything under it remounted, forms empty. */
export function startFreshConsole() {
  generation++
  for (const fn of Array.from(listeners)) fn()
}

const isSignInPage = (path: string) => /^\/login(\/|$)/.test(path)

/** Bumps when the location leaves a sign-in page (render-time, so no stale frame renders). */
export function useSessionEpoch(): number {
  const [location] = useLocation()
  const signIn = isSignInPage(location)
  const [state, setState] = useState({ signIn, epoch: 0 })
  if (state.signIn !== signIn) {
    const next = { signIn, epoch: signIn ? state.epoch : state.epoch + 1 }
    setState(next)
    return next.epoch
  }
  return state.epoch
}

export function SessionCache({ children }: { children: ReactNode }) {
  const epoch = useSessionEpoch()
  const fresh = useSyncExternalStore(subscribeGeneration, currentGeneration, currentGeneration)
  return (
    <SWRConfig key={`${epoch}:${fresh}`} value={{ ...swrDefaults, provider: () => new Map() }}>
      {children}
    </SWRConfig>
  )
}
