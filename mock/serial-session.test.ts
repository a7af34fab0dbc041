import { describe, expect, test } from 'vitest'
import { FLOOD_MAX_MB, floodDone, floodFrames, SerialSession } from './serial-session'

describe('serial session: flood', () => {
  test('`flood <MB>` asks for that much output and prints nothing itself', () => {
    const asked: number[] = []
    const s = new SerialSession('web-1', { onFlood: (mb) => asked.push(mb) })
    expect(s.input('flood 2\r')).toBe('flood 2\r\n')
    expect(asked).toEqual([2])
  })

  test('`hangup` asks the caller to close the connection', () => {
    let hungUp = 0
    const s = new SerialSession('web-1', { onHangup: () => hungUp++ })
    expect(s.input('hangup\r')).toBe('hangup\r\n')
    expect(hungUp).toBe(1)
  })

  test('a size out of range is refused with the limit', () => {
    const asked: number[] = []
    const s = new SerialSession('web-1', { onFlood: (mb) => asked.push(mb) })
    expect(s.input('flood lots\r')).toContain(`from 0 to ${FLOOD_MAX_MB}`)
    expect(s.input(`flood ${FLOOD_MAX_MB + 1}\r`)).toContain('flood: size must be')
    expect(asked).toEqual([])
  })

  test('floodFrames yields exactly the size asked, in frames, then the done line', () => {
    const frames = [...floodFrames(0.1, 4096)]
    const done = frames.pop()
    expect(done).toBe(floodDone(0.1))
    expect(frames.reduce((n, f) => n + f.length, 0)).toBe(100_000)
    expect(Math.max(...frames.map((f) => f.length))).toBeLessThanOrEqual(4096 + 200)
    expect(frames[0]).toMatch(/^\[ +0\.000000\] flood 00000000: /)
  })
})
