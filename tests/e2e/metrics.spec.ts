import type { Locator, Page } from '@playwright/test'
import { test, expect, booted, apiGet, openPalette } from './fixtures'

const base = '/projects/demo/instances/db-primary/metrics'

/** Coloured pixels on the chart's canvas: uPlot has drawn axes, grid and lines. */
const drawnPixels = (chart: Locator) =>
  chart.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? []
    let n = 0
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) n++
    return n
  })

async function expectCharts(page: Page, titles: string[]) {
  for (const title of titles) {
    const chart = page.getByRole('region', { name: title })
    await expect(chart.locator('canvas')).toHaveCount(1)
    expect(await drawnPixels(chart)).toBeGreaterThan(1000)
    const values = chart.getByRole('list', { name: `${title} legend` }).locator('li')
    expect(await values.count()).toBeGreaterThan(0)
    for (const v of await values.locator('.chart-legend-value').allTextContents())
      expect(v).toMatch(/\d/)
  }
}

test('the metrics tab shows cpu, disk and network charts with data', async ({ page, errors }) => {
  await page.goto(base)
  await booted(page)
  // the tab's index is the cpu sub-view
  await expect(page).toHaveURL(/\/metrics\/cpu$/)
  await expectCharts(page, ['CPU utilization per vCPU', 'vCPU time by state'])
  await expect(
    page.getByRole('list', { name: 'vCPU time by state legend' }).getByText('run'),
  ).toBeVisible()

  // the cursor moves with the keyboard, and the legend reads the values under it
  const cpu = page.getByRole('region', { name: 'CPU utilization per vCPU' })
  const legendTime = cpu.locator('.chart-legend-time')
  await expect(legendTime).toHaveText(/^latest · /)
  const latest = await cpu.locator('.chart-legend-value').allTextContents()
  await cpu.getByRole('img').focus()
  await page.keyboard.press('Home')
  await expect(legendTime).not.toHaveText(/latest/)
  const first = await legendTime.textContent()
  await page.keyboard.press('ArrowRight')
  await expect(legendTime).not.toHaveText(first ?? '')
  await page.keyboard.press('Escape')
  await expect(legendTime).toHaveText(/^latest · /)
  expect(await cpu.locator('.chart-legend-value').allTextContents()).toEqual(latest)

  await page.getByRole('tablist', { name: 'Metrics' }).getByRole('tab', { name: 'disk' }).click()
  await expect(page).toHaveURL(/\/metrics\/disk$/)
  await expectCharts(page, ['Disk reads', 'Disk writes', 'Bytes read', 'Bytes written'])
  const again = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/v1/timeseries/query?project=demo'),
  )
  await page.getByRole('button', { name: 'Refresh' }).click()
  expect((await again).postDataJSON().query).toMatch(/^get virtual_disk:/)
  // series are named after the attached disks; byte rates read in 1024 steps
  const disks = await apiGet<{ items: { name: string }[] }>(
    page,
    '/v1/instances/db-primary/disks?project=demo',
  )
  const bytesRead = page.getByRole('list', { name: 'Bytes read legend' })
  for (const d of disks.items) await expect(bytesRead.getByText(d.name)).toBeVisible()
  await expect(bytesRead.locator('.chart-legend-value').first()).toHaveText(/(B|KiB|MiB|GiB)\/s$/)

  await page.getByRole('tablist', { name: 'Metrics' }).getByRole('tab', { name: 'network' }).click()
  await expectCharts(page, ['Bytes received', 'Bytes sent', 'Packets received', 'Packets sent'])
  expect(errors).toEqual([])
})

