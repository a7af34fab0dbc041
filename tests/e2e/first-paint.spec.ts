// A page opened directly shows its command buttons by title from their first paint, before the
// built-in commands' chunk has loaded, and the top bar its Ctrl+K hint; the log never shows an id.
import { test, expect, booted } from './fixtures'

// The console's own latency: the commands' chunk arrives after the first rows.
test.use({ mockLatency: null })

test('command buttons and the Ctrl+K hint read right from the first paint', async ({
  page,
  errors,
}) => {
  // Every chunk but the entry late, so the page draws long before the commands are there.
  await page.route('**/assets/*.js', async (route) => {
    if (!/\/(initial|rolldown-runtime|index)-[^/]*\.js$/.test(route.request().url()))
      await new Promise((r) => setTimeout(r, 300))
    await route.continue()
  })
  // Watches every change of the document from its start: any button whose text is a command id,
  // and any moment the top bar's prompt is on screen without its key.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __seen: string[] }).__seen = seen
    const check = () => {
      for (const b of document.querySelectorAll('button')) {
        const text = b.textContent?.trim() ?? ''
        if (/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/.test(text)) seen.push(`button ${text}`)
      }
      const prompt = document.querySelector('.palette-prompt')
      if (prompt && !prompt.querySelector('kbd')) seen.push('prompt without its key')
    }
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  await page.goto('/projects/demo/instances/web-1/metrics/cpu')
  const header = page.getByRole('main')
  await expect(header.getByRole('button', { name: 'Stop instance' })).toBeVisible()
  await booted(page)
  // Once the commands are there the buttons answer (enabled or with their reason).
  await expect(page.getByRole('button', { name: 'Reboot instance' })).toBeEnabled({
    timeout: 15_000,
  })
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([])
  expect(errors).toEqual([])
})

test('the log drawer does not list opening and closing panels', async ({ page }) => {
  await page.goto('/projects')
  await booted(page)
  await page.locator('main table tbody tr').first().waitFor()
  await page.keyboard.press('Shift+?')
  const help = page.getByRole('dialog', { name: /keyboard shortcuts/i })
  await expect(help).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toHaveCount(0)
  await page.keyboard.press('`')
  const log = page.getByRole('region', { name: 'Command log' })
  await expect(log).toContainText('No commands run yet.')
  await expect(log.getByRole('listitem')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^log \(0\)/ })).toBeVisible()
})
