// Live rows on the production build behind mock:server: a second session (its own sign-in, as the
// `oxide` CLI would be) changes the disks of a project whose list is open in the page, and the
// page, revalidating on its own (it polls while a disk waits for its import), moves nothing the
// user holds: the row cursor stays on its row when a row above it leaves, goes to the next row
// (and says so) when its own row is deleted, and a new row is marked a moment.
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import { expect, test, type Page } from './fixtures'

test.describe.configure({ timeout: 90_000 })

const GiB = 1024 ** 3

async function secondSession(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL })
  const login = await api.post('/v1/login/corp/local', {
    data: { username: 'ops-admin', password: 'oxide' },
  })
  expect(login.status()).toBe(204)
  return api
}

const disk = (name: string, source: object) => ({
  name,
  description: '',
  size: GiB,
  disk_backend: { type: 'distributed', disk_source: source },
})

/** Waits until the disk has settled (a blank disk is `creating` for a moment). */
async function settled(api: APIRequestContext, project: string, name: string) {
  await expect
    .poll(async () => {
      const r = await api.get(`/v1/disks/${name}?project=${project}`)
      return ((await r.json()) as { state: { state: string } }).state.state
    })
    .toBe('detached')
}

async function removeDisk(api: APIRequestContext, project: string, name: string) {
  await settled(api, project, name)
  const r = await api.delete(`/v1/disks/${name}?project=${project}`)
  expect(r.status()).toBe(204)
}

const cursorRow = (page: Page) => page.getByRole('main').locator('tbody tr.row-cursor')

test('a row deleted above the cursor by another session: the cursor stays on its row', async ({
  page,
  playwright,
  errors,
}, testInfo) => {
  const api = await secondSession(playwright, testInfo.project.use.baseURL as string)
  const project = `live-rows-${Date.now().toString(36)}`
  expect(
    (await api.post('/v1/projects', { data: { name: project, description: '' } })).status(),
  ).toBe(201)
  for (const name of ['disk-a', 'disk-b', 'disk-c', 'disk-d']) {
    const r = await api.post(`/v1/disks?project=${project}`, {
      data: disk(name, { type: 'blank', block_size: 512 }),
    })
    expect(r.status()).toBe(201)
  }
  // A disk waiting for its blocks: the list polls while it waits (the page's own revalidation).
  const waiting = await api.post(`/v1/disks?project=${project}`, {
    data: disk('zz-import', { type: 'importing_blocks', block_size: 512 }),
  })
  expect(waiting.status()).toBe(201)
  for (const name of ['disk-a', 'disk-b', 'disk-c', 'disk-d']) await settled(api, project, name)

  // The page, signed in as its own session.
  const login = await page.request.post('/v1/login/corp/local', {
    data: { username: 'ops-admin', password: 'oxide' },
  })
  expect(login.status()).toBe(204)
  await page.goto(`/projects/${project}/disks`)
  const table = page.getByRole('table', { name: 'Disks' })
  await expect(table.getByRole('row', { name: /zz-import/ })).toBeVisible()
  // Records every row the page marked as changed, and every status line it showed.
  await page.evaluate(() => {
    const w = window as unknown as { __marked: string[]; __said: string[] }
    w.__marked = []
    w.__said = []
    new MutationObserver(() => {
      for (const r of document.querySelectorAll('main tbody tr.row-marked')) {
        const name = r.querySelector('td:not(.col-select)')?.textContent ?? ''
        if (!w.__marked.includes(name)) w.__marked.push(name)
      }
      for (const s of document.querySelectorAll('[role="status"]')) {
        const text = s.textContent ?? ''
        if (text.includes('left the list') && !w.__said.includes(text)) w.__said.push(text)
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })

  for (let i = 0; i < 3; i++) await page.keyboard.press('j')
  await expect(cursorRow(page)).toContainText('disk-c')

  // Another session deletes a row above the cursor.
  await removeDisk(api, project, 'disk-a')
  await expect(table.getByRole('row', { name: /disk-a/ })).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByRole('main').locator('tbody tr.row-gone')).toHaveCount(0)
  await expect(cursorRow(page)).toContainText('disk-c')
  // Its row left nothing to say: only the row under the cursor leaving is said.
  expect(await page.evaluate(() => (window as unknown as { __said: string[] }).__said)).toEqual([])
  // The keys go on from its row.
  await page.keyboard.press('j')
  await expect(cursorRow(page)).toContainText('disk-d')

  // A new row is marked a moment.
  const made = await api.post(`/v1/disks?project=${project}`, {
    data: disk('disk-e', { type: 'blank', block_size: 512 }),
  })
  expect(made.status()).toBe(201)
  await expect(table.getByRole('row', { name: /disk-e/ })).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __marked: string[] }).__marked))
    .toContain('disk-e')
  await expect(cursorRow(page)).toContainText('disk-d')

  // The row under the cursor is deleted: the cursor goes to the next row, and says so.
  await removeDisk(api, project, 'disk-d')
  await expect(table.getByRole('row', { name: /disk-d/ })).toHaveCount(0, { timeout: 20_000 })
  await expect(cursorRow(page)).toContainText('disk-e')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __said: string[] }).__said))
    .toEqual(['disk-d left the list · the cursor moved to disk-e'])
  expect(errors).toEqual([])

  // Leaves the shared platform as it found it.
  for (const name of ['disk-b', 'disk-c', 'disk-e', 'zz-import'])
    await api.delete(`/v1/disks/${name}?project=${project}`)
  await api.delete(`/v1/projects/${project}`)
  await api.dispose()
})
