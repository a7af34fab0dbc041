import type { Page } from '@playwright/test'
import { test, expect, booted } from './fixtures'

/** Issues a user code the way a CLI would: POST /device/auth through the in-page mock. */
async function issueCode(page: Page) {
  return page.evaluate(async () => {
    const r = await fetch('/device/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: crypto.randomUUID() }),
    })
    return ((await r.json()) as { user_code: string }).user_code
  })
}

test('device verify page: exact texts, dash after the 4th box, button gated on 8 letters', async ({
  page,
}) => {
  await page.goto('/device/verify')
  await expect(page.getByRole('heading', { name: 'Device Authentication' })).toBeVisible()
  await expect(page.getByText('Enter the code shown on your device')).toBeVisible()
  const boxes = page.getByRole('textbox')
  await expect(boxes).toHaveCount(8)
  const submit = page.getByRole('button', { name: 'Log in on device' })
  await expect(submit).toBeDisabled()
  await boxes.first().click()
  await page.keyboard.type('abc1d') // the digit is refused
  await expect(submit).toBeDisabled()
  await page.keyboard.type('efg')
  await expect(submit).toBeDisabled()
  await page.keyboard.type('h')
  await expect(submit).toBeEnabled()
})

test('device flow: an issued code logs the device in', async ({ page, errors }) => {
  await page.goto('/device/verify')
  await booted(page)
  const code = await issueCode(page)
  expect(code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
  await page.getByRole('textbox').first().click()
  await page.keyboard.type(code.replace('-', '').toLowerCase())
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page).toHaveURL(/\/device\/success$/)
  await expect(page.getByText('Device logged in')).toBeVisible()
  await expect(page.getByText('You can close this window')).toBeVisible()
  expect(errors).toEqual([])
})

test('device flow: pasting fills the boxes with letters only', async ({ page }) => {
  await page.goto('/device/verify')
  await booted(page)
  const code = await issueCode(page)
  await page.getByRole('textbox').first().focus()
  await page.evaluate((text) => {
    const dt = new DataTransfer()
    dt.setData('text/plain', text)
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
    )
  }, ` ${code.toLowerCase()} `)
  await expect(page.getByRole('button', { name: 'Log in on device' })).toBeEnabled()
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByText('Device logged in')).toBeVisible()
})

test('device flow: an unknown code shows "Code is invalid"', async ({ page }) => {
  await page.goto('/device/verify')
  await booted(page)
  await page.getByRole('textbox').first().click()
  await page.keyboard.type('zzzzqqqq')
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByText('Code is invalid')).toBeVisible()
  await expect(page).toHaveURL(/\/device\/verify$/)
})
