// A chart's legend reads its series at one precision (72.0% beside 35.1%, never 72%), and a bytes
// chart in one unit, so values can be compared down the column.
import type { Page } from '@playwright/test'
import { booted, expect, test } from './fixtures'

async function legends(page: Page) {
  return page.locator('figure.chart').evaluateAll((figures) =>
    figures.map((f) => ({
      title: f.getAttribute('aria-label') ?? '',
      values: [...f.querySelectorAll('.chart-legend-value')].map((v) => v.textContent ?? ''),
    })),
  )
}

const decimals = (v: string) => /\.(\d+)/.exec(v)?.[1]?.length ?? 0
const unit = (v: string) => v.replace(/[-\d.,\s]/g, '')

for (const tab of ['cpu', 'disk', 'network']) {
  test(`${tab} metrics: one precision and one unit per legend`, async ({ page, errors }) => {
    await page.goto(`/projects/demo/instances/web-1/metrics/${tab}`)
    await booted(page)
    await expect(page.locator('figure.chart').first()).toBeVisible()
    await expect(page.locator('.chart-legend-value').first()).not.toHaveText('–')
    const charts = await legends(page)
    expect(charts.length).toBeGreaterThan(0)
    for (const c of charts) {
      const shown = c.values.filter((v) => v !== '–')
      expect(new Set(shown.map(decimals)), c.title).toHaveProperty('size', 1)
      expect(new Set(shown.map(unit)), c.title).toHaveProperty('size', 1)
    }
    expect(errors).toEqual([])
  })
}
