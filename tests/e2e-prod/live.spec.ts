// The live console, on the production build behind mock:server: what a second session (signed in
// as the `oxide` CLI is) changes shows on the open page with no reload, within 5 s for a fleet
// admin (the change feed reads the audit log) and within 10 s for a silo user who may not read it
// (dev-user: the page polls what it shows). Each test works in a project of its own, or on
// resources of its own in `demo`, so the tests running beside it on this server do not move them.
import { expect, test } from './fixtures'
import { blankDisk, cliSession, row, runState, signedInContext, type Cli } from './cli-session'

const FLEET_MS = 5_000
const SILO_USER_MS = 10_000

const unique = () => Math.random().toString(36).slice(2, 8)

/** A project of the test's own, made by the CLI session. */
async function ownProject(cli: Cli) {
  const project = `live-${unique()}`
  await cli.call('POST', '/v1/projects', { name: project, description: '' })
  return project
}

test.describe('as a fleet admin', () => {
  let cli: Cli
  test.beforeEach(async ({ baseURL }) => {
    cli = await cliSession(baseURL!)
  })
  test.afterEach(async () => cli.dispose())

  test('a disk created, then deleted elsewhere shows on the disks page; the log says who', async ({
    browser,
    baseURL,
  }) => {
    const project = await ownProject(cli)
    const ctx = await signedInContext(browser, baseURL!)
    const page = await ctx.newPage()
    await page.goto(`/projects/${project}/disks`)
    await expect(page.locator('.live-status')).toHaveText(/live/)
    await cli.call('POST', `/v1/disks?project=${project}`, blankDisk('from-cli'))
    await expect(row(page, 'from-cli')).toBeVisible({ timeout: FLEET_MS })
    await expect(row(page, 'from-cli')).toContainText('detached', { timeout: FLEET_MS })
    await cli.call('DELETE', `/v1/disks/from-cli?project=${project}`)
    await expect(row(page, 'from-cli')).toHaveCount(0, { timeout: FLEET_MS })
    // The log drawer lists the changes others made beside the user's own.
    await page.keyboard.press('`')
    const log = page.getByRole('region', { name: 'Command log' })
    await expect(log).toContainText(`ops-admin (corp) created a disk in project ${project} via CLI`)
    await expect(log).toContainText(`ops-admin (corp) deleted disk from-cli (${project}) via CLI`)
    await ctx.close()
  })

  test('an instance stopped elsewhere shows on the instance list and on its page; deleted, its page says so', async ({
    browser,
    baseURL,
  }) => {
    const project = await ownProject(cli)
    const vm = 'vm-live'
    await cli.call('POST', `/v1/instances?project=${project}`, {
      name: vm,
      description: '',
      hostname: vm,
      ncpus: 1,
      memory: 1024 ** 3,
      start: true,
    })
    await runState(cli, project, vm, 'running')
    const ctx = await signedInContext(browser, baseURL!)
    const page = await ctx.newPage()
    await page.goto(`/projects/${project}/instances`)
    await expect(row(page, vm)).toContainText('running')
    await expect(page.locator('.live-status')).toHaveText(/live/)
    await cli.call('POST', `/v1/instances/${vm}/stop?project=${project}`)
    await expect(row(page, vm)).toContainText(/stopping|stopped/, { timeout: FLEET_MS })
    // The platform's own step (stopping -> stopped) follows without anyone's change.
    await expect(row(page, vm)).toContainText('stopped', { timeout: FLEET_MS })

    await cli.call('POST', `/v1/instances/${vm}/start?project=${project}`)
    await runState(cli, project, vm, 'running')
    await page.goto(`/projects/${project}/instances/${vm}`)
    const state = page.locator('main .badge').first()
    await expect(state).toHaveText(/running/)
    await expect(page.locator('.live-status')).toHaveText(/live/)
    await cli.call('POST', `/v1/instances/${vm}/stop?project=${project}`)
    await expect(state).toHaveText(/stopping|stopped/, { timeout: FLEET_MS })
    await runState(cli, project, vm, 'stopped')
    await cli.call('DELETE', `/v1/instances/${vm}?project=${project}`)
    await expect(page.getByText('Page not found')).toBeVisible({ timeout: FLEET_MS })
    await ctx.close()
  })

  test('a floating IP created and a project created elsewhere show on their lists', async ({
    browser,
    baseURL,
  }) => {
    const project = await ownProject(cli)
    const ctx = await signedInContext(browser, baseURL!)
    const page = await ctx.newPage()
    await page.goto(`/projects/${project}/floating-ips`)
    await expect(page.locator('.live-status')).toHaveText(/live/)
    await cli.call('POST', `/v1/floating-ips?project=${project}`, {
      name: 'fip-live',
      description: '',
    })
    await expect(row(page, 'fip-live')).toBeVisible({ timeout: FLEET_MS })

    await page.goto('/projects')
    await expect(page.locator('.live-status')).toHaveText(/live/)
    const other = `live-${unique()}`
    await cli.call('POST', '/v1/projects', { name: other, description: '' })
    await expect(row(page, other)).toBeVisible({ timeout: FLEET_MS })
    // The palette's index follows: the new project is found by name at once.
    await page.keyboard.press('Control+k')
    await page.keyboard.type(other)
    await expect(
      page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name: other }),
    ).toBeVisible({ timeout: FLEET_MS })
    await ctx.close()
  })

  test('an update made elsewhere shows: a project described anew on the project list', async ({
    browser,
    baseURL,
  }) => {
    const project = await ownProject(cli)
    const ctx = await signedInContext(browser, baseURL!)
    const page = await ctx.newPage()
    await page.goto('/projects')
    await expect(page.locator('.live-status')).toHaveText(/live/)
    await expect(row(page, project)).toBeVisible()
    const text = `described by the CLI ${unique()}`
    await cli.call('PUT', `/v1/projects/${project}`, { description: text })
    await expect(row(page, project)).toContainText(text, { timeout: FLEET_MS })
    await ctx.close()
  })
})

test.describe('as a silo user who may not read the audit log', () => {
  test('a disk created and deleted elsewhere in demo shows on its disks page', async ({
    browser,
    baseURL,
  }) => {
    const cli = await cliSession(baseURL!, 'dev-user')
    const disk = `live-${unique()}`
    const ctx = await signedInContext(browser, baseURL!, 'dev-user')
    const page = await ctx.newPage()
    await page.goto('/projects/demo/disks')
    await expect(page.locator('.live-status')).toHaveText(/updated \d+ s ago/)
    await cli.call('POST', '/v1/disks?project=demo', blankDisk(disk))
    await expect(row(page, disk)).toBeVisible({ timeout: SILO_USER_MS })
    await expect(row(page, disk)).toContainText('detached', { timeout: SILO_USER_MS })
    await cli.call('DELETE', `/v1/disks/${disk}?project=demo`)
    await expect(row(page, disk)).toHaveCount(0, { timeout: SILO_USER_MS })
    await ctx.close()
    await cli.dispose()
  })
})
