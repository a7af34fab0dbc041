// Real `oxide` lines pasted into the palette of the production build (behind mock:server) send
// what the CLI would send: checked on the wire, request by request (issue 20). And the device
// flow of `oxide auth login` from a fresh browser, the code typed before signing in.
import { test, expect, type Page, type Request } from '@playwright/test'

const GiB = 2 ** 30

async function signIn(page: Page) {
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Pastes `line` into the palette, runs it, and returns the request `matches` picks. */
async function paste(page: Page, line: string, method: string, path: string) {
  await page.keyboard.press('Control+k')
  const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')
  await input.fill(line)
  const sent = page.waitForRequest(
    (r: Request) => r.method() === method && new URL(r.url()).pathname === path,
  )
  await page.keyboard.press('Enter')
  return sent
}

const query = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams)

test('pasted oxide lines send what the CLI sends', async ({ page }) => {
  // Twelve lines, each a palette round trip with its request checked: a long scenario.
  test.slow()
  const p = `cli20-${Date.now().toString(36)}`
  await page.goto('/projects')
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await signIn(page)
  await expect(page).toHaveURL('/projects')

  // lifecycle, with --profile (read and set aside) and quoted values
  let r = await paste(
    page,
    `oxide --profile lab project create --name ${p} --description 'issue 20'`,
    'POST',
    '/v1/projects',
  )
  expect(r.postDataJSON()).toEqual({ name: p, description: 'issue 20' })

  // instance from-image, sizes with the CLI's short suffixes
  r = await paste(
    page,
    `oxide instance from-image --project ${p} --name vm1 --description 'web' --hostname vm1 --image debian-12 --size 10g --memory 2G --ncpus 1 --start`,
    'POST',
    '/v1/instances',
  )
  expect(query(r)).toEqual({ project: p })
  const body = r.postDataJSON()
  expect(body).toMatchObject({ name: 'vm1', hostname: 'vm1', ncpus: 1, memory: 2 * GiB })
  expect(body.boot_disk).toMatchObject({ type: 'create', size: 10 * GiB })
  expect(body.boot_disk.disk_backend.disk_source.type).toBe('image')

  // --flag=value, and --profile after the words; the stop asks first
  await expect(async () => {
    const vm = await page.request.get(`/v1/instances/vm1?project=${p}`)
    expect(((await vm.json()) as { run_state: string }).run_state).toBe('running')
  }).toPass({ timeout: 8_000 })
  const stop = paste(
    page,
    `oxide instance stop --project=${p} --instance=vm1 --profile=lab`,
    'POST',
    '/v1/instances/vm1/stop',
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }).click()
  expect(query(await stop)).toEqual({ project: p })

  // storage
  r = await paste(
    page,
    `oxide disk create --project ${p} --name data1 --description 'scratch' --size 3g`,
    'POST',
    '/v1/disks',
  )
  expect(query(r)).toEqual({ project: p })
  expect(r.postDataJSON()).toMatchObject({ name: 'data1', description: 'scratch', size: 3 * GiB })

  // a view line: the disk's own page opens
  await page.keyboard.press('Control+k')
  await page
    .getByRole('dialog', { name: 'Command palette' })
    .getByRole('combobox')
    .fill(`oxide disk view --project ${p} --disk data1`)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/projects/${p}/disks/data1`)
  await expect(page.getByRole('heading', { name: 'Disk data1' })).toBeAttached()

  // networking
  r = await paste(
    page,
    `oxide vpc create --project ${p} --name net1 --description 'n' --dns-name net1`,
    'POST',
    '/v1/vpcs',
  )
  expect(r.postDataJSON()).toMatchObject({ name: 'net1', description: 'n', dns_name: 'net1' })
  r = await paste(
    page,
    `oxide floating-ip create --project ${p} --name fip1 --description f`,
    'POST',
    '/v1/floating-ips',
  )
  expect(r.postDataJSON()).toMatchObject({ name: 'fip1', description: 'f' })

  // system: the networking tree, a hand-written command and a generic one
  const pool = `${p}-pool`
  r = await paste(
    page,
    `oxide system networking ip-pool create --name ${pool} --description x --ip-version v4 --pool-type unicast`,
    'POST',
    '/v1/system/ip-pools',
  )
  expect(r.postDataJSON()).toMatchObject({ name: pool, description: 'x', ip_version: 'v4' })
  r = await paste(
    page,
    `oxide system networking ip-pool utilization --pool ${pool}`,
    'GET',
    `/v1/system/ip-pools/${pool}/utilization`,
  )
  expect(r.method()).toBe('GET')
  await page.keyboard.press('Escape')

  // oxide api: a GET, and a POST with an inline body
  r = await paste(page, `oxide api /v1/projects/${p}/policy`, 'GET', `/v1/projects/${p}/policy`)
  await expect(page.getByText(`$ oxide project policy view --project ${p}`)).toBeVisible()
  await page.keyboard.press('Escape')
  r = await paste(
    page,
    `oxide api '/v1/vpcs?project=${p}' -X POST --input '{"name":"net2","description":"m","dns_name":"net2"}'`,
    'POST',
    '/v1/vpcs',
  )
  expect(query(r)).toEqual({ project: p })
  expect(r.postDataJSON()).toMatchObject({ name: 'net2', description: 'm', dns_name: 'net2' })
})

test('a line the console cannot run says why and keeps the line', async ({ page }) => {
  await page.goto('/projects')
  await signIn(page)
  await expect(page).toHaveURL('/projects')
  await page.keyboard.press('Control+k')
  const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')
  await input.fill('oxide disk create --project demo --json-body disk.json')
  await page.keyboard.press('Enter')
  await expect(
    page.getByText("--json-body reads a file, which the console cannot open: type 'disk create'"),
  ).toBeVisible()
  await expect(input).toHaveValue('oxide disk create --project demo --json-body disk.json')
})

test('device flow from a fresh browser: the code typed before signing in, one click after', async ({
  browser,
  request,
}, testInfo) => {
  const clientId = crypto.randomUUID()
  const auth = await request.post('/device/auth', { form: { client_id: clientId } })
  const { device_code, user_code } = (await auth.json()) as {
    device_code: string
    user_code: string
  }
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
  const page = await context.newPage()
  await page.goto('/device/verify')
  await page.getByRole('textbox').first().click()
  await page.keyboard.type(user_code.replace('-', ''))
  await page.getByRole('button', { name: 'Log in on device' }).click()
  // Not signed in: the sign-in comes first, and returns to the code.
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await signIn(page)
  await expect(page).toHaveURL(`/device/verify?user_code=${user_code}`)
  await expect(page.getByText('Signed in. Confirm the code shown on your device')).toBeVisible()
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByText('Device logged in')).toBeVisible()
  await expect(async () => {
    const r = await request.post('/device/token', {
      form: {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code,
        client_id: clientId,
      },
    })
    expect(r.status()).toBe(200)
  }).toPass({ timeout: 5_000 })
  await context.close()
})
