import { describe, expect, test } from 'vitest'
import {
  closeReason,
  connectionReducer as reduce,
  initialConnection,
  socketWanted,
  streamUrl,
  type ConnectionState,
} from './connection-state'

const at = (runState: string, t = 'T0') => ({ runState, timeRunStateUpdated: t })

const connected = (since = 'T0'): ConnectionState => ({ status: 'connected', attempt: 1, since })

describe('serial console connection', () => {
  test('connects at once to a running instance, waits for a stopped one', () => {
    expect(initialConnection(at('running'))).toEqual({
      status: 'connecting',
      attempt: 1,
      since: 'T0',
    })
    for (const s of ['rebooting', 'migrating', 'repairing'])
      expect(initialConnection(at(s)).status).toBe('connecting')
    for (const s of ['stopped', 'starting', 'stopping', 'failed', 'creating'])
      expect(initialConnection(at(s)).status).toBe('waiting')
  })

  test('a starting instance connects once it is running', () => {
    let s = initialConnection(at('starting'))
    s = reduce(s, { type: 'instance', instance: at('starting') })
    expect(s.status).toBe('waiting')
    s = reduce(s, { type: 'instance', instance: at('running', 'T1') })
    expect(s).toEqual({ status: 'connecting', attempt: 1, since: 'T1' })
    expect(reduce(s, { type: 'open' }).status).toBe('connected')
  })

  test('never claims connected for an instance that stopped', () => {
    const s = reduce(connected(), { type: 'instance', instance: at('stopping', 'T1') })
    expect(s.status).toBe('waiting')
    expect(socketWanted(s)).toBe(false)
    // A late open from the closed socket changes nothing.
    expect(reduce(s, { type: 'open' }).status).toBe('waiting')
  })

  test('a close after opening is a disconnect, before opening an error, with the reason', () => {
    const lost = reduce(connected(), { type: 'close', code: 1006, reason: '' })
    expect(lost).toMatchObject({
      status: 'disconnected',
      reason: 'The connection was lost (code 1006)',
    })
    const refused = reduce(
      { status: 'connecting', attempt: 1, since: 'T0' },
      { type: 'close', code: 4409, reason: 'instance web-3 is stopped' },
    )
    expect(refused).toMatchObject({ status: 'error', reason: 'Instance web-3 is stopped' })
  })

  test('Reconnect opens a new socket; it is ignored while connected', () => {
    const lost = reduce(connected(), { type: 'close', code: 1000, reason: '' })
    const again = reduce(lost, { type: 'reconnect', instance: at('running') })
    expect(again).toMatchObject({ status: 'connecting', attempt: 2 })
    expect(reduce(connected(), { type: 'reconnect', instance: at('running') })).toEqual(connected())
    // The instance stopped meanwhile: nothing to reconnect to.
    expect(reduce(lost, { type: 'reconnect', instance: at('stopped') }).status).toBe('waiting')
  })

  test('after a reboot it reconnects by itself; a plain disconnect waits for the user', () => {
    const lost = reduce(connected('T0'), { type: 'close', code: 4410, reason: 'rebooting' })
    // Same run state as when the socket opened: the user decides.
    expect(reduce(lost, { type: 'instance', instance: at('running', 'T0') })).toBe(lost)
    // The instance went through a reboot meanwhile: reconnect.
    const back = reduce(lost, { type: 'instance', instance: at('rebooting', 'T1') })
    expect(back).toMatchObject({ status: 'connecting', attempt: 2, since: 'T1' })
  })

  test('run-state changes seen while connected move the reference, not the socket', () => {
    const s = reduce(connected('T1'), { type: 'instance', instance: at('running', 'T2') })
    expect(s).toMatchObject({ status: 'connected', attempt: 1, since: 'T2' })
    const lost = reduce(s, { type: 'close', code: 1006, reason: '' })
    expect(reduce(lost, { type: 'instance', instance: at('running', 'T2') }).status).toBe(
      'disconnected',
    )
  })

  test('close reasons read as sentences', () => {
    expect(closeReason(1000, '', true)).toBe('The serial console closed the connection')
    expect(closeReason(1006, '', false)).toBe('Could not connect to the serial console (code 1006)')
  })

  test('stream URL: wss on https, ws on http, project and 256 KiB of history', () => {
    expect(streamUrl('https://oxide.example', 'demo', 'web-1')).toBe(
      'wss://oxide.example/v1/instances/web-1/serial-console/stream?project=demo&most_recent=262144',
    )
    expect(streamUrl('http://localhost:4321', 'demo', 'web 1')).toBe(
      'ws://localhost:4321/v1/instances/web%201/serial-console/stream?project=demo&most_recent=262144',
    )
    // A reconnect into a terminal that kept its scrollback asks for no history.
    expect(streamUrl('http://localhost:4321', 'demo', 'web-1', false)).toMatch(/most_recent=0$/)
  })
})
