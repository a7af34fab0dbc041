// The first table key on the mock build at the console's own 200-400 ms a call: `j` the moment
// the first row of a cold load shows, every 50 ms until the cursor shows; it stands on the first
// row (tests/e2e-prod/first-key.spec.ts does the same on the production build).
import { test } from './fixtures'
import { pressUntilCursor } from './first-key-presses'

test.use({ mockLatency: null })

for (const path of ['/projects/demo/instances', '/projects/demo/disks', '/projects']) {
  test(`j the instant the first row of ${path} shows puts the cursor on that row`, async ({
    page,
  }) => {
    for (let i = 0; i < 3; i++) {
      await page.goto(path, { waitUntil: 'commit' })
      await pressUntilCursor(page)
    }
  })
}
