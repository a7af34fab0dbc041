// The console workspace on the production build behind the mock server: every pane is a real
// WebSocket. The core checks of tests/e2e/console-workspace.spec.ts, on instances no other test
// of this shared server touches (projects data, infra and web).
import { expect, test, type Page } from './fixtures'

// The greeting is the first line of a console (the boot log is replayed after it): a pane of the
// 2x2 grid must be tall enough to hold the whole replay for the greeting to stay in view.
test.use({ viewport: { width: 1440, height: 1400 } })

async function signedInAt(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(path)
}

const pane = (page: Page, name: string, project: string) =>
  page.getByRole('region', { name: `Console of ${name} in ${project}` })
const output = (page: Page, name: string, project: string) =>
  pane(page, name, project).locator('.xterm-rows')
const count = async (page: Page, name: string, project: string, text: string) =>
  ((await output(page, name, project).textContent()) ?? '').split(text).length - 1

const THREE: [string, string][] = [
  ['warehouse', 'data'],
  ['etl-1', 'data'],
  ['dns-1', 'infra'],
]
const PATH = '/consoles?i=data/warehouse,data/etl-1,infra/dns-1'

async function greeted(page: Page, panes: [string, string][]) {
  for (const [name, project] of panes)
    await expect(output(page, name, project)).toContainText(`Connected to ${name} serial console`, {
      timeout: 10_000,
    })
}

test('three real sockets: greetings, echo in one pane, broadcast once to the marked', async ({
  page,
  errors,
}) => {
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname))
  await signedInAt(page, PATH)
  await greeted(page, THREE)
  expect(sockets.sort()).toEqual(
    ['dns-1', 'etl-1', 'warehouse'].map((n) => `/v1/instances/${n}/serial-console/stream`),
  )

  await pane(page, 'etl-1', 'data').locator('.xterm').click()
  await page.keyboard.type('prod-only-etl')
  await page.keyboard.press('Enter')
  await expect(output(page, 'etl-1', 'data')).toContainText('prod-only-etl: command not found')
  expect(await count(page, 'warehouse', 'data', 'prod-only-etl')).toBe(0)
  expect(await count(page, 'dns-1', 'infra', 'prod-only-etl')).toBe(0)

  await page.getByRole('button', { name: 'Broadcast to dns-1' }).click()
  await pane(page, 'etl-1', 'data').locator('.xterm').click()
  await page.keyboard.press('Control+]')
  await page.keyboard.press('b')
  await page.keyboard.press('Enter')
  await page.keyboard.type('prod-broadcast')
  await page.keyboard.press('Enter')
  for (const [name, project] of THREE.slice(0, 2)) {
    await expect(output(page, name, project)).toContainText('prod-broadcast: command not found')
    expect(await count(page, name, project, 'prod-broadcast: command not found')).toBe(1)
  }
  expect(await count(page, 'dns-1', 'infra', 'prod-broadcast')).toBe(0)

  // Ctrl+] then a pane key then Enter: typing moves to pane 3.
  await page.keyboard.press('Control+]')
  await page.keyboard.press('b')
  await page.keyboard.press('3')
  await page.keyboard.press('Enter')
  await page.keyboard.type('prod-in-dns')
  await expect(output(page, 'dns-1', 'infra')).toContainText('prod-in-dns')
  expect(await count(page, 'etl-1', 'data', 'prod-in-dns')).toBe(0)

  await page.reload()
  await expect(page).toHaveURL(PATH)
  await greeted(page, THREE)
  expect(errors).toEqual([])
})

test('two selected rows + Open consoles; a stopped pane offers Start and connects', async ({
  page,
  errors,
}) => {
  await signedInAt(page, '/projects/infra/instances')
  await page.getByRole('checkbox', { name: 'Select dns-1' }).check()
  await page.getByRole('checkbox', { name: 'Select ntp' }).check()
  await page
    .getByRole('toolbar', { name: 'Selected rows' })
    .getByRole('button', { name: 'Open consoles' })
    .click()
  await expect(page).toHaveURL(/\/consoles\?i=infra\/(dns-1,infra\/ntp|ntp,infra\/dns-1)$/)
  await greeted(page, [
    ['dns-1', 'infra'],
    ['ntp', 'infra'],
  ])

  await page.goto('/consoles?i=web/blog')
  const stopped = pane(page, 'blog', 'web')
  await expect(stopped).toContainText(
    'You can only connect to the serial console on a running instance',
  )
  await stopped.getByRole('button', { name: 'Start instance' }).click()
  await expect(output(page, 'blog', 'web')).toContainText('Connected to blog serial console', {
    timeout: 15_000,
  })
  expect(errors).toEqual([])
})
