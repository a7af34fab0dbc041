// The serial console in Chromium against the in-browser mock: a running instance connects,
// greets, echoes what is typed and refits to the window; a stopped one explains itself and opens
// no connection; a reboot closes the stream and the console reconnects by itself.
import type { Page } from '@playwright/test'
import { booted, expect, test } from './fixtures'

const NOTICE = 'You can only connect to the serial console on a running instance'

/**
 * Counts the serial-console sockets the page creates from here on. MSW answers them inside the
 * page, so Playwright's 'websocket' event alone would never see one; the app's `WebSocket` is
 * wrapped instead (the mock's interceptor is already installed underneath).
 */
async function countSockets(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __sockets: string[] }
    w.__sockets = []
    window.WebSocket = new Proxy(window.WebSocket, {
      construct(target, args, newTarget) {
        w.__sockets.push(String(args[0]))
        return Reflect.construct(target, args, newTarget) as object
      },
    })
  })
  return () => page.evaluate(() => (window as unknown as { __sockets: string[] }).__sockets)
}

/** Client-side navigation (wouter follows pushState), so the wrapped WebSocket stays. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => history.pushState(null, '', p), path)
}

const terminalText = (page: Page) => page.locator('.xterm-rows')
const status = (page: Page) => page.getByRole('status').filter({ hasText: /connect/ })

async function size(page: Page) {
  const [cols, rows] = ((await page.getByTestId('terminal-size').textContent()) ?? '')
    .split('×')
    .map(Number)
  return { cols: cols ?? 0, rows: rows ?? 0 }
}

test('a running instance: greeting, echo, and the terminal refits to the window', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const sockets = await countSockets(page)
  await go(page, '/projects/demo/instances/web-1/serial-console')

  await expect(terminalText(page)).toContainText('Connected to web-1 serial console', {
    timeout: 10_000,
  })
  await expect(status(page)).toHaveText('connected')
  expect(await sockets()).toEqual([
    expect.stringMatching(
      /^ws:\/\/localhost:\d+\/v1\/instances\/web-1\/serial-console\/stream\?project=demo&most_recent=262144$/,
    ),
  ])
  // The replayed history came first.
  await expect(terminalText(page)).toContainText('web-1 login: ubuntu')

  await page.keyboard.type('echo-me-42')
  await expect(terminalText(page)).toContainText('echo-me-42')
  await page.keyboard.press('Enter')
  await expect(terminalText(page)).toContainText('echo-me-42: command not found')

  const before = await size(page)
  expect(before.cols).toBeGreaterThan(80)
  await page.setViewportSize({ width: 900, height: 560 })
  await expect.poll(async () => (await size(page)).cols).toBeLessThan(before.cols)
  const after = await size(page)
  expect(after.rows).toBeLessThan(before.rows)
  // xterm itself took the new size, not only the label.
  const box = await page.locator('.xterm-screen').boundingBox()
  expect(box?.width ?? 0).toBeLessThanOrEqual(900)

  expect(errors).toEqual([])
})

test('a stopped instance shows the notice and the start command, and opens no socket', async ({
  page,
  errors,
}) => {
  const real: string[] = []
  page.on('websocket', (ws) => real.push(ws.url()))
  await page.goto('/projects/demo/instances')
  await booted(page)
  const sockets = await countSockets(page)
  await go(page, '/projects/demo/instances/web-3/serial-console')

  await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start instance' })).toBeVisible()
  await expect(status(page)).toHaveText('not connected')
  await expect(page.locator('.xterm')).toHaveCount(0)
  // Longer than the mock's greeting delay: a socket opened by mistake would be counted by now.
  await page.waitForTimeout(1500)
  expect(await sockets()).toEqual([])
  expect(real).toEqual([])
  expect(errors).toEqual([])
})

test('a reboot closes the stream and the console reconnects by itself', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const sockets = await countSockets(page)
  await go(page, '/projects/demo/instances/web-2/serial-console')
  await expect(status(page)).toHaveText('connected', { timeout: 10_000 })

  const reboot = await page.evaluate(async () => {
    const r = await fetch('/v1/instances/web-2/reboot?project=demo', { method: 'POST' })
    return r.status
  })
  expect(reboot).toBe(202)
  await expect.poll(async () => (await sockets()).length, { timeout: 10_000 }).toBe(2)
  await expect(status(page)).toHaveText('connected')
  // The replay of the new connection holds the reboot notice.
  await expect(terminalText(page)).toContainText('reboot requested')
  expect(errors).toEqual([])
})

test('a hang-up shows the reason and Reconnect; Enter reconnects', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances/web-1/serial-console')
  await booted(page)
  await expect(terminalText(page)).toContainText('Connected to web-1 serial console', {
    timeout: 10_000,
  })
  await page.keyboard.type('hangup')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toContainText('Disconnected: The guest hung up the line')
  await expect(status(page)).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Reconnect' })).toBeVisible()
  // Typing goes nowhere while disconnected; Enter in the terminal reconnects.
  await page.locator('.xterm').click()
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveText('connected')
  await expect(page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0)
  // A new connection replays the history (the hang-up is in it), then greets again.
  await expect(terminalText(page)).toContainText('Connected to web-1 serial console')
  await page.keyboard.type('still-here')
  await expect(terminalText(page)).toContainText('still-here')
  expect(errors).toEqual([])
})

test('starting a stopped instance from the notice connects once it runs', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances/grafana/serial-console')
  await booted(page)
  await expect(page.getByText(NOTICE, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Start instance' }).click()
  await expect(
    page.getByText('The console connects as soon as the instance is running.'),
  ).toBeVisible()
  await expect(status(page)).toHaveText('not connected')
  await expect(status(page)).toHaveText('connected', { timeout: 15_000 })
  await expect(terminalText(page)).toContainText('Connected to grafana serial console')
  expect(errors).toEqual([])
})

test('font size, paste and pop-out', async ({ page, context, errors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/projects/demo/instances/web-1/serial-console')
  await booted(page)
  await expect(status(page)).toHaveText('connected', { timeout: 10_000 })

  const before = await size(page)
  await page.getByRole('button', { name: 'Larger font' }).click()
  await page.getByRole('button', { name: 'Larger font' }).click()
  await expect.poll(async () => (await size(page)).cols).toBeLessThan(before.cols)
  // The size is a preference: it survives a reload.
  await page.reload()
  await expect(page.getByText('15px')).toBeVisible()

  await expect(status(page)).toHaveText('connected', { timeout: 10_000 })
  await page.evaluate(() => navigator.clipboard.writeText('pasted-words'))
  await page.getByRole('button', { name: 'Paste' }).click()
  await expect(terminalText(page)).toContainText('pasted-words')

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pop out' }).click(),
  ])
  await expect(popup).toHaveURL(/\/projects\/demo\/instances\/web-1\/serial-console\?popout=1$/)
  await expect(popup.locator('.xterm-rows')).toContainText('Connected to web-1 serial console', {
    timeout: 10_000,
  })
  // Alone in its window: no way back, nothing of the console's navigation reachable.
  await expect(popup.getByRole('link', { name: 'Back to instance' })).toHaveCount(0)
  await expect(popup.locator('.shell')).toHaveAttribute('inert', '')
  expect(errors).toEqual([])
})
