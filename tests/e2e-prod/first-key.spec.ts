// The first table key on the production build, as a user presses it: `j` the moment the first
// row of a cold load is on screen, again every 50 ms until the cursor shows. The first press
// must move the cursor there and then: presses kept and replayed later would all land at once
// and leave the cursor further down the list.
import { expect, test, type Page } from './fixtures'
import { filterAtFirstRow, pressUntilCursor } from '../e2e/first-key-presses'

async function signInByApi(page: Page) {
  const r = await page.request.post('/v1/login/corp/local', {
    data: { username: 'ops-admin', password: 'oxide' },
  })
  expect(r.status()).toBe(204)
}

for (const path of ['/projects/demo/instances', '/projects/demo/disks', '/projects']) {
  test(`j the instant the first row of ${path} shows puts the cursor on that row`, async ({
    page,
    errors,
  }) => {
    await signInByApi(page)
    for (let i = 0; i < 3; i++) {
      await page.goto(path, { waitUntil: 'commit' })
      await pressUntilCursor(page)
    }
    expect(errors).toEqual([])
  })
}

test('/ and a filter typed the instant the first row shows land whole in the filter', async ({
  page,
  errors,
}) => {
  await signInByApi(page)
  for (let i = 0; i < 3; i++) {
    await page.goto('/projects/demo/instances', { waitUntil: 'commit' })
    await filterAtFirstRow(page)
  }
  expect(errors).toEqual([])
})
