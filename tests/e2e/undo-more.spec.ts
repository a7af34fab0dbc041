// Undo from the command line (`undo`, `redo`) and from the log drawer, and the firewall rule
// edit form when someone else changed the rule after it opened: input kept, overwrite or reload.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const runState = async (page: Page, name: string) =>
  (await apiGet<{ run_state: string }>(page, `/v1/instances/${name}?project=demo`)).run_state

async function runLine(page: Page, line: string, ok?: string) {
  const input = await openPalette(page)
  await input.fill(line)
  await page.keyboard.press('Enter')
  if (ok) await page.getByRole('dialog').getByRole('button', { name: ok, exact: true }).click()
  await expect(palette(page)).toHaveCount(0)
}

test('`undo` and `redo` typed on the command line', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await runLine(page, 'instance stop api-1', 'Stop')
  await expect.poll(() => runState(page, 'api-1')).toMatch(/stopping|stopped/)
  await runLine(page, 'undo')
  await expect.poll(() => runState(page, 'api-1'), { timeout: 15_000 }).toBe('running')
  await runLine(page, 'redo', 'Stop')
  await expect.poll(() => runState(page, 'api-1')).toMatch(/stopping|stopped/)
  expect(errors).toEqual([])
})

test('the log drawer undoes an entry still on the stack', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await runLine(page, 'instance stop bastion', 'Stop')
  await expect.poll(() => runState(page, 'bastion')).toMatch(/stopping|stopped/)
  await page.keyboard.press('`')
  const log = page.getByRole('region', { name: 'Command log' })
  await log.getByRole('button', { name: 'Undo Stop instance' }).click()
  await expect.poll(() => runState(page, 'bastion'), { timeout: 15_000 }).toBe('running')
  await expect(log).toContainText('oxide instance start --project demo --instance bastion')
  expect(errors).toEqual([])
})

test('a firewall rule edited by someone else meanwhile: input kept, then overwrite', async ({
  page,
  errors,
}) => {
  const url = '/v1/vpc-firewall-rules?project=demo&vpc=default'
  await page.goto('/projects/demo/vpcs/default/firewall-rules/allow-https/edit')
  await booted(page)
  const form = page.getByRole('dialog', { name: 'Edit firewall rule' })
  const description = form.getByRole('textbox', { name: 'Description' })
  await description.fill('mine')
  // Someone else changes the same rule, and adds one of their own.
  await page.evaluate(async (u) => {
    const { rules } = (await (await fetch(u)).json()) as { rules: Record<string, unknown>[] }
    const next = rules.map((r) => (r.name === 'allow-https' ? { ...r, priority: 4 } : r))
    next.push({ ...rules[0], name: 'theirs', priority: 5 })
    await fetch(u, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: next }),
    })
  }, url)
  await form.getByRole('button', { name: 'Save changes' }).click()
  const conflict = form.getByRole('group', { name: 'Changed by someone else' })
  await expect(conflict).toBeVisible()
  await expect(description).toHaveValue('mine')
  await conflict.getByRole('button', { name: 'Overwrite with mine' }).click()
  await expect(form).toHaveCount(0)
  const { rules } = await apiGet<{ rules: { name: string; description: string }[] }>(page, url)
  expect(rules.find((r) => r.name === 'allow-https')?.description).toBe('mine')
  expect(rules.map((r) => r.name)).toContain('theirs')
  expect(errors).toEqual([])
})

test('Ctrl+Z after deleting a firewall rule keeps a rule someone else added meanwhile', async ({
  page,
  errors,
}) => {
  const url = '/v1/vpc-firewall-rules?project=demo&vpc=default'
  const names = async () =>
    (await apiGet<{ rules: { name: string }[] }>(page, url)).rules.map((r) => r.name)
  await page.goto('/projects/demo/vpcs/default/firewall-rules')
  await booted(page)
  const before = await names()
  await runLine(page, 'firewall-rule delete --vpc default --rule allow-https', 'Delete')
  await expect.poll(names).not.toContain('allow-https')
  await page.evaluate(async (u) => {
    const { rules } = (await (await fetch(u)).json()) as { rules: Record<string, unknown>[] }
    await fetch(u, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [...rules, { ...rules[0], name: 'theirs' }] }),
    })
  }, url)
  await page.keyboard.press('Control+z')
  await expect.poll(async () => (await names()).sort()).toEqual([...before, 'theirs'].sort())
  // The ? overlay lists both keys.
  await page.keyboard.press('Shift+?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toContainText('Undo')
  await expect(help).toContainText('Redo')
  expect(errors).toEqual([])
})

test("Change role over someone else's change is refused, the list shows theirs, Overwrite puts mine", async ({
  page,
}) => {
  type Policy = { role_assignments: { identity_id: string; role_name: string }[] }
  await page.goto('/projects/demo/access')
  await booted(page)
  const row = page.getByRole('table', { name: 'Project role assignments' }).getByRole('row', {
    name: /dev-user/,
  })
  await expect(row).toContainText('collaborator')
  // Someone else makes dev-user a viewer after the page has read the policy.
  await page.evaluate(async () => {
    const u = '/v1/projects/demo/policy'
    const p = (await (await fetch(u)).json()) as Policy
    const next = p.role_assignments.map((a) =>
      a.role_name === 'collaborator' ? { ...a, role_name: 'viewer' } : a,
    )
    await fetch(u, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role_assignments: next }),
    })
  })
  await row.getByRole('button', { name: 'Actions for dev-user' }).click()
  await page.getByRole('menuitem', { name: 'Change role' }).click()
  const input = palette(page).getByRole('combobox')
  await input.fill('admin')
  await expect(palette(page).getByRole('option').first()).toContainText('admin')
  await page.keyboard.press('Enter')
  await expect(palette(page)).toContainText('changed by someone else since it was read')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(row.getByRole('cell').nth(2)).toHaveText('viewer')
  const policy = await apiGet<Policy>(page, '/v1/projects/demo/policy')
  expect(policy.role_assignments.map((a) => a.role_name)).not.toContain('admin')
  // The refusal offers to overwrite theirs with mine, as typed.
  await page.getByRole('button', { name: 'Overwrite' }).click()
  await expect(row.getByRole('cell').nth(2)).toHaveText('admin')
  const after = await apiGet<Policy>(page, '/v1/projects/demo/policy')
  expect(after.role_assignments.map((a) => a.role_name)).toContain('admin')
})
