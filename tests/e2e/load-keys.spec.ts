// Keys typed the moment a page starts loading, on the mock build at the console's own 200-400 ms
// a call (tests/e2e/load-keys.ts has the cases; the production build and the dev server run them
// too: tests/e2e-prod/load-keys.spec.ts, tests/e2e-dev/load-keys.spec.ts).
import { test } from './fixtures'
import {
  chordThenFilter,
  paletteLine,
  palettePaste,
  slashFilter,
  slashFilterEnter,
} from './load-keys'

test.use({ mockLatency: null })

test('/etcd typed as the instances page starts loading: "etcd" in the filter, etcd rows only', async ({
  page,
  errors,
}) => {
  for (let i = 0; i < 3; i++) await slashFilter(page)
  test.expect(errors).toEqual([])
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
