// Under a filter the pager counts the matches, not the list's pages: one match of 3,000 rows reads
// "1–1 of 1" with next disabled, as the filter's own status says.
import { booted, expect, test } from './fixtures'

test('a filtered list of 3,000 rows: the pager says what the filter found', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/bulk/instances?mock-bulk=3000')
  await booted(page)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText('1–50 of 50+')
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Filter instances' })).toBeFocused()
  await page.keyboard.type('inst-02999')
  await expect(page.getByRole('main')).toContainText('searched 3,000 of 3,000 rows · 1 match')
  await expect(pager).toContainText('1–1 of 1')
  await expect(pager).not.toContainText('50+')
  await expect(pager.getByRole('button', { name: /next/ })).toBeDisabled()
  await expect(pager.getByRole('button', { name: /prev/ })).toBeDisabled()
  // Cleared, the pager is the list's again, and knows its total now that the list was read.
  await page.keyboard.press('Escape')
  await expect(pager).toContainText('1–50 of 3,000')
  expect(errors).toEqual([])
})
