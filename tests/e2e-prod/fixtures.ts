// The production project's test: `errors` collects page errors and console errors, less the ones
// logged on purpose (API errors) and the 401 Chromium logs for a signed-out page's first calls
// before it is sent to /login.
import { test as base } from '@playwright/test'

export { expect, type Page } from '@playwright/test'

export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page }, provide) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
    page.on('console', (m) => {
      const expected =
        m.text().startsWith('API error') ||
        m.text() ===
          'Failed to load resource: the server responded with a status of 401 (Unauthorized)'
      if (m.type() === 'error' && !expected) errors.push(`console: ${m.text()}`)
    })
    await provide(errors)
  },
})
