// Undo in the browser, checked on the wire: Ctrl+Z after a stop from the palette, a disk attach
// (confirmed: the undo detaches), a deleted firewall rule (from the toast's Undo button), a
// changed project role, and a bulk stop of two instances; Ctrl+Shift+Z redoes; an undo after
// someone else changed the same thing is refused and says what changed.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
type Instance = { run_state: string }
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

test.beforeEach(async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
})

test('Ctrl+Z undoes a stop from the palette; Ctrl+Shift+Z redoes it', async ({ page, errors }) => {
  await runLine(page, 'instance stop web-1', 'Stop')
  await expect.poll(() => runState(page, 'web-1')).toMatch(/stopping|stopped/)
  await page.keyboard.press('Control+z')
  await expect.poll(() => runState(page, 'web-1'), { timeout: 15_000 }).toBe('running')
  await expect(page.getByText('Undone: Stopping instance web-1')).toBeVisible()
  // Redo stops it again, confirmed like the stop itself.
  await page.keyboard.press('Control+Shift+z')
  await page.getByRole('dialog', { name: /Redo/ }).getByRole('button', { name: 'Stop' }).click()
  await expect.poll(() => runState(page, 'web-1')).toMatch(/stopping|stopped/)
  expect(errors).toEqual([])
})

test('the palette opened right after a change offers its undo first', async ({ page, errors }) => {
  await runLine(page, 'instance stop web-2', 'Stop')
  await openPalette(page)
  await expect(palette(page).getByRole('option').first()).toContainText(
    'Undo: Start instance web-2',
  )
  await page.keyboard.press('Enter')
  await expect.poll(() => runState(page, 'web-2'), { timeout: 15_000 }).toBe('running')
  expect(errors).toEqual([])
})

test('Ctrl+Z after attaching a disk asks, then detaches it', async ({ page, errors }) => {
  await runLine(page, 'disk attach spare-volume --instance web-3')
  const disk = () =>
    apiGet<{ state: { state: string } }>(page, '/v1/disks/spare-volume?project=demo')
  await expect.poll(async () => (await disk()).state.state).toBe('attached')
  await page.keyboard.press('Control+z')
  const confirm = page.getByRole('dialog', { name: 'Undo: Detach disk spare-volume from web-3' })
  await confirm.getByRole('button', { name: 'Detach' }).click()
  await expect.poll(async () => (await disk()).state.state).toBe('detached')
  expect(errors).toEqual([])
})

test("the toast's Undo brings a deleted firewall rule back", async ({ page, errors }) => {
  const rules = async () =>
    (
      await apiGet<{ rules: { name: string }[] }>(
        page,
        '/v1/vpc-firewall-rules?project=demo&vpc=default',
      )
    ).rules.map((r) => r.name)
  const before = await rules()
  await runLine(page, 'firewall-rule delete --vpc default --rule allow-https', 'Delete')
  await expect.poll(rules).not.toContain('allow-https')
  const toast = page.getByRole('status').filter({ hasText: 'Firewall rule allow-https deleted' })
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect.poll(rules).toEqual(before)
  expect(errors).toEqual([])
})

test("Ctrl+Z puts a user's project role back", async ({ page, errors }) => {
  type Policy = { role_assignments: { identity_id: string; role_name: string }[] }
  const policy = () => apiGet<Policy>(page, '/v1/projects/demo/policy')
  const roles = async () => (await policy()).role_assignments.map((a) => a.role_name).sort()
  const before = await roles()
  expect(before).toContain('collaborator')
  await runLine(page, 'role set admin --project demo --user dev-user')
  await expect.poll(roles).not.toEqual(before)
  await page.keyboard.press('Control+z')
  await expect.poll(roles).toEqual(before)
  expect(errors).toEqual([])
})

test('a bulk stop of two instances is undone as one bulk action', async ({ page, errors }) => {
  await runLine(page, 'instance stop worker-1 worker-2', 'Stop')
  const both = async () => [await runState(page, 'worker-1'), await runState(page, 'worker-2')]
  await expect.poll(both).toEqual([expect.stringMatching(/stopp/), expect.stringMatching(/stopp/)])
  await page.keyboard.press('Control+z')
  await expect.poll(both, { timeout: 15_000 }).toEqual(['running', 'running'])
  await expect(page.getByText('Undone: Stop instance: 2 rows')).toBeVisible()
  expect(errors).toEqual([])
})

test('an undo after someone else changed the same thing is refused and says what', async ({
  page,
  errors,
}) => {
  await runLine(page, 'instance stop cache-1', 'Stop')
  await expect.poll(() => runState(page, 'cache-1'), { timeout: 10_000 }).toBe('stopped')
  // Someone else starts it meanwhile.
  await page.evaluate(() =>
    fetch('/v1/instances/cache-1/start?project=demo', { method: 'POST' }).then((r) => r.json()),
  )
  await expect.poll(() => runState(page, 'cache-1'), { timeout: 10_000 }).toBe('running')
  await page.keyboard.press('Control+z')
  await expect(page.getByRole('alert')).toContainText(
    'Not undone, nothing changed: instance cache-1 is now running (this change left stopped)',
  )
  expect(await runState(page, 'cache-1')).toBe('running')
  expect(errors).toEqual([])
})
