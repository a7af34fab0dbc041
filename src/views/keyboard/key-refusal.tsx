// The status line of a refused key: "g s · Go to silos: needs the fleet viewer role", at the
// bottom right where the chord indicator shows, for a few seconds or until the next refusal.
import { useEffect } from 'react'
import { keyRefusalAtom, showKeyRefusalAtom } from '@/state/key-refusal'
import { store, useAtomValue } from '@/state/store'

/** How long the refusal stays on screen. */
export const REFUSAL_MS = 5000

export function KeyRefusal() {
  const refusal = useAtomValue(keyRefusalAtom)
  useEffect(() => {
    if (!refusal) return
    const timer = setTimeout(() => store.set(showKeyRefusalAtom, null), REFUSAL_MS)
    return () => clearTimeout(timer)
  }, [refusal])
  if (!refusal) return null
  return (
    <div className="chord-pending key-refused" role="status">
      {refusal.text}
    </div>
  )
}