test('view query shows the OxQL of a chart and copies it', async ({ page, context, errors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`${base}/disk`)
  await booted(page)
  const instance = await apiGet<{ id: string }>(page, '/v1/instances/db-primary?project=demo')
  await page
    .getByRole('region', { name: 'Disk reads' })
    .getByRole('button', { name: 'View query' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'OxQL: Disk reads' })
  const query = `get virtual_disk:reads | filter timestamp > @now() - 1h && attached_instance_id == "${instance.id}" | align mean_within(60s) | group_by [disk_id], sum`
  await expect(dialog.locator('pre')).toHaveText(query.split(' | ').join('\n  | '))
  await dialog.getByRole('button', { name: 'Copy query' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(query)
  // the footer's Close (the header has a × labelled Close too)
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toBeHidden()
  expect(errors).toEqual([])
})

test('the range picker changes the query and is kept in the URL', async ({ page, errors }) => {
  await page.goto(`${base}/cpu`)
  await booted(page)
  const range = page.getByRole('group', { name: 'Time range' })
  const chart = page.getByRole('region', { name: 'CPU utilization per vCPU' })
  const viewQuery = async () => {
    await chart.getByRole('button', { name: 'View query' }).click()
    const dialog = page.getByRole('dialog', { name: /OxQL: / })
    const text = (await dialog.locator('pre').textContent()) ?? ''
    await dialog.getByRole('button', { name: 'Close' }).last().click()
    await expect(dialog).toBeHidden()
    return text
  }

  await range.getByRole('button', { name: 'last week' }).click()
  await expect(page).toHaveURL(/\/metrics\/cpu\?range=1w$/)
  await expect(range.getByRole('button', { name: 'last week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await viewQuery()).toContain('timestamp > @now() - 7d')
  expect(await viewQuery()).toContain('align mean_within(3600s)')
  await expect(chart.locator('canvas')).toHaveCount(1)
  // the sub-tabs keep the range
  const tabs = page.getByRole('tablist', { name: 'Metrics' })
  await tabs.getByRole('tab', { name: 'disk' }).click()
  await expect(page).toHaveURL(/\/metrics\/disk\?range=1w$/)
  await expect(tabs.getByRole('tab', { name: 'disk' })).toHaveAttribute('aria-selected', 'true')
  await tabs.getByRole('tab', { name: 'cpu' }).click()
  await expect(page).toHaveURL(/\/metrics\/cpu\?range=1w$/)
  // a reload keeps the range
  await page.reload()
  await booted(page)
  await expect(range.getByRole('button', { name: 'last week' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // a custom range: an inverted one is refused with the reason, a good one goes to the URL
  await range.getByRole('button', { name: 'custom' }).click()
  const form = page.getByRole('form', { name: 'Custom range' })
  await form.getByLabel('from').fill('2026-01-02T12:00')
  await form.getByLabel('to').fill('2026-01-02T10:00')
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(form.getByRole('alert')).toHaveText('The start must be before the end')
  await expect(page).toHaveURL(/range=1w$/)
  await form.getByLabel('from').fill('2026-01-02T10:00')
  await form.getByLabel('to').fill('2026-01-02T12:00')
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\?start=.+&end=.+$/)
  const q = await viewQuery()
  expect(q).toMatch(/timestamp >= @2026-01-02T\d\d:00:00 && timestamp < @2026-01-02T\d\d:00:00/)
  await expect(chart.locator('canvas')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('timeseries schemas are browsable from the palette and open as a chart', async ({
  page,
  errors,
}) => {
  await page.goto('/system/utilization')
  await booted(page)
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  const input = await openPalette(page)
  await input.fill('browse timeseries schemas')
  await expect(palette.getByRole('option').first()).toContainText('Browse timeseries schemas')
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('')
  // the whole list, one dense line per schema with datum type, units and what it measures
  await expect(palette.getByRole('option', { name: /virtual_machine:vcpu_usage/ })).toContainText(
    'cumulative_u64 · nanoseconds',
  )
  await input.fill('sled_data_link:bytes_sent')
  await expect(palette.getByRole('option').first()).toContainText('sled_data_link:bytes_sent')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/system\/utilization\?timeseries=sled_data_link%3Abytes_sent$/)
  await expectCharts(page, ['Bytes sent on the data link'])
  expect(errors).toEqual([])
})

test('system and silo utilization reuse the charts', async ({ page, errors }) => {
  await page.goto('/system/utilization')
  await booted(page)
  await expectCharts(page, [
    'Running vCPUs by sled',
    'Sled traffic received',
    'Sled traffic sent',
    'vCPUs provisioned',
  ])
  const provisioned: URL[] = []
  page.on('request', (r) => {
    if (r.url().includes('/v1/metrics/cpus_provisioned?')) provisioned.push(new URL(r.url()))
  })
  await page.goto('/utilization?range=1w')
  await booted(page)
  await expectCharts(page, ['vCPUs provisioned', 'Memory provisioned', 'Storage provisioned'])
  await expect(
    page.getByRole('list', { name: 'Memory provisioned legend' }).locator('.chart-legend-value'),
  ).toHaveText(/ (GiB|TiB)$/)
  // Refresh asks again, for a week that ends later: now
  const end = (u: URL | undefined) => Date.parse(u?.searchParams.get('end_time') ?? '')
  const start = (u: URL | undefined) => Date.parse(u?.searchParams.get('start_time') ?? '')
  expect(provisioned).toHaveLength(1)
  expect(end(provisioned[0]) - start(provisioned[0])).toBe(7 * 86_400_000)
  await page.waitForTimeout(1100) // the window end is to the millisecond: let the clock move
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect.poll(() => provisioned.length).toBe(2)
  expect(end(provisioned[1])).toBeGreaterThan(end(provisioned[0]) + 1000)
  await expectCharts(page, ['vCPUs provisioned'])
  expect(errors).toEqual([])
})

test('a stopped instance shows why its charts are empty', async ({ page, errors }) => {
  await page.goto('/projects/demo/instances/scratch/metrics/cpu')
  await booted(page)
  const chart = page.getByRole('region', { name: 'CPU utilization per vCPU' })
  await expect(chart.getByText('CPU utilization per vCPU: no data for the last hour')).toBeVisible()
  await expect(
    chart.getByText('scratch is stopped: an instance records metrics only while its VM runs.'),
  ).toBeVisible()
  await expect(chart.locator('canvas')).toHaveCount(0)
  // the week before it stopped has samples
  await page
    .getByRole('group', { name: 'Time range' })
    .getByRole('button', { name: 'last week' })
    .click()
  await expectCharts(page, ['CPU utilization per vCPU'])
  expect(errors).toEqual([])
})

test('charts follow the width of their pane', async ({ page, errors }) => {
  await page.goto(`${base}/network`)
  await booted(page)
  const chart = page.getByRole('region', { name: 'Bytes received' })
  await expectCharts(page, ['Bytes received'])
  const width = () => chart.locator('canvas').evaluate((c) => c.getBoundingClientRect().width)
  const wide = await width()
  await page.setViewportSize({ width: 900, height: 900 })
  // narrower pane: the legend moves under the plot, which takes the pane's width
  await expect.poll(width).not.toBe(wide)
  const narrow = await width()
  const pane = await chart.evaluate((s) => s.getBoundingClientRect().width)
  expect(narrow).toBeLessThan(pane)
  expect(narrow).toBeGreaterThan(pane * 0.8)
  expect(errors).toEqual([])
})

test('an unknown timeseries says so and offers the schema list', async ({ page, errors }) => {
  await page.goto('/system/utilization?timeseries=nope:nothing')
  await booted(page)
  await expect(page.getByText('No timeseries named nope:nothing')).toBeVisible()
  await page.getByRole('button', { name: 'Browse timeseries schemas' }).click()
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('option', { name: /sled_data_link:bytes_sent/ })).toBeVisible()
  expect(errors).toEqual([])
})
