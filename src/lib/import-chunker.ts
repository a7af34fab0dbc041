// Planning a disk import (bulk writes): which bytes of the file go in which `bulk-write` call,
// how big the disk must be, and base64 of one chunk. Pure functions: the upload pipeline in
// src/commands/project/disk-import.ts reads each chunk with Blob.slice, so the file is never held whole.

const KiB = 1024
const GiB = 1024 ** 3

/** The most one bulk-write call may carry: Nexus refuses more than 512 KiB of data. */
export const IMPORT_CHUNK_BYTES = 512 * KiB
/** Bulk writes in flight at once: enough to keep the link busy, few enough not to flood it. */
export const IMPORT_CONCURRENCY = 6
/** The largest disk the platform makes, so the largest file that can be imported. */
export const IMPORT_MAX_DISK_BYTES = 1023 * GiB

export type ImportChunk = {
  /** where the chunk goes on the disk, a multiple of the block size */
  offset: number
  /** bytes of the file it carries */
  length: number
  /** bytes sent: `length` rounded up to the block size, the tail zero-filled */
  sentLength: number
}

/** The disk for a file: whole GiB (disk_create requires it), at least 1 GiB. */
export function importDiskSize(fileBytes: number): number {
  return Math.max(1, Math.ceil(fileBytes / GiB)) * GiB
}

/** Why a file of this size can't be imported, or undefined when it can. */
export function importSizeError(fileBytes: number): string | undefined {
  if (fileBytes <= 0) return 'The file is empty'
  if (fileBytes > IMPORT_MAX_DISK_BYTES) return 'The file is larger than the largest disk, 1023 GiB'
  return undefined
}

/**
 * The bulk-write calls for a file, in order. Every offset and sent length is a multiple of the
 * block size (Nexus refuses anything else); only the last chunk may be short, and it is padded
 * with zeros up to the next block boundary, which the disk holds anyway.
 */
export function planChunks(
  fileBytes: number,
  blockSize: number,
  chunkBytes: number = IMPORT_CHUNK_BYTES,
): ImportChunk[] {
  if (!Number.isInteger(blockSize) || blockSize <= 0) throw new Error('Invalid block size')
  if (chunkBytes % blockSize !== 0 || chunkBytes <= 0)
    throw new Error(`Chunk size ${chunkBytes} is not a multiple of the block size ${blockSize}`)
  const chunks: ImportChunk[] = []
  for (let offset = 0; offset < fileBytes; offset += chunkBytes) {
    const length = Math.min(chunkBytes, fileBytes - offset)
    chunks.push({ offset, length, sentLength: Math.ceil(length / blockSize) * blockSize })
  }
  return chunks
}

/** Base64 of `bytes` zero-filled to `sentLength`, without building one huge string argument. */
export function chunkToBase64(bytes: Uint8Array, sentLength: number = bytes.length): string {
  let data = bytes
  if (sentLength > bytes.length) {
    data = new Uint8Array(sentLength)
    data.set(bytes)
  }
  // String.fromCharCode on a whole 512 KiB array overflows the argument limit of some engines.
  const STEP = 0x8000
  let binary = ''
  for (let i = 0; i < data.length; i += STEP) {
    binary += String.fromCharCode(...data.subarray(i, i + STEP))
  }
  return btoa(binary)
}

/**
 * Runs `work` on every item with at most `limit` running at once, in item order. Stops
 * starting new items after the first failure or once `signal` aborts, waits for those in
 * flight, then rejects with the first error (or the abort reason).
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const worker = async () => {
    while (next < items.length && !failure && !signal?.aborted) {
      const index = next++
      try {
        await work(items[index] as T, index)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  if (failure) throw failure.error
  if (signal?.aborted) throw signal.reason
}
