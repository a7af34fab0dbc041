// How fresh the page is, at the right of the status bar: `live` while the change feed reads the
// audit log (what anyone changes shows within seconds), else `updated 40 s ago`: when the page's
// least fresh query was last read (a silo user's page polls what it shows; a feed that cannot
// read the log says how old what is shown may be).
import { useEffect, useState } from 'react'
import { LIVE_FOR_MS, liveAtom } from '@/state/live'
import { useAtomValue } from '@/state/store'
import { pageReadAt } from '../live/page-keys'

/** `4 s`, `3 min`, `2 h`. */
export function agoText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000))
  if (s < 60) return `${s} s`
  if (s < 3600) return `${Math.floor(s / 60)} min`
  return `${Math.floor(s / 3600)} h`
}

export function LiveStatus() {
  const live = useAtomValue(liveAtom)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(t)
  }, [])
  if (live.mode === null) return null
  if (live.mode === 'audit' && live.okAt !== null && now - live.okAt < LIVE_FOR_MS)
    return (
      <span
        className="live-status live-on"
        title="Live: what anyone changes on the rack shows here within seconds (from the audit log)"
      >
        <span aria-hidden="true">●</span> live
      </span>
    )
  const at = pageReadAt() ?? live.okAt
  if (at === null) return null
  return (
    <span
      className="live-status"
      title={
        live.mode === 'poll'
          ? 'This page reads again what it shows every few seconds (the audit log is not yours to read)'
          : 'The audit log cannot be read just now: this page reads again what it shows'
      }
    >
      updated {agoText(now - at)} ago
    </span>
  )
}
