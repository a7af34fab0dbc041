import { describe, expect, test } from 'vitest'
import { FrameBatcher, frameBytes, type Scheduler } from './frame-batcher'

/** A scheduler the test steps by hand: `tick()` runs what was scheduled for the next frame. */
function manualFrames() {
  let queued: (() => void)[] = []
  const schedule: Scheduler = (cb) => {
    queued.push(cb)
    return () => void (queued = queued.filter((q) => q !== cb))
  }
  const tick = () => {
    const run = queued
    queued = []
    for (const cb of run) cb()
  }
  return { schedule, tick, scheduled: () => queued.length }
}

const text = (b: Uint8Array) => new TextDecoder().decode(b)

describe('FrameBatcher', () => {
  test('coalesces every frame received before the next animation frame into one write', () => {
    const frames = manualFrames()
    const writes: string[] = []
    const b = new FrameBatcher((bytes, done) => (writes.push(text(bytes)), done()), frames)
    b.push('Hel')
    b.push(new TextEncoder().encode('lo, ').buffer)
    b.push(new TextEncoder().encode('world'))
    expect(writes).toEqual([])
    expect(frames.scheduled()).toBe(1)
    frames.tick()
    expect(writes).toEqual(['Hello, world'])
    expect(b.pending).toBe(0)
    expect(b.parsedBytes).toBe(12)
  })

  test('hands a large backlog over in pieces of at most chunkBytes', () => {
    const frames = manualFrames()
    const sizes: number[] = []
    const b = new FrameBatcher((bytes, done) => (sizes.push(bytes.byteLength), done()), {
      ...frames,
      chunkBytes: 4,
      highWater: 100,
    })
    b.push('0123456789')
    frames.tick()
    expect(sizes).toEqual([4, 4, 2])
  })

  test('stops at the high-water mark until the terminal has parsed what it holds', () => {
    const frames = manualFrames()
    const pendingDone: (() => void)[] = []
    const written: string[] = []
    const progress: number[] = []
    const b = new FrameBatcher(
      (bytes, done) => {
        written.push(text(bytes))
        pendingDone.push(done)
      },
      { ...frames, chunkBytes: 4, highWater: 8, onProgress: (n) => progress.push(n) },
    )
    b.push('aaaabbbbccccdd')
    frames.tick()
    expect(written).toEqual(['aaaa', 'bbbb'])
    expect(b.pending).toBe(6)
    // Nothing more while the terminal is busy, even across frames.
    frames.tick()
    expect(written).toHaveLength(2)
    pendingDone.shift()?.()
    expect(progress).toEqual([4])
    frames.tick()
    expect(written).toEqual(['aaaa', 'bbbb', 'cccc'])
    pendingDone.shift()?.()
    pendingDone.shift()?.()
    frames.tick()
    expect(written.join('')).toBe('aaaabbbbccccdd')
    pendingDone.shift()?.()
    expect(b.parsedBytes).toBe(14)
    expect(progress.at(-1)).toBe(14)
  })

  test('clear drops the backlog; dispose ignores later frames', () => {
    const frames = manualFrames()
    const writes: string[] = []
    const b = new FrameBatcher((bytes, done) => (writes.push(text(bytes)), done()), frames)
    b.push('old output')
    b.clear()
    expect(frames.scheduled()).toBe(0)
    b.push('new')
    frames.tick()
    expect(writes).toEqual(['new'])
    b.dispose()
    b.push('late')
    frames.tick()
    expect(writes).toEqual(['new'])
  })

  test('frameBytes takes strings, buffers and views (a view of part of a buffer too)', () => {
    const whole = new TextEncoder().encode('xxabcxx')
    expect(text(frameBytes(whole.subarray(2, 5)))).toBe('abc')
    expect(text(frameBytes('é'))).toBe('é')
    expect(frameBytes(new ArrayBuffer(3)).byteLength).toBe(3)
  })
})
