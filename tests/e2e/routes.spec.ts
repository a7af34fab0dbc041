import { redirectPatterns } from '../../src/lib/paths'
import { routePatterns } from '../../src/lib/route-patterns'
import { test, expect, seedParams, fill, booted, settled, a11yViolations } from './fixtures'

let params: Record<string, string>

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  params = await seedParams(page)
  await page.close()
})

const NOT_FOUND =
  "Page not found. The page you are looking for doesn't exist or you may not have access to it."

// One visit a route: it renders without a page error, and once its queries have settled it has
// no serious or critical accessibility violations (axe).
test.describe('every route renders without a page error or a serious a11y violation', () => {
  for (const pattern of routePatterns) {
    test(pattern, async ({ page, errors }) => {
      const url = fill(pattern, params)
      await page.goto(url, { waitUntil: 'domcontentloaded' })
      await booted(page)
      await expect(page.getByText('Something went wrong')).toHaveCount(0)
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0)
      // Let the page's queries settle before judging it.
      await settled(page)
      expect(await a11yViolations(page)).toEqual([])
      expect(errors).toEqual([])
    })
  }
})

test.describe('index routes redirect', () => {
  for (const [from, to] of Object.entries(redirectPatterns)) {
    test(`${from} -> ${to}`, async ({ page }) => {
      await page.goto(fill(from, params))
      await expect(page).toHaveURL(new RegExp(`${fill(to, params).replace(/[?]/g, '\\?')}$`))
    })
  }
})

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
})

test('a missing resource on a page shows the 404 page', async ({ page }) => {
  await page.goto('/projects/no-such-project/instances')
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
})

test('instance lookup by id lands on its storage tab', async ({ page }) => {
  await page.goto(`/lookup/i/${params.instanceId}`)
  await expect(page).toHaveURL(
    new RegExp(`/projects/${params.project}/instances/${params.instance}/storage$`),
  )
  await page.goto('/lookup/instances/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText(NOT_FOUND)).toBeVisible()
})
