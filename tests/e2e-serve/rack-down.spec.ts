// The rack going away behind `npm run serve`, and coming back: /v1 answers 502 in JSON with a
// message that says where the rack is; the console says the platform cannot be reached; once
// the rack answers again the page works, with no restart of the server.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, signIn, startRack, startServe, test, type Proc } from './fixtures'
import { SERVE_PORTS } from './ports'

let rack: Proc | undefined
let serve: Proc | undefined
/** The rack's state: a rack that comes back knows its sessions, as a real one does. */
const state = join(mkdtempSync(join(tmpdir(), 'rack-down-')), 'state.json')

test.beforeAll(async () => {
  rack = await startRack(SERVE_PORTS.downRack, state)
  serve = await startServe(SERVE_PORTS.downServe, SERVE_PORTS.downRack)
})

test.afterAll(async () => {
  await serve?.stop()
  await rack?.stop()
})

test('the rack stops: 502 JSON and the page says so; it starts again: the page works', async ({
  page,
  problems,
}) => {
  const origin = `http://127.0.0.1:${SERVE_PORTS.downServe}`
  await page.goto(`${origin}/projects`)
  await signIn(page)
  await expect(page.getByRole('row').getByRole('link', { name: 'demo', exact: true })).toBeVisible()

  await rack?.stop()
  const down = await page.request.get(`${origin}/v1/projects`)
  expect([502, 503, 504]).toContain(down.status())
  expect(down.headers()['content-type']).toBe('application/json')
  const body = (await down.json()) as { message: string; error_code: string }
  expect(body.message).toContain(`the platform at http://127.0.0.1:${SERVE_PORTS.downRack}`)
  expect(body.message).toContain('cannot be reached')

  await page.goto(`${origin}/projects/demo/instances`)
  await expect(page.getByRole('heading', { name: 'unreachable' })).toBeVisible()
  await expect(page.getByText('The platform cannot be reached').first()).toBeVisible()
  // Where: the rack's address, from the server's answer.
  await expect(
    page.getByText(`The platform at http://127.0.0.1:${SERVE_PORTS.downRack} cannot be reached`),
  ).toBeVisible()

  // Back, with no restart of the server: the page's own Try again brings the rows.
  rack = await startRack(SERVE_PORTS.downRack, state)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('row').getByRole('link', { name: 'web-1', exact: true }),
  ).toBeVisible()
  expect(problems).toEqual([])
})
