import { describe, expect, it } from 'vitest'
import { ROW_READS_AT_ONCE, rowRead, rowReadsPending } from './row-reads'

const deferred = () => {
  let resolve!: (v: number) => void
  const promise = new Promise<number>((r) => (resolve = r))
  return { promise, resolve }
}

describe('rowRead', () => {
  it('keeps at most ROW_READS_AT_ONCE in flight and starts the rest in order', async () => {
    const reads = Array.from({ length: 6 }, deferred)
    const started: number[] = []
    const results = reads.map((d, i) =>
      rowRead(() => {
        started.push(i)
        return d.promise
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1, 2].slice(0, ROW_READS_AT_ONCE))
    expect(rowReadsPending()).toEqual({ active: ROW_READS_AT_ONCE, waiting: 6 - ROW_READS_AT_ONCE })
    reads[1]!.resolve(1)
    await new Promise((r) => setTimeout(r, 0))
    expect(started).toEqual([0, 1, 2, 3])
    reads.forEach((d, i) => d.resolve(i))
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5])
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(rowReadsPending()).toEqual({ active: 0, waiting: 0 })
  })

  it('frees the slot of a read that failed', async () => {
    await expect(rowRead(() => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    expect(rowReadsPending()).toEqual({ active: 0, waiting: 0 })
    expect(await rowRead(() => Promise.resolve(7))).toBe(7)
  })
})
