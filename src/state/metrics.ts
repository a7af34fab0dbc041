// How many times the metrics pages were refreshed: charts whose window ends "now" (the
// provisioning ones) are keyed by it, so a refresh moves their window to the present.
import { atom } from './store'

const refreshes = atom(0)

export const metricsRefreshAtom = atom((get) => get(refreshes))
export const refreshMetricsAtom = atom(null, (get, set) => set(refreshes, get(refreshes) + 1))
