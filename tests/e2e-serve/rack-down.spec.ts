// The rack going away behind `npm run serve`, and coming back: /v1 answers 502 in JSON with a
// message that says where the rack is; the console says the platform cannot be reached; once
// the rack answers again the page works, with no restart of the server.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, startRack, startServe, test, type Proc } from './fixtures'
import { rackDownAndUp } from './flows'
import { SERVE_PORTS } from './ports'

const rack = { current: undefined as unknown as Proc }
let serve: Proc | undefined
/** The rack's state: a rack that comes back knows its sessions, as a real one does. */
const state = join(mkdtempSync(join(tmpdir(), 'rack-down-')), 'state.json')

test.beforeAll(async () => {
  rack.current = await startRack(SERVE_PORTS.downRack, state)
  serve = await startServe(SERVE_PORTS.downServe, SERVE_PORTS.downRack)
})

test.afterAll(async () => {
  await serve?.stop()
  await rack.current?.stop()
})

test('the rack stops: 502 JSON and the page says so; it starts again: the page works', async ({
  page,
  problems,
}) => {
  await rackDownAndUp(
    page,
    `http://127.0.0.1:${SERVE_PORTS.downServe}`,
    `http://127.0.0.1:${SERVE_PORTS.downRack}`,
    rack,
    () => startRack(SERVE_PORTS.downRack, state),
  )
  expect(problems).toEqual([])
})
