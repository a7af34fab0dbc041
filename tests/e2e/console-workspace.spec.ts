// The console workspace in Chromium against the in-browser mock: three consoles greet in their
// panes; a line typed in one echoes only there; broadcast sends one line once to every marked
// pane and to no other; Ctrl+] and the pane keys move the typing; the URL is the layout across
// a reload and back; Open consoles on two selected rows opens both; a stopped instance's pane
// offers Start and connects by itself once the instance runs.
import type { Page } from '@playwright/test'
import { a11yViolations, booted, expect, openPalette, test } from './fixtures'

// The greeting is the first line of a console (the boot log is replayed after it): a pane of the
// 2x2 grid must be tall enough to hold the whole replay for the greeting to stay in view.
test.use({ viewport: { width: 1440, height: 1400 } })

const THREE = '/consoles?i=demo/web-1,demo/web-2,demo/api-1'

const pane = (page: Page, name: string, project = 'demo') =>
  page.getByRole('region', { name: `Console of ${name} in ${project}` })
const output = (page: Page, name: string, project = 'demo') =>
  pane(page, name, project).locator('.xterm-rows')

/** How many times `text` shows in a pane's terminal. */
const count = async (page: Page, name: string, text: string) =>
  ((await output(page, name).textContent()) ?? '').split(text).length - 1

async function greeted(page: Page, names: string[], project = 'demo') {
  for (const name of names)
    await expect(output(page, name, project)).toContainText(`Connected to ${name} serial console`, {
      timeout: 10_000,
    })
}

/** The workspace of web-1, web-2 and api-1, each pane greeted. */
async function openThree(page: Page) {
  await page.goto(THREE)
  await booted(page)
  await greeted(page, ['web-1', 'web-2', 'api-1'])
}

test('three consoles greet in their own panes; typing echoes only where typed', async ({
  page,
  errors,
}) => {
  await openThree(page)
  for (const name of ['web-1', 'web-2', 'api-1'])
    await expect(
      pane(page, name)
        .getByRole('status')
        .filter({ hasText: /connect/ }),
    ).toHaveText('connected')
  await pane(page, 'web-2').locator('.xterm').click()
  await page.keyboard.type('only-in-web-2')
  await page.keyboard.press('Enter')
  await expect(output(page, 'web-2')).toContainText('only-in-web-2: command not found')
  expect(await count(page, 'web-1', 'only-in-web-2')).toBe(0)
  expect(await count(page, 'api-1', 'only-in-web-2')).toBe(0)
  expect(errors).toEqual([])
})

