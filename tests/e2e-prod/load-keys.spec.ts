// Keys typed the moment a page starts loading, on the production build behind the mock server
// (the cases: tests/e2e/load-keys.ts).
import { expect, test, type Page } from './fixtures'
import {
  chordThenFilter,
  paletteLine,
  palettePaste,
  slashFilter,
  slashFilterEnter,
} from '../e2e/load-keys'

async function signInByApi(page: Page) {
  const r = await page.request.post('/v1/login/corp/local', {
    data: { username: 'ops-admin', password: 'oxide' },
  })
  expect(r.status()).toBe(204)
}

test.beforeEach(async ({ page }) => signInByApi(page))

test('/etcd typed as the instances page starts loading: "etcd" in the filter, etcd rows only', async ({
  page,
  errors,
}) => {
  for (let i = 0; i < 3; i++) await slashFilter(page)
  expect(errors).toEqual([])
})

test('/etcd and Enter typed as the page starts loading: the cursor on the first etcd row', async ({
  page,
}) => {
  for (let i = 0; i < 3; i++) await slashFilterEnter(page)
})

test('Ctrl+K, a line and Enter typed as the page starts loading run the line', async ({ page }) => {
  for (let i = 0; i < 3; i++) await paletteLine(page)
})

test('Ctrl+K and a paste as the page starts loading: the pasted line in the palette', async ({
  page,
  context,
  baseURL,
}) => {
  for (let i = 0; i < 3; i++) await palettePaste(page, context, baseURL ?? '')
})

test('a chord and the keys after it: g i, then /etcd, filters the instances', async ({ page }) => {
  await chordThenFilter(page)
})
