// Each instance's console stream is its own: its greeting names it, and what one client types is
// echoed to that client only (the workspace of many consoles relies on both).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { MOCK_GREETING_MS } from '@/lib/constants'
import { serveSerialConsole, type ConsoleClient } from './serial-stream'

const decoder = new TextDecoder()

function fakeClient(instance: string, project = 'demo') {
  const got: string[] = []
  let onMessage: (data: unknown) => void = () => {}
  let onClose: () => void = () => {}
  const client: ConsoleClient = {
    url: new URL(
      `http://mock/v1/instances/${instance}/serial-console/stream?project=${project}&most_recent=0`,
    ),
    send: (data) => got.push(decoder.decode(data)),
    close: () => onClose(),
    onMessage: (fn) => (onMessage = fn),
    onClose: (fn) => (onClose = fn),
  }
  serveSerialConsole(client, instance)
  return {
    text: () => got.join(''),
    type: (s: string) => onMessage(new TextEncoder().encode(s).buffer),
    hangUp: () => onClose(),
  }
}

describe('serial stream: one stream per instance', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  test('each connection is greeted by its own instance, and echoes only its own input', () => {
    const web = fakeClient('web-1')
    const api = fakeClient('api-1')
    vi.advanceTimersByTime(MOCK_GREETING_MS)
    expect(web.text()).toContain('Connected to web-1 serial console')
    expect(api.text()).toContain('Connected to api-1 serial console')
    expect(web.text()).not.toContain('api-1')

    web.type('uptime-on-web\r')
    expect(web.text()).toContain('uptime-on-web')
    expect(api.text()).not.toContain('uptime-on-web')
    web.hangUp()
    api.hangUp()
  })

  test('two connections to one instance each get their own echo', () => {
    const a = fakeClient('web-2')
    const b = fakeClient('web-2')
    vi.advanceTimersByTime(MOCK_GREETING_MS)
    a.type('only-a')
    expect(a.text()).toContain('only-a')
    expect(b.text()).not.toContain('only-a')
    a.hangUp()
    b.hangUp()
  })
})
