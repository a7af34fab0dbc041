// A support bundle's files as views read them: the index (its names, directories included), and
// each file's size from a HEAD, asked through the request bound (a bundle holds dozens of files,
// and their sizes are not what the user waits on).
import useSWR from 'swr'
import { supportBundleHeadFile, supportBundleIndex } from './generated/operations'
import { contentLength, downloadText } from './download'
import type { ApiError } from './errors'
import { apiKey, swrDefaults } from './hooks'
import { withSlot } from './request-slots'

/** A bundle's entry: a file, or a directory (its name ends with `/`). */
export type BundleEntry = { name: string; directory: boolean }

/** The index's text as entries, blank lines left out. */
export const parseBundleIndex = (text: string): BundleEntry[] =>
  text
    .split('\n')
    .map((n) => n.replace(/\r$/, ''))
    .filter((n) => n !== '')
    .map((name) => ({ name, directory: name.endsWith('/') }))

/** The index of an active bundle; null params skip it (a bundle that holds no files yet). */
export function useBundleIndex(bundleId: string | null) {
  const params = bundleId ? { path: { bundleId } } : null
  return useSWR<BundleEntry[], ApiError>(
    params ? apiKey(supportBundleIndex, params) : null,
    async () => parseBundleIndex(await downloadText(supportBundleIndex, params!)),
    swrDefaults,
  )
}

/** One file's size in bytes (HEAD). */
export function useBundleFileSize(bundleId: string, file: string) {
  const params = { path: { bundleId, file } }
  return useSWR<number, ApiError>(
    apiKey(supportBundleHeadFile, params),
    () => withSlot(() => contentLength(supportBundleHeadFile, params)),
    swrDefaults,
  )
}
