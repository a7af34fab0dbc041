// The in-browser mock keeps its platform for the tab: a reload, or a URL typed in the address bar,
// finds what was changed and the bulk project as they were. `?mock-reset=1` and the *Reset mock
// platform* command start over from the seed.
import type { Page } from '@playwright/test'
import { apiGet, booted, expect, openPalette, test } from './fixtures'

type Instance = { name: string; run_state: string }

const stateOf = async (page: Page, name: string) =>
  (await apiGet<Instance>(page, `/v1/instances/${name}?project=demo`)).run_state

async function stopWeb1(page: Page) {
  const input = await openPalette(page)
  await input.fill('instance stop web-1')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: /Stop instance/ })).toBeVisible()
  await page.keyboard.press('Control+Enter')
  await expect.poll(() => stateOf(page, 'web-1')).toMatch(/stopping|stopped/)
}

test('a reload and a typed URL keep the changes and the bulk project', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances?mock-bulk=10000')
  await booted(page)
  await stopWeb1(page)
  // A URL typed in the address bar: a new page load.
  await page.goto('/projects/bulk/instances')
  await booted(page)
  await expect(
    page.getByRole('main').getByRole('link', { name: 'inst-00000', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('of 50+')
  await page.reload()
  await booted(page)
  expect(await stateOf(page, 'web-1')).toMatch(/stopping|stopped/)
  const bulk = await apiGet<{ items: Instance[] }>(page, '/v1/instances?project=bulk&limit=5')
  expect(bulk.items.map((i) => i.name)).toEqual([
    'inst-00000',
    'inst-00001',
    'inst-00002',
    'inst-00003',
    'inst-00004',
  ])
  expect(errors).toEqual([])
})

test('?mock-reset=1 and Reset mock platform start over from the seed', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances?mock-bulk=20')
  await booted(page)
  await stopWeb1(page)
  await page.goto('/projects/demo/instances?mock-reset=1')
  await booted(page)
  expect(await stateOf(page, 'web-1')).toBe('running')
  const projects = await apiGet<{ items: { name: string }[] }>(page, '/v1/projects?limit=100')
  expect(projects.items.map((p) => p.name)).not.toContain('bulk')

  await stopWeb1(page)
  const input = await openPalette(page)
  await input.fill('reset mock')
  await expect(
    page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first(),
  ).toContainText('Reset mock platform')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: /Reset mock platform/ })).toBeVisible()
  await page.keyboard.press('Control+Enter')
  await page.waitForURL((url) => !url.search.includes('mock-reset'))
  await booted(page)
  await expect.poll(() => stateOf(page, 'web-1')).toBe('running')
  expect(errors).toEqual([])
})
