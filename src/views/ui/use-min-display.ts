// Once shown, a loading indicator stays at least 500 ms (spec section 5), so a fast response
// does not make it flicker.
import { useEffect, useRef, useState } from 'react'
import { LOADING_MIN_MS } from '@/lib/constants'

/** Whether to show the indicator: true while `active`, and until `minMs` after it appeared. */
export function useMinDisplay(active: boolean, minMs = LOADING_MIN_MS): boolean {
  const [held, setHeld] = useState(false)
  const shownAt = useRef(0)
  // Derived during render: showing starts the moment `active` does.
  if (active && !held) setHeld(true)

  useEffect(() => {
    if (active) shownAt.current = performance.now()
  }, [active])

  useEffect(() => {
    if (active || !held) return
    const left = Math.max(0, shownAt.current + minMs - performance.now())
    const t = setTimeout(() => setHeld(false), left)
    return () => clearTimeout(t)
  }, [active, held, minMs])

  return active || held
}
