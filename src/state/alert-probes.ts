// The last liveness probe of each alert receiver in this tab (UI state): the probe command
// writes what came back, the receiver's page shows it.
import { atom } from './store'

/** One HTTP request of the probe and its outcome. */
export type ProbeAttempt = {
  /** `succeeded`, `failed_http_error`, `failed_unreachable`, `failed_timeout` (or newer) */
  result: string
  /** the receiver's HTTP status, when it answered */
  status?: number
  durationMs?: number
  timeSent: Date
}

export type ProbeRecord = {
  /** the receiver's id; the page finds its probe by it */
  receiverId: string
  /** the receiver as the command named it */
  receiver: string
  /** the probe delivery's state: delivered or failed */
  state: string
  attempts: ProbeAttempt[]
  /** failed deliveries sent again because the probe succeeded; null when not asked or failed */
  resendsStarted: number | null
  time: Date
}

const probesPrimitive = atom<Record<string, ProbeRecord>>({})

/** Probes by receiver id, the last one each. */
export const alertProbesAtom = atom((get) => get(probesPrimitive))

export const recordProbeAtom = atom(null, (get, set, p: ProbeRecord) => {
  set(probesPrimitive, { ...get(probesPrimitive), [p.receiverId]: p })
})
