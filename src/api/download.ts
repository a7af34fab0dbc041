// Downloads of what the platform serves as bytes rather than JSON (support bundles and their
// files): the size from a HEAD, then the bytes in byte ranges, as the `oxide bundle download`
// CLI reads a bundle (`--chunk-size`), so a progress bar moves with every range and a bundle of
// gigabytes is never one response. The generated endpoints parse JSON; these read raw responses
// through the same client (`apiFetch`), so the gate, credentials and 401 redirect are the same.
import {
  apiFetch,
  buildUrl,
  handleResponse,
  logError,
  type EndpointMeta,
  type RequestParams,
} from './client'
import { toApiError } from './errors'

export type Progress = { received: number; total: number }

/** A failed response as the app's ApiError (the platform's error body when there is one). */
async function failure(meta: EndpointMeta, params: RequestParams, response: Response) {
  const result = await handleResponse<unknown>(response)
  logError(meta, buildUrl(meta, params), result)
  const opName = meta.id.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  // A HEAD answer has no body: its status is all there is to say.
  return toApiError(
    result.type === 'success' ? { type: 'error', data: {}, response } : result,
    opName,
  )
}

/** The size in bytes of what `meta` serves (a HEAD's Content-Length). */
export async function contentLength(meta: EndpointMeta, params: RequestParams): Promise<number> {
  const response = await apiFetch(meta, params)
  if (!response.ok) throw await failure(meta, params, response)
  const length = Number(response.headers.get('content-length'))
  if (!Number.isFinite(length) || length < 0)
    throw new Error(`The platform did not say the size of ${meta.path} (no Content-Length)`)
  return length
}

/** The text of what `meta` serves (a bundle's index). */
export async function downloadText(meta: EndpointMeta, params: RequestParams): Promise<string> {
  const response = await apiFetch(meta, params)
  if (!response.ok) throw await failure(meta, params, response)
  return response.text()
}

const KiB = 1024
const MiB = 1024 * KiB

/**
 * The range size for `total` bytes: about a sixteenth, so progress moves in visible steps, within
 * 256 KiB (not hundreds of calls for a small file) and 32 MiB (no response the size of a disk).
 */
export const chunkSizeFor = (total: number) =>
  Math.min(32 * MiB, Math.max(256 * KiB, Math.ceil(total / 16)))

export type RangedDownload = {
  /** the GET that serves the bytes and takes a `range` header */
  get: EndpointMeta
  /** the HEAD of the same path, for the size */
  head: EndpointMeta
  params: RequestParams
  /** the Blob's type */
  type: string
  onProgress?: (p: Progress) => void
  signal?: AbortSignal
}

/** Every byte of the download, range after range; throws on a short or failed range. */
export async function downloadRanged(d: RangedDownload): Promise<Blob> {
  const total = await contentLength(d.head, d.params)
  const chunk = chunkSizeFor(total)
  const parts: Uint8Array[] = []
  let received = 0
  d.onProgress?.({ received, total })
  while (received < total) {
    d.signal?.throwIfAborted()
    const last = Math.min(received + chunk, total) - 1
    const response = await apiFetch(d.get, d.params, {
      headers: { range: `bytes=${received}-${last}` },
      signal: d.signal,
    })
    if (!response.ok) throw await failure(d.get, d.params, response)
    const bytes = new Uint8Array(await response.arrayBuffer())
    // A server that ignores ranges answers 200 with everything: take it whole.
    if (response.status === 200 && received === 0 && bytes.length === total) {
      parts.push(bytes)
      received = total
    } else {
      if (response.status !== 206 || bytes.length !== last - received + 1)
        throw new Error(
          `The platform answered bytes ${received}-${last} of ${d.get.path} with ${bytes.length} bytes (status ${response.status})`,
        )
      parts.push(bytes)
      received += bytes.length
    }
    d.onProgress?.({ received, total })
  }
  return new Blob(parts as BlobPart[], { type: d.type })
}
