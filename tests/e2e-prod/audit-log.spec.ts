// The audit log on the production build over real HTTP, against a server of its own with a week
// of ten thousand more entries (`mock:server --audit 10000`): a stop and a failed create taken
// in the console appear while following, with actor, operation, target and result; the filter
// finds the oldest entry of the week; an undo refused because another user (dev-user, through
// the API) started the instance names them. Every body on the wire matches nexus.json.
import { spawn } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'

test.describe.configure({ timeout: 120_000 })

type Entry = { id: string; request_id: string }
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const rows = (page: Page) => page.getByRole('table', { name: 'Audit log' }).locator('tbody tr')

async function runLine(page: Page, line: string, ok?: string) {
  await page.keyboard.press('Control+k')
  await palette(page).getByRole('combobox').fill(line)
  await expect(palette(page)).toContainText('oxide ')
  await page.keyboard.press('Enter')
  if (ok) await page.getByRole('dialog').getByRole('button', { name: ok, exact: true }).click()
  await expect(palette(page)).toHaveCount(0)
}

test('the audit log follows, filters a week, and names who moved an undo', async ({
  browser,
  playwright,
}) => {
  const args = '--dist dist-prod --audit 10000 --port 0 --latency 20-60 --validate --quiet'
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'mock/server/main.ts', ...args.split(' ')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  try {
    await expect
      .poll(() => /listening on (http:\/\/\S+)/.exec(output)?.[1], { timeout: 30_000 })
      .toBeTruthy()
    const url = /listening on (http:\/\/\S+)/.exec(output)?.[1] as string
    const signedIn = async (username: string) => {
      const api = await playwright.request.newContext({ baseURL: url })
      const login = await api.post('/v1/login/corp/local', {
        data: { username, password: 'oxide' },
      })
      expect(login.status()).toBe(204)
      return api
    }
    const api = await signedIn('ops-admin')
    const context = await browser.newContext({
      baseURL: url,
      storageState: await api.storageState(),
    })
    const page = await context.newPage()
    const runState = async (name: string) =>
      (
        (await (await api.get(`/v1/instances/${name}?project=demo`)).json()) as {
          run_state: string
        }
      ).run_state

    // Following: what the console does shows up without a reload.
    await page.goto('/system/audit-log')
    await expect(rows(page).first()).toBeVisible()
    await runLine(page, 'instance stop --project demo --instance web-1', 'Stop')
    await page.keyboard.press('Control+k')
    await palette(page).getByRole('combobox').fill('project create --name demo')
    await page.keyboard.press('Enter')
    await expect(palette(page).getByRole('alert')).toContainText('Project name already exists')
    await page.keyboard.press('Escape')
    await expect(palette(page)).toHaveCount(0)
    await expect(rows(page).first()).toContainText('Create project')
    await expect(rows(page).first()).toContainText('400 ObjectAlreadyExists')
    await expect(rows(page).first()).toContainText('ops-admin')
    const stopped = rows(page).nth(1)
    await expect(stopped).toContainText('ops-admin')
    await expect(stopped).toContainText('oxide instance stop --project demo --instance web-1')
    await expect(stopped.getByRole('link', { name: /instance web-1/ })).toBeVisible()
    await expect(stopped).toContainText('202')

    // The week: the filter reads all of it and finds its oldest entry.
    await page.goto('/system/audit-log?range=1w')
    await expect(rows(page).first()).toBeVisible()
    const from = new Date(Date.now() - 7 * 86_400_000 + 60_000).toISOString()
    const oldest = (await (
      await api.get(`/v1/system/audit-log?start_time=${from}&sort_by=time_and_id_ascending&limit=1`)
    ).json()) as { items: Entry[] }
    await page.getByPlaceholder('Filter (/)').fill(oldest.items[0]!.request_id)
    await expect(page.getByText(/searched [\d,]+ of [\d,]+ rows · 1 match/)).toBeVisible({
      timeout: 30_000,
    })
    await expect(rows(page)).toHaveCount(1)

    // Another user starts what this one stopped: the undo is refused and names them.
    await page.goto('/projects/demo/instances')
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible()
    await runLine(page, 'instance stop cache-1', 'Stop')
    await expect.poll(() => runState('cache-1'), { timeout: 15_000 }).toBe('stopped')
    const dev = await signedIn('dev-user')
    expect((await dev.post('/v1/instances/cache-1/start?project=demo')).status()).toBe(202)
    await expect.poll(() => runState('cache-1'), { timeout: 15_000 }).toBe('running')
    await page.keyboard.press('Control+z')
    await expect(page.getByRole('alert')).toContainText(
      /instance cache-1 is now running \(this change left stopped\); changed by dev-user \(corp\) at \d\d:\d\d:\d\d \(Start instance\)/,
    )

    const { violations } = (await (await api.get('/__mock/conformance')).json()) as {
      violations: string[]
    }
    expect(violations).toEqual([])
    await context.close()
    await api.dispose()
    await dev.dispose()
  } finally {
    child.kill('SIGTERM')
  }
})
