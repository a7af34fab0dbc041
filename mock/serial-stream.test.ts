// The serial console stream: the greeting is the first thing a connection prints, before the
// replayed history and its prompt, and what the user types meanwhile is echoed after it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { MOCK_GREETING_MS } from '@/lib/constants'
import { resetMock, server, startMockServer } from './node'
import { serveSerialConsole, type ConsoleClient } from './serial-stream'

beforeAll(() => void startMockServer())
beforeEach(() => {
  resetMock()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())
afterAll(() => server.close())

function connect(query: string) {
  const frames: string[] = []
  let onMessage: (data: unknown) => void = () => {}
  let onClose: () => void = () => {}
  const client: ConsoleClient = {
    url: new URL(`http://localhost/v1/instances/web-1/serial-console/stream?${query}`),
    send: (data) => void frames.push(new TextDecoder().decode(data)),
    close: (code, reason) => void frames.push(`<closed ${code} ${reason}>`),
    onMessage: (fn) => void (onMessage = fn),
    onClose: (fn) => void (onClose = fn),
  }
  serveSerialConsole(client, 'web-1')
  return { frames, type: (s: string) => onMessage(s), close: () => onClose() }
}

const banner = 'Connected to web-1 serial console'
const promptText = 'ubuntu@web-1:~$'

describe('serial console stream', () => {
  test('the greeting comes before the replayed history and the first prompt', () => {
    const c = connect('project=demo&most_recent=4096')
    c.type('l')
    expect(c.frames).toEqual([])
    vi.advanceTimersByTime(MOCK_GREETING_MS)
    const out = c.frames.join('')
    expect(out.startsWith(banner)).toBe(true)
    expect(out.indexOf(promptText)).toBeGreaterThan(out.indexOf(banner))
    // The key typed during the first second is echoed after the history's prompt.
    expect(out.endsWith(`${promptText} l`)).toBe(true)
    c.close()
  })

  test('without history, the greeting then a prompt', () => {
    const c = connect('project=demo')
    vi.advanceTimersByTime(MOCK_GREETING_MS)
    expect(c.frames.join('')).toBe(`${banner}\r\n${promptText} `)
    c.close()
  })

  test('the guest answers as the instance: a command typed over the stream', () => {
    const c = connect('project=demo')
    vi.advanceTimersByTime(MOCK_GREETING_MS)
    c.type('uname -a\r')
    c.type('nproc\r')
    const out = c.frames.join('')
    expect(out).toContain('Linux web-1 6.8.0-45-generic')
    expect(out).toContain('nproc\r\n4\r\n')
    expect(out).not.toContain('command not found')
    c.close()
  })
})