test('broadcast: one line typed once echoes once in every marked pane, in no other', async ({
  page,
  errors,
}) => {
  await openThree(page)
  // api-1 is left out; the others are marked (the default).
  await page.getByRole('button', { name: 'Broadcast to api-1' }).click()
  await expect(page.getByRole('button', { name: 'Broadcast to api-1' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await pane(page, 'web-1').locator('.xterm').click()
  // Out of the terminal, b turns broadcast on, Enter goes back in; then one line, typed once.
  await page.keyboard.press('Control+]')
  await page.keyboard.press('b')
  await page.keyboard.press('Enter')
  await page.keyboard.type('to-the-marked')
  await page.keyboard.press('Enter')
  const bar = page.getByRole('status').filter({ hasText: 'BROADCAST ON' })
  await expect(bar).toContainText('typing goes to 2 of 3 panes')
  for (const name of ['web-1', 'web-2']) {
    await expect(output(page, name)).toContainText('to-the-marked: command not found')
    expect(await count(page, name, 'to-the-marked: command not found')).toBe(1)
  }
  expect(await count(page, 'api-1', 'to-the-marked')).toBe(0)
  expect(await a11yViolations(page)).toEqual([])
  // An unmarked pane is out of the broadcast both ways: what is typed in it stays in it.
  await pane(page, 'api-1').locator('.xterm').click()
  await page.keyboard.type('from-unmarked')
  await page.keyboard.press('Enter')
  await expect(output(page, 'api-1')).toContainText('from-unmarked: command not found')
  expect(await count(page, 'web-1', 'from-unmarked')).toBe(0)
  await pane(page, 'web-1').locator('.xterm').click()

  // Off again with one key: the next line stays in its pane.
  await page.keyboard.press('Control+]')
  await page.keyboard.press('b')
  await expect(bar).toHaveCount(0)
  await page.keyboard.press('Enter')
  await page.keyboard.type('just-web-1')
  await page.keyboard.press('Enter')
  await expect(output(page, 'web-1')).toContainText('just-web-1: command not found')
  expect(await count(page, 'web-2', 'just-web-1')).toBe(0)
  expect(errors).toEqual([])
})

test('Ctrl+] then a pane key then Enter moves the typing to that pane', async ({
  page,
  errors,
}) => {
  await openThree(page)
  await pane(page, 'web-1').locator('.xterm').click()
  // Typed without waiting: each key acts in turn.
  await page.keyboard.press('Control+]')
  await page.keyboard.press('3')
  await page.keyboard.press('Enter')
  await page.keyboard.type('typed-in-api-1')
  await page.keyboard.press('Control+]')
  await page.keyboard.press('k')
  await page.keyboard.press('l')
  await page.keyboard.press('Enter')
  await page.keyboard.type('typed-in-web-2')
  await expect(output(page, 'api-1')).toContainText('typed-in-api-1')
  await expect(output(page, 'web-2')).toContainText('typed-in-web-2')
  expect(await count(page, 'web-1', 'typed-in')).toBe(0)
  expect(await count(page, 'api-1', 'typed-in-web-2')).toBe(0)

  // ? lists the workspace's keys.
  await page.keyboard.press('Control+]')
  await page.keyboard.press('Shift+?')
  const help = page.getByRole('dialog')
  await expect(help).toContainText('Toggle broadcast to the marked panes')
  await expect(help).toContainText('Maximise or restore the focused pane')
  expect(errors).toEqual([])
})

test('the URL is the layout: w closes a pane, reload and back restore', async ({
  page,
  errors,
}) => {
  await openThree(page)
  await pane(page, 'web-2').locator('.xterm').click()
  await page.keyboard.press('Control+]')
  await page.keyboard.press('w')
  await expect(page).toHaveURL(/\/consoles\?i=demo\/web-1,demo\/api-1$/)
  await expect(pane(page, 'web-2')).toHaveCount(0)
  // The other panes kept their connections (no new greeting, no reset).
  expect(await count(page, 'web-1', 'Connected to web-1 serial console')).toBe(1)

  await page.reload()
  await booted(page)
  await greeted(page, ['web-1', 'api-1'])
  await expect(page.getByRole('region', { name: /^Console of / })).toHaveCount(2)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${THREE.replace(/[?]/g, '\\?')}$`))
  await greeted(page, ['web-1', 'web-2', 'api-1'])

  // z maximises the focused pane; z again restores.
  await pane(page, 'api-1').locator('.xterm').click()
  await page.keyboard.press('Control+]')
  await page.keyboard.press('z')
  await expect(pane(page, 'web-1')).toBeHidden()
  await expect(pane(page, 'api-1')).toBeVisible()
  // Moving to another pane while maximised shows that one instead.
  await page.keyboard.press('1')
  await expect(pane(page, 'web-1')).toBeVisible()
  await expect(pane(page, 'api-1')).toBeHidden()
  await page.keyboard.press('z')
  await expect(pane(page, 'api-1')).toBeVisible()
  await expect(pane(page, 'web-1')).toBeVisible()
  expect(errors).toEqual([])
})

test('selecting two rows and running Open consoles opens both; g c comes back', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.getByRole('checkbox', { name: 'Select web-1' }).check()
  await page.getByRole('checkbox', { name: 'Select api-1' }).check()
  const bar = page.getByRole('toolbar', { name: 'Selected rows' })
  await bar.getByRole('button', { name: 'Open consoles' }).click()
  await expect(page).toHaveURL(/\/consoles\?i=demo\/(web-1,demo\/api-1|api-1,demo\/web-1)$/)
  await greeted(page, ['web-1', 'api-1'])

  // console add from the palette, with completion across projects.
  const input = await openPalette(page)
  await input.fill('console add data/etl-1')
  await page.keyboard.press('Enter')
  await greeted(page, ['etl-1'], 'data')
  await expect(page.getByRole('region', { name: /^Console of / })).toHaveCount(3)

  await page.goto('/projects')
  await booted(page)
  await page.keyboard.press('g')
  await page.keyboard.press('c')
  await expect(page).toHaveURL(/\/consoles\?i=.*data\/etl-1$/)
  await expect(page.getByRole('region', { name: /^Console of / })).toHaveCount(3)
  expect(errors).toEqual([])
})

test("a stopped instance's pane offers Start and connects by itself after the start", async ({
  page,
  errors,
}) => {
  await page.goto('/consoles?i=demo/web-1,demo/grafana')
  await booted(page)
  const stopped = pane(page, 'grafana')
  await expect(stopped).toContainText(
    'You can only connect to the serial console on a running instance',
  )
  await stopped.getByRole('button', { name: 'Start instance' }).click()
  await expect(output(page, 'grafana')).toContainText('Connected to grafana serial console', {
    timeout: 15_000,
  })
  await expect(stopped.getByRole('status').filter({ hasText: /connect/ })).toHaveText('connected')
  // The other pane was not touched.
  expect(await count(page, 'web-1', 'Connected to web-1 serial console')).toBe(1)
  expect(errors).toEqual([])
})

test('a dropped pane says so, reconnects by itself and keeps its scrollback; others untouched', async ({
  page,
  errors,
}) => {
  await page.goto('/consoles?i=demo/web-1,demo/web-2')
  await booted(page)
  await greeted(page, ['web-1', 'web-2'])
  await pane(page, 'web-1').locator('.xterm').click()
  await page.keyboard.type('before-the-drop')
  await page.keyboard.press('Enter')
  await page.keyboard.type('hangup')
  await page.keyboard.press('Enter')
  const dropped = pane(page, 'web-1')
  await expect(dropped.getByRole('alert')).toContainText('Disconnected: The guest hung up the line')
  await expect(dropped.getByRole('alert')).toContainText('reconnecting…')
  await expect(dropped.getByRole('status').filter({ hasText: /connect/ })).toHaveText('connected', {
    timeout: 10_000,
  })
  await expect(output(page, 'web-1')).toContainText('── reconnected ──')
  await expect(output(page, 'web-1')).toContainText('before-the-drop: command not found')
  // The history was not replayed over the kept scrollback.
  expect(await count(page, 'web-1', 'before-the-drop: command not found')).toBe(1)
  expect(await count(page, 'web-2', 'Connected to web-2 serial console')).toBe(1)
  expect(errors).toEqual([])
})

test('find in output: the focused pane or all panes, next and previous', async ({
  page,
  errors,
}) => {
  await openThree(page)
  await pane(page, 'web-2').locator('.xterm').click()
  await page.keyboard.press('Control+]')
  await page.keyboard.press('/')
  const find = page.getByRole('search', { name: 'Find in output' })
  await find.getByRole('textbox').fill('Hostname set to')
  await page.keyboard.press('Enter')
  await expect(find.getByRole('status')).toHaveText('1 of 1 in web-2')
  await expect(pane(page, 'web-2').locator('.xterm-find-result-decoration')).not.toHaveCount(0)
  await find.getByRole('checkbox', { name: 'all panes' }).check()
  await find.getByRole('button', { name: 'Previous' }).click()
  await expect(find.getByRole('status')).toHaveText('3 matches in web-1, web-2, api-1')
  await find.getByRole('textbox').fill('no such text anywhere')
  await page.keyboard.press('Enter')
  await expect(find.getByRole('status')).toHaveText('No match for "no such text anywhere"')
  await page.keyboard.press('Escape')
  await expect(find).toHaveCount(0)
  expect(errors).toEqual([])
})

test('Add to workspace on the single console page opens the workspace with it', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances/web-1/serial-console')
  await booted(page)
  await page.getByRole('button', { name: 'Add to workspace' }).click()
  await expect(page).toHaveURL(/\/consoles\?i=demo\/web-1$/)
  await greeted(page, ['web-1'])
  expect(errors).toEqual([])
})

test('a paste is broadcast like typing: once to each marked pane', async ({ page, errors }) => {
  await openThree(page)
  await page.getByRole('button', { name: 'Broadcast to web-2' }).click()
  await pane(page, 'api-1').locator('.xterm').click()
  await page.keyboard.press('Control+]')
  await page.keyboard.press('b')
  await page.keyboard.press('Enter')
  // What the browser does on Ctrl+Shift+V: a paste event on the terminal's input.
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/plain', 'pasted-line\n')
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  })
  for (const name of ['api-1', 'web-1']) {
    await expect(output(page, name)).toContainText('pasted-line: command not found')
    expect(await count(page, name, 'pasted-line: command not found')).toBe(1)
  }
  expect(await count(page, 'web-2', 'pasted-line')).toBe(0)
  expect(errors).toEqual([])
})

test('a reboot drops one pane, which reconnects by itself with its scrollback', async ({
  page,
  errors,
}) => {
  await page.goto('/consoles?i=demo/web-1,demo/web-2')
  await booted(page)
  await greeted(page, ['web-1', 'web-2'])
  await pane(page, 'web-2').locator('.xterm').click()
  await page.keyboard.type('before-reboot')
  await page.keyboard.press('Enter')
  await expect(output(page, 'web-2')).toContainText('before-reboot: command not found')
  const reboot = await page.evaluate(
    async () => (await fetch('/v1/instances/web-2/reboot?project=demo', { method: 'POST' })).status,
  )
  expect(reboot).toBe(202)
  await expect(output(page, 'web-2')).toContainText('── reconnected ──', { timeout: 15_000 })
  // The reboot's boot log arrives on the new connection, after what was kept.
  await expect(output(page, 'web-2')).toContainText('Linux version', { timeout: 15_000 })
  await expect(
    pane(page, 'web-2')
      .getByRole('status')
      .filter({ hasText: /connect/ }),
  ).toHaveText('connected', { timeout: 15_000 })
  expect(await count(page, 'web-2', 'before-reboot: command not found')).toBe(1)
  expect(await count(page, 'web-1', 'Connected to web-1 serial console')).toBe(1)
  expect(await count(page, 'web-1', 'reconnected')).toBe(0)
  expect(errors).toEqual([])
})

test('the palette line console open NAME NAME opens a workspace of both', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await input.fill('console open web-2 api-1')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/consoles\?i=demo\/web-2,demo\/api-1$/)
  await greeted(page, ['web-2', 'api-1'])
  expect(errors).toEqual([])
})
