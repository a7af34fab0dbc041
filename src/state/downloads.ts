// Downloads running in this tab (UI state): the support bundle download command writes their
// progress, the support bundle pages draw it.
import { atom } from './store'

export type DownloadProgress = {
  /** `bundleId` for a whole bundle, `bundleId/path` for one of its files */
  key: string
  bundleId: string
  /** the file's path in the bundle; absent for the whole bundle */
  file?: string
  /** the name the browser saves it under */
  saveAs: string
  status: 'running' | 'done' | 'failed' | 'cancelled'
  received: number
  /** the size, once the HEAD has answered */
  total?: number
  /** when it began and when `received` last changed (ms), for the rate */
  startedAt: number
  updatedAt: number
  message?: string
}

export const downloadKey = (bundleId: string, file?: string) =>
  file ? `${bundleId}/${file}` : bundleId

const downloadsPrimitive = atom<Record<string, DownloadProgress>>({})

/** Downloads by key; finished ones stay until dismissed or downloaded again. */
export const downloadsAtom = atom((get) => get(downloadsPrimitive))

export const setDownloadAtom = atom(null, (get, set, d: DownloadProgress) => {
  set(downloadsPrimitive, { ...get(downloadsPrimitive), [d.key]: d })
})

/** Forgets a finished download (its line on the page). */
export const dismissDownloadAtom = atom(null, (get, set, key: string) => {
  const { [key]: _gone, ...rest } = get(downloadsPrimitive)
  set(downloadsPrimitive, rest)
})
