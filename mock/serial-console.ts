// The serial console websocket (`ws.link` intercepts it in the page). Only instances in a state
// with a console (the shared capability table) accept a connection; others are closed with
// the reason. The greeting arrives after 1 second, as the spec asks.
import { ws } from 'msw'
import { instanceCan } from '@/api/capabilities'
import { MockApiError } from './db/errors'
import { lookupInProject } from './db/lookup'
import { getDb } from './db/store'
import { advanceTransitions } from './db/transitions'
import { currentActor } from './msw/session'
import { greeting, SerialSession } from './serial-session'

const link = ws.link('*/v1/instances/:instance/serial-console/stream')

/** Close codes in the application range (RFC 6455 4000-4999). */
const CLOSE_UNAUTHORIZED = 4401
const CLOSE_NOT_FOUND = 4404
const CLOSE_NOT_RUNNING = 4409

const decoder = new TextDecoder()
const text = (data: unknown) =>
  typeof data === 'string'
    ? data
    : data instanceof ArrayBuffer
      ? decoder.decode(data)
      : ArrayBuffer.isView(data)
        ? decoder.decode(data)
        : ''

export const serialConsoleHandler = link.addEventListener('connection', ({ client, params }) => {
  const db = getDb()
  advanceTransitions(db)
  const actor = currentActor(db)
  if (!actor) return client.close(CLOSE_UNAUTHORIZED, 'credentials missing or invalid')
  const project = client.url.searchParams.get('project') ?? undefined
  let instance
  try {
    instance = lookupInProject(
      db,
      actor,
      db.instances,
      'instance',
      String(params.instance),
      project,
    )
  } catch (e) {
    return client.close(
      CLOSE_NOT_FOUND,
      e instanceof MockApiError ? e.message : 'instance not found',
    )
  }
  if (!instanceCan.serialConsole({ runState: instance.run_state })) {
    return client.close(
      CLOSE_NOT_RUNNING,
      `instance ${instance.name} is ${instance.run_state}; the serial console needs a running instance`,
    )
  }
  const session = new SerialSession(instance.hostname)
  const timer = setTimeout(() => client.send(greeting(instance.name)), 1000)
  client.addEventListener('message', (event) => {
    const out = session.input(text(event.data))
    if (out) client.send(out)
  })
  client.addEventListener('close', () => clearTimeout(timer))
})
