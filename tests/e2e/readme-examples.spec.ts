// The command lines the docs give as examples of the palette's command line (the *Command line*
// section of docs/keyboard.md, found in the README and docs/ wherever it is), typed as written
// on a fresh mock: each one runs and leaves a ✓ in the status bar (a destructive one confirmed
// with Ctrl+Enter). src/commands/readme-examples.test.ts runs every example of the README and
// docs/ against the node mock; this types the command-line section's in the browser.
import { readdirSync, readFileSync } from 'node:fs'
import { test, expect, booted, openPalette } from './fixtures'

const files = ['README.md', ...readdirSync('docs').map((f) => `docs/${f}`)]
const doc = files
  .filter((f) => f.endsWith('.md'))
  .map((f) => readFileSync(f, 'utf8'))
  .find((text) => text.includes('**Command line**'))
if (!doc) throw new Error('no page of the docs has the **Command line** section')
const section = doc.slice(doc.indexOf('**Command line**'), doc.indexOf('**Jump**'))
/** Spans that read as a whole command line (not a flag, a message, a pattern or a half line). */
const examples = [...section.matchAll(/`([^`]+)`/g)]
  .map((m) => m[1]!.replace(/\s+/g, ' ').trim())
  .filter((s) => /^[a-z][a-z-]* [a-z]/.test(s) && !/[<;…]|\.\.\./.test(s))
  .filter((s) => s !== 'instance stop wor')

test('the README has command-line examples to type', () => {
  expect(examples).toContain('disk attach spare-volume --instance web-3')
  expect(examples.length).toBeGreaterThanOrEqual(5)
})

for (const line of examples) {
  test(`README example runs as written: ${line}`, async ({ page, errors }) => {
    await page.goto('/projects/demo/instances')
    await booted(page)
    const input = await openPalette(page)
    await input.fill(line)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog').filter({ hasText: 'Enter' })
    const status = page.locator('.status-bar')
    // Either it ran, or it asks first: confirm with the dialog's own key.
    await expect(confirm.or(status.getByText('✓'))).toBeVisible()
    if (await confirm.isVisible()) await page.keyboard.press('Control+Enter')
    await expect(status).toContainText('✓')
    await expect(status).not.toContainText('✗')
    expect(errors).toEqual([])
  })
}
