import { describe, expect, test } from 'vitest'
import { DEFAULT_LATENCY, DEFAULT_PORT, OptionError, parseOptions } from './options'
import { readCookie } from './sessions'

describe('mock:server options', () => {
  test('defaults: 127.0.0.1:12220, the spec latency, nothing else', () => {
    expect(parseOptions([])).toEqual({
      host: '127.0.0.1',
      port: DEFAULT_PORT,
      latency: DEFAULT_LATENCY,
      dist: null,
      chaos: false,
      state: null,
      validate: false,
      quiet: false,
      bulk: 0,
      projects: 0,
      audit: 0,
      activity: null,
    })
    expect(DEFAULT_PORT).toBe(12220)
    expect(DEFAULT_LATENCY).toEqual([200, 400])
  })

  test('--activity: other users act every 10-20 s, or at the pause given in seconds', () => {
    expect(parseOptions(['--activity']).activity).toEqual([10_000, 20_000])
    expect(parseOptions([], { MOCK_ACTIVITY: '1' }).activity).toEqual([10_000, 20_000])
    expect(parseOptions(['--activity=2-4']).activity).toEqual([2_000, 4_000])
    expect(parseOptions([], { MOCK_ACTIVITY: '0.5-1' }).activity).toEqual([500, 1_000])
    expect(parseOptions([], { MOCK_ACTIVITY: '0' }).activity).toBeNull()
    expect(parseOptions(['--activity'], { MOCK_ACTIVITY: '0' }).activity).toEqual([10_000, 20_000])
    expect(() => parseOptions(['--activity=often'])).toThrow(OptionError)
    expect(() => parseOptions(['--activity=9-3'])).toThrow(/MIN-MAX in seconds/)
  })

  test('flags, in both spellings, win over the environment', () => {
    const env = { PORT: '9000', MOCK_LATENCY: '5', MOCK_CHAOS: '1', MOCK_STATE: 'env.json' }
    expect(parseOptions([], env)).toMatchObject({
      port: 9000,
      latency: [5, 5],
      chaos: true,
      state: 'env.json',
    })
    expect(
      parseOptions(['--port=8000', '--latency', '0', '--dist', 'dist', '--state', 's.json'], env),
    ).toMatchObject({ port: 8000, latency: [0, 0], dist: 'dist', state: 's.json', chaos: true })
    expect(parseOptions(['--latency', '10-50', '--validate', '--quiet'])).toMatchObject({
      latency: [10, 50],
      validate: true,
      quiet: true,
    })
    expect(parseOptions([], { MOCK_BULK: '500' })).toMatchObject({ bulk: 500 })
    expect(parseOptions(['--projects', '300'], { MOCK_PROJECTS: '5' })).toMatchObject({
      projects: 300,
    })
    expect(parseOptions(['--bulk=10000'], { MOCK_BULK: '500' })).toMatchObject({ bulk: 10000 })
    expect(parseOptions(['--audit', '10000'], { MOCK_AUDIT: '5' })).toMatchObject({ audit: 10000 })
    expect(parseOptions([], { MOCK_AUDIT: '5' })).toMatchObject({ audit: 5 })
  })

  test.each([
    [['--latency', 'fast'], '--latency wants MIN-MAX or one number of ms, not "fast"'],
    [['--latency', '50-10'], '--latency 50-10: the maximum is below the minimum'],
    [['--port', '70000'], '--port wants a number from 0 to 65535, not "70000"'],
    [['--port'], '--port needs a value'],
    [['--chaos=1'], '--chaos takes no value'],
    [['--colour'], 'unknown option "--colour"'],
    [['--projects', '3000'], '--projects wants a number of projects from 0 to 2000, not "3000"'],
    [['--bulk', 'many'], '--bulk wants a number of instances from 0 to 20000, not "many"'],
    [['--bulk', '20001'], '--bulk wants a number of instances from 0 to 20000, not "20001"'],
    [['--audit', 'lots'], '--audit wants a number of entries from 0 to 100000, not "lots"'],
  ])('%j is refused: %s', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(new OptionError(message))
  })
})

test('readCookie finds the session among other cookies', () => {
  expect(readCookie('a=1; session=abc; b=2', 'session')).toBe('abc')
  expect(readCookie('sessionx=1', 'session')).toBeNull()
  expect(readCookie(undefined, 'session')).toBeNull()
  expect(readCookie('session=', 'session')).toBeNull()
})
