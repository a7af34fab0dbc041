import { describe, expect, it } from 'vitest'
import {
  IMPORT_CHUNK_BYTES,
  chunkToBase64,
  importDiskSize,
  importSizeError,
  planChunks,
  runBounded,
} from './import-chunker'

const KiB = 1024
const MiB = 1024 * KiB
const GiB = 1024 * MiB

describe('planChunks', () => {
  it('covers a 20 MiB file with forty 512 KiB chunks, in order, without gaps', () => {
    const chunks = planChunks(20 * MiB, 512)
    expect(chunks).toHaveLength(40)
    chunks.forEach((c, i) => {
      expect(c.offset).toBe(i * IMPORT_CHUNK_BYTES)
      expect(c.length).toBe(IMPORT_CHUNK_BYTES)
      expect(c.sentLength).toBe(IMPORT_CHUNK_BYTES)
    })
  })

  it('pads only the short last chunk up to the block size', () => {
    const chunks = planChunks(IMPORT_CHUNK_BYTES + 1000, 4096)
    expect(chunks).toEqual([
      { offset: 0, length: IMPORT_CHUNK_BYTES, sentLength: IMPORT_CHUNK_BYTES },
      { offset: IMPORT_CHUNK_BYTES, length: 1000, sentLength: 4096 },
    ])
    expect(planChunks(513, 512).at(-1)).toEqual({ offset: 0, length: 513, sentLength: 1024 })
  })

  it('keeps every offset and sent length block aligned, for every block size', () => {
    for (const block of [512, 2048, 4096]) {
      const size = 3 * MiB + 12345
      const chunks = planChunks(size, block)
      expect(chunks.reduce((n, c) => n + c.length, 0)).toBe(size)
      for (const c of chunks) {
        expect(c.offset % block).toBe(0)
        expect(c.sentLength % block).toBe(0)
        expect(c.sentLength).toBeLessThanOrEqual(IMPORT_CHUNK_BYTES)
      }
    }
  })

  it('plans a 1 GiB file as 2048 chunks without reading it', () => {
    const chunks = planChunks(GiB, 512)
    expect(chunks).toHaveLength(2048)
    expect(chunks.at(-1)).toEqual({
      offset: GiB - IMPORT_CHUNK_BYTES,
      length: IMPORT_CHUNK_BYTES,
      sentLength: IMPORT_CHUNK_BYTES,
    })
  })

  it('refuses a chunk size that is not a multiple of the block size', () => {
    expect(() => planChunks(MiB, 4096, 1000)).toThrow(/not a multiple of the block size/)
    expect(planChunks(0, 512)).toEqual([])
  })
})

describe('disk size', () => {
  it('rounds the file up to whole GiB, at least one', () => {
    expect(importDiskSize(1)).toBe(GiB)
    expect(importDiskSize(20 * MiB)).toBe(GiB)
    expect(importDiskSize(GiB)).toBe(GiB)
    expect(importDiskSize(GiB + 1)).toBe(2 * GiB)
  })

  it('refuses empty files and files larger than the largest disk', () => {
    expect(importSizeError(0)).toBe('The file is empty')
    expect(importSizeError(1024 * GiB)).toBe('The file is larger than the largest disk, 1023 GiB')
    expect(importSizeError(GiB)).toBeUndefined()
  })
})

describe('chunkToBase64', () => {
  it('encodes the bytes and zero-fills to the sent length', () => {
    expect(chunkToBase64(new Uint8Array([104, 105]))).toBe('aGk=')
    expect(atob(chunkToBase64(new Uint8Array([1, 2]), 4))).toBe('\x01\x02\x00\x00')
  })

  it('encodes a whole 512 KiB chunk like Buffer does', () => {
    const bytes = new Uint8Array(IMPORT_CHUNK_BYTES).map((_, i) => (i * 31) % 256)
    expect(chunkToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  })
})

describe('runBounded', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

  it('never runs more than the limit at once and runs every item', async () => {
    let active = 0
    let peak = 0
    const done: number[] = []
    await runBounded([...Array(20).keys()], 4, async (n) => {
      active++
      peak = Math.max(peak, active)
      await sleep(1 + (n % 3))
      active--
      done.push(n)
    })
    expect(peak).toBe(4)
    expect(done.sort((a, b) => a - b)).toEqual([...Array(20).keys()])
  })

  it('stops starting items after a failure and rejects with it', async () => {
    const started: number[] = []
    const run = runBounded([...Array(50).keys()], 2, async (n) => {
      started.push(n)
      await sleep(1)
      if (n === 3) throw new Error('chunk 3 refused')
    })
    await expect(run).rejects.toThrow('chunk 3 refused')
    expect(started.length).toBeLessThan(10)
  })

  it('stops on abort and rejects with the reason', async () => {
    const controller = new AbortController()
    const started: number[] = []
    const run = runBounded(
      [...Array(50).keys()],
      3,
      async (n) => {
        started.push(n)
        if (n === 5) controller.abort(new Error('cancelled'))
        await sleep(1)
      },
      controller.signal,
    )
    await expect(run).rejects.toThrow('cancelled')
    expect(started.length).toBeLessThan(10)
  })
})
