// The prompt line shows the path whole (issue 45, point 3): at 1280 px and wider no part of the
// path is cut, the page's actions giving way first (their labels shorten to a word); short of
// room whole parts go from the left, the silo first, and the page's resource stays. The serial
// console's toolbar keeps "Ctrl ] leave" whole.
import type { Page } from '@playwright/test'
import { booted, expect, test } from './fixtures'

/** What the header shows: the prompt's parts on screen, and any part or button cut. */
async function header(page: Page) {
  return page.locator('.page-header').evaluate((h) => {
    const edge = (el: Element) => el.getBoundingClientRect().right
    const nav = h.querySelector('nav.prompt')!
    const shown = [...nav.querySelectorAll('li')].filter(
      (li) => getComputedStyle(li).display !== 'none',
    )
    const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth || edge(el) > edge(nav) + 0.01
    const room = edge(h) - parseFloat(getComputedStyle(h).paddingRight)
    const buttons = [...h.querySelectorAll<HTMLElement>('.page-actions .btn')]
    return {
      text: shown.map((li) => li.textContent).join(''),
      cutParts: shown.filter(cut).map((li) => li.textContent),
      cutButtons: buttons
        .filter((b) => b.scrollWidth > b.clientWidth || edge(b) > room + 0.01)
        .map((b) => b.textContent),
      promptEnd: edge(nav.querySelector('ol > li:last-child')!),
      actionsStart: h.querySelector('.page-actions')!.getBoundingClientRect().left,
    }
  })
}

const PAGES = [
  ['/projects/demo/instances/web-1/storage', 'silo:corp~/projects/demo/instances/web-1/storage$'],
  ['/projects/demo/instances/web-1/settings', 'silo:corp~/projects/demo/instances/web-1/settings$'],
  [
    '/projects/demo/instances/web-1/metrics/network',
    'silo:corp~/projects/demo/instances/web-1/metrics/network$',
  ],
  [
    '/projects/demo/vpcs/backend/internet-gateways/nat-gw',
    'silo:corp~/projects/demo/vpcs/backend/internet-gateways/nat-gw$',
  ],
  ['/projects/demo/vpcs/backend/subnets/db', 'silo:corp~/projects/demo/vpcs/backend/subnets/db$'],
] as const

for (const [width, height] of [
  [1280, 720],
  [1400, 900],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } })

    test('every deep page shows its whole path, and no button is cut', async ({ page, errors }) => {
      for (const [path, whole] of PAGES) {
        await page.goto(path)
        await booted(page)
        await expect(page.locator('.prompt a[aria-current="page"]')).toBeVisible()
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
          'silo:corp',
        )
        const h = await header(page)
        expect(h.text, path).toBe(whole)
        expect(h.cutParts, path).toEqual([])
        expect(h.cutButtons, path).toEqual([])
        expect(h.promptEnd, path).toBeLessThanOrEqual(h.actionsStart)
      }
      expect(errors).toEqual([])
    })

    test('the serial console toolbar keeps "Ctrl ] leave" whole', async ({ page, errors }) => {
      await page.goto('/projects/demo/instances/web-1/serial-console')
      await booted(page)
      const bar = page.locator('.serial-header')
      await expect(bar.getByRole('status').filter({ hasText: 'connected' })).toBeVisible()
      const keys = bar.getByLabel('Keys in the terminal')
      await expect(keys).toContainText('leave')
      const fit = await bar.evaluate((h) => {
        const right = h.getBoundingClientRect().right - parseFloat(getComputedStyle(h).paddingRight)
        const keys = h.querySelector<HTMLElement>('.serial-keys')!
        return {
          keysWhole: keys.scrollWidth <= keys.clientWidth,
          overflow: [...h.children]
            .filter((c) => getComputedStyle(c).position !== 'absolute')
            .filter((c) => c.getBoundingClientRect().right > right + 0.01)
            .map((c) => c.textContent),
        }
      })
      expect(fit).toEqual({ keysWhole: true, overflow: [] })
      // Shortened labels keep their whole names.
      await expect(bar.getByRole('link', { name: 'Back to instance' })).toBeVisible()
      expect(errors).toEqual([])
    })
  })
}

test.describe('a narrow window', () => {
  test.use({ viewport: { width: 1000, height: 700 } })

  test('whole parts go from the left, the silo first; the resource stays', async ({
    page,
    errors,
  }) => {
    await page.goto('/projects/demo/instances/web-1/metrics/network')
    await booted(page)
    await expect(page.locator('.prompt a[aria-current="page"]')).toBeVisible()
    const h = await header(page)
    expect(h.cutParts).toEqual([])
    expect(h.text).not.toContain('silo:corp')
    expect(h.text).toMatch(/^(~|…)/)
    expect(h.text).toMatch(/\/web-1\/metrics\/network\$$/)
    // What is shown is the path's end, whole parts only.
    const path = '~/projects/demo/instances/web-1/metrics/network$'
    expect(path.endsWith(h.text.replace(/^…/, ''))).toBe(true)
    expect(h.cutButtons).toEqual([])
    expect(errors).toEqual([])
  })
})
