// The audit log (/system/audit-log) on the mock build: what the console does shows up by itself
// while following (a stop, a failed create) with its actor, operation, target and result, and
// the cursor stays on its row; the filter reads the whole week and finds the oldest entry of ten
// thousand; a refused undo names who changed the state; "Audit log for this" in a row menu; the
// entries shown export as JSON lines and CSV.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const table = (page: Page) => page.getByRole('table', { name: 'Audit log' })
const rows = (page: Page) => table(page).locator('tbody tr')
type Instance = { run_state: string }
type Entry = { id: string; request_id: string; time_completed: string }
const runState = async (page: Page, name: string) =>
  (await apiGet<Instance>(page, `/v1/instances/${name}?project=demo`)).run_state

/** Runs a command line from the palette and answers its confirmation, if it asks, with `ok`. */
async function runLine(page: Page, line: string, ok?: string) {
  const input = await openPalette(page)
  await input.fill(line)
  await expect(palette(page)).toContainText('oxide ')
  await page.keyboard.press('Enter')
  if (ok) await page.getByRole('dialog').getByRole('button', { name: ok, exact: true }).click()
  await expect(palette(page)).toHaveCount(0)
}

test('a stop and a failed create appear while following; the cursor row stays put', async ({
  page,
}) => {
  await page.goto('/system/audit-log')
  await booted(page)
  await expect(rows(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Following/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The cursor on the second row, which new entries must not move it from.
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  const under = await rows(page).nth(1).locator('td').first().innerText()
  await expect(table(page).locator('tr.row-cursor')).toContainText(under)

  await runLine(page, 'instance stop --project demo --instance web-1', 'Stop')
  // A create that fails keeps the palette open with the line and says why; Esc closes it.
  const input = await openPalette(page)
  await input.fill('project create --name demo')
  await page.keyboard.press('Enter')
  await expect(palette(page).getByRole('alert')).toContainText('Project name already exists')
  await page.keyboard.press('Escape')
  await expect(palette(page)).toHaveCount(0)

  // Within one follow interval, newest first, without a reload.
  const created = rows(page).first()
  await expect(created).toContainText('ops-admin')
  await expect(created).toContainText('Create project')
  await expect(created).toContainText('400 ObjectAlreadyExists')
  const stopped = rows(page).nth(1)
  await expect(stopped).toContainText('ops-admin')
  await expect(stopped).toContainText('Stop instance')
  await expect(stopped).toContainText('oxide instance stop --project demo --instance web-1')
  await expect(stopped.getByRole('link', { name: /instance web-1/ })).toHaveAttribute(
    'href',
    '/projects/demo/instances/web-1',
  )
  await expect(stopped).toContainText('202')
  await expect(table(page).locator('tr.row-cursor')).toContainText(under)

  // Paused (one key), nothing new comes in; following again, it does.
  await page.keyboard.press('f')
  await expect(page.getByText('paused: press f to follow')).toBeVisible()
  // The status line says what happened, not the command's name.
  await expect(page.locator('.status-last')).toHaveText('✓ Audit log paused')
  await runLine(page, 'instance stop --project demo --instance web-2', 'Stop')
  await expect.poll(() => runState(page, 'web-2')).toMatch(/stopp/)
  await expect(rows(page).first()).toContainText('Create project')
  await page.keyboard.press('f')
  await expect(page.locator('.status-last')).toHaveText('✓ Following the audit log')
  await expect(rows(page).first()).toContainText('--instance web-2')

  // Enter on the entry: every field, the request id to copy.
  await table(page).locator('tr.row-cursor button').first().focus()
  await page.keyboard.press('Enter')
  const details = page.getByRole('dialog', { name: /Audit entry/ })
  await expect(details).toContainText('request id')
  await expect(details.getByRole('button', { name: /copy request id/i })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(details).toHaveCount(0)
})

test('the filter finds the oldest entry of a week of ten thousand', async ({ page }) => {
  await page.goto('/system/audit-log?range=1w&mock-audit=10000')
  await booted(page)
  await expect(rows(page).first()).toBeVisible()
  // The oldest entry of the page's week: the last row of its last page.
  const from = new Date(Date.now() - 7 * 86_400_000 + 60_000).toISOString()
  const oldest = await apiGet<{ items: Entry[] }>(
    page,
    `/v1/system/audit-log?start_time=${from}&sort_by=time_and_id_ascending&limit=1`,
  )
  const target = oldest.items[0]!
  await page.getByPlaceholder('Filter (/)').fill(target.request_id)
  await expect(page.getByText(/searched [\d,]+ of [\d,]+ rows · 1 match/)).toBeVisible({
    timeout: 20_000,
  })
  await expect(rows(page)).toHaveCount(1)
  await rows(page).first().getByRole('button').first().click()
  await expect(page.getByRole('dialog', { name: /Audit entry/ })).toContainText(target.id)
})

test('a refused undo names who changed the state and when', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await runLine(page, 'instance stop cache-1', 'Stop')
  await expect.poll(() => runState(page, 'cache-1'), { timeout: 10_000 }).toBe('stopped')
  // Someone starts it meanwhile (here, from another tab of the same user).
  await page.evaluate(() =>
    fetch('/v1/instances/cache-1/start?project=demo', { method: 'POST' }).then((r) => r.json()),
  )
  await expect.poll(() => runState(page, 'cache-1'), { timeout: 10_000 }).toBe('running')
  await page.keyboard.press('Control+z')
  await expect(page.getByRole('alert')).toContainText(
    /instance cache-1 is now running \(this change left stopped\); changed by ops-admin \(corp\) at \d\d:\d\d:\d\d \(Start instance\)/,
  )
})

test('"Audit log for this" in a row menu opens the log filtered to that resource', async ({
  page,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await page.getByRole('button', { name: 'Actions for search-1' }).click()
  await page.getByRole('menuitem', { name: /Audit log for this/ }).click()
  await expect(page).toHaveURL(/\/system\/audit-log\?range=1w&kind=instance&name=search-1/)
  await expect(page.getByText('instance search-1 (demo)').first()).toBeVisible()
  await expect(page.getByText(/searched [\d,]+ of [\d,]+ rows · \d+ match/)).toBeVisible()
  const n = await rows(page).count()
  expect(n).toBeGreaterThan(0)
  for (let i = 0; i < n; i++) await expect(rows(page).nth(i)).toContainText('search-1')
})

test('the entries shown export as JSON lines and CSV, from the palette', async ({ page }) => {
  await page.goto('/system/audit-log')
  await booted(page)
  await expect(rows(page).first()).toBeVisible()
  const shown = await rows(page).count()
  const exported = async (title: string) => {
    const input = await openPalette(page)
    await input.fill(title)
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const d = await download
    // The palette has closed behind the export (Ctrl+K toggles: pressed while it still showed,
    // the next export's would close it).
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0)
    const path = await d.path()
    return { name: d.suggestedFilename(), text: readFileSync(path, 'utf8') }
  }
  const jsonl = await exported('Export audit log entries shown (JSON lines)')
  expect(jsonl.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}T\d{4}Z\.jsonl$/)
  const lines = jsonl.text.trim().split('\n')
  expect(lines).toHaveLength(shown)
  expect(Object.keys(JSON.parse(lines[0]!) as object)).toEqual(
    expect.arrayContaining(['operation_id', 'request_id', 'time_completed', 'actor', 'result']),
  )
  const csv = await exported('Export audit log entries shown (CSV)')
  expect(csv.name).toMatch(/\.csv$/)
  const csvLines = csv.text.trim().split('\r\n')
  expect(csvLines[0]).toMatch(/^time_completed,time_started,actor,/)
  expect(csvLines).toHaveLength(shown + 1)
})
