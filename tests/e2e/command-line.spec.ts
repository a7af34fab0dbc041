// The palette's command line: a typed `instance stop <name>` runs through the confirmation and
// the instance stops; a mistyped flag keeps the line with the exact reason; history survives a
// reload; a pasted instance id lands on the instance.
import type { Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

// Keys typed while data loads: the console's own 200-400 ms latency.
test.use({ mockLatency: null })

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })

type Instance = { id: string; name: string; run_state: string }

async function runningInstance(page: Page) {
  const list = await apiGet<{ items: Instance[] }>(page, '/v1/instances?project=demo&limit=100')
  const running = list.items.find((i) => i.run_state === 'running')
  if (!running) throw new Error('the seed has no running instance in demo')
  return running
}

/** The footer shows the line for `target`; Enter and the confirmation stop the instance. */
async function stopFromFooter(page: Page, target: Instance) {
  await expect(palette(page)).toContainText(
    `oxide instance stop --project demo --instance ${target.name}`,
  )
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect
    .poll(async () => (await apiGet<Instance>(page, `/v1/instances/${target.id}`)).run_state)
    .toMatch(/stopping|stopped/)
}

test('instance stop <name> typed in the palette stops the instance', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const target = await runningInstance(page)
  const input = await openPalette(page)
  await input.pressSequentially(`instance stop ${target.name.slice(0, 2)}`)
  // The usage hint and the live instance names as completions; Tab takes the first one.
  await expect(palette(page)).toContainText('instance stop <instance>')
  await expect(palette(page).getByRole('option', { name: target.name })).toBeVisible()
  await input.fill(`instance stop ${target.name}`)
  await stopFromFooter(page, target)
  const row = page.getByRole('row', { name: new RegExp(target.name) })
  await expect(row).toContainText(/stopping|stopped/i)
  expect(errors).toEqual([])
})

test('a bad flag keeps the line and says what is wrong; Up recalls lines after a reload', async ({
  page,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  let input = await openPalette(page)
  await input.fill('instance create --name db-2 --cpu 4')
  await page.keyboard.press('Enter')
  await expect(palette(page).getByRole('alert')).toContainText(
    'unknown flag --cpu; did you mean --ncpus?',
  )
  await expect(input).toHaveValue('instance create --name db-2 --cpu 4')

  // A line that ran goes into the history, which a reload keeps.
  await input.fill('nav disks')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/demo\/disks$/)
  await page.reload()
  await booted(page)
  input = await openPalette(page)
  await page.keyboard.press('ArrowUp')
  await expect(input).toHaveValue('nav disks')
  await page.keyboard.press('ArrowDown')
  await expect(input).toHaveValue('')
})

test('a pasted instance id goes straight to the instance', async ({ page, errors }) => {
  await page.goto('/projects')
  await booted(page)
  const target = await runningInstance(page)
  const input = await openPalette(page)
  await input.fill(target.id)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/projects/demo/instances/${target.name}(/|$)`))
  expect(errors).toEqual([])
})

test('#name finds an instance in another project, shown with its project', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const projects = await apiGet<{ items: { name: string }[] }>(page, '/v1/projects?limit=100')
  let found: { project: string; name: string } | null = null
  for (const p of projects.items.filter((p) => p.name !== 'demo')) {
    const list = await apiGet<{ items: Instance[] }>(page, `/v1/instances?project=${p.name}`)
    if (list.items[0]) {
      found = { project: p.name, name: list.items[0].name }
      break
    }
  }
  if (!found) throw new Error('the seed has no instance outside demo')
  const input = await openPalette(page)
  await input.fill(`#${found.name}`)
  const option = palette(page)
    .getByRole('option', { name: new RegExp(found.name) })
    .first()
  await expect(option).toContainText(`instance · ${found.project}`)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(
    new RegExp(`/projects/${found.project}/instances/${found.name}(/|$)`),
  )
})

test('Tab completes as far as the names agree, then cycles through them', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const input = await openPalette(page)
  await page.keyboard.type('instance stop wor')
  await page.keyboard.press('Tab')
  await expect(input).toHaveValue('instance stop worker-')
  await page.keyboard.press('Tab')
  await expect(input).toHaveValue(/^instance stop worker-\d+ $/)
  const first = await input.inputValue()
  await page.keyboard.press('Tab')
  await expect(input).not.toHaveValue(first)
  await expect(input).toHaveValue(/^instance stop worker-\d+ $/)
})

test('stop <name>, as an operator says it, offers the command on that instance and runs it', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  const target = await runningInstance(page)
  const input = await openPalette(page)
  // The instance's name in any place of the query; the command's words start its title's.
  await input.pressSequentially(`${target.name} stop`)
  const option = palette(page).getByRole('option', { name: `Stop instance ${target.name}` })
  await expect(option).toBeVisible()
  await input.fill(`stop ${target.name}`)
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await stopFromFooter(page, target)
  // Stopped, the same words say why it cannot run again.
  await expect
    .poll(async () => (await apiGet<Instance>(page, `/v1/instances/${target.id}`)).run_state, {
      timeout: 15_000,
    })
    .toBe('stopped')
  await openPalette(page)
  await page.keyboard.type(`stop ${target.name}`)
  await expect(
    palette(page).getByRole('option', { name: new RegExp(`Stop instance ${target.name}`) }),
  ).toContainText('Only running, starting, rebooting or failed instances can be stopped')
  expect(errors).toEqual([])
})
