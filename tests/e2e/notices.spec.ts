// Notices (toasts, the results of a bulk run) have a place of their own: they never lie over a
// control, at 1440x900 and 1400 px wide, whether over the last column's row menus, the pager,
// the bulk bar and the table's header, or a console workspace's pane.
import type { Page } from '@playwright/test'
import { booted, expect, openPalette, test } from './fixtures'

type Box = { x: number; y: number; width: number; height: number }

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * Every element of `selector` whose visible part meets `notice`'s box: the part inside the page's
 * scrolling main region (rows scrolled below it are not on screen).
 */
async function covered(page: Page, notice: Box, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect()
      const clip = el.closest('main')?.getBoundingClientRect() ?? {
        top: 0,
        bottom: window.innerHeight,
      }
      const top = Math.max(r.top, clip.top)
      const bottom = Math.min(r.bottom, clip.bottom)
      if (r.width === 0 || bottom <= top) return []
      return [
        { x: r.x, y: top, width: r.width, height: bottom - top, name: el.outerHTML.slice(0, 80) },
      ]
    }),
  )
  return boxes.filter((b) => overlap(notice, b)).map((b) => b.name)
}

for (const width of [1440, 1400]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a toast lies over no row menu and no pager button', async ({ page, errors }) => {
      await page.goto('/projects/demo/instances')
      await booted(page)
      const input = await openPalette(page)
      await input.fill('instance start web-3')
      await page.keyboard.press('Enter')
      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status')
      await expect(toast.first()).toContainText('web-3')
      const box = (await toast.first().boundingBox())!
      expect(await covered(page, box, 'main td.col-menu button')).toEqual([])
      expect(
        await covered(page, box, 'main nav[aria-label="Pagination"] button, main select'),
      ).toEqual([])
      expect(errors).toEqual([])
    })

    test('the results of a bulk run lie over neither the bulk bar nor the table header', async ({
      page,
      errors,
    }) => {
      await page.goto('/projects/demo/instances')
      await booted(page)
      // Two rows selected (the bulk bar shows), then a line naming two others: its results
      // show over the page while the bar stays.
      await page.getByRole('checkbox', { name: 'Select web-3' }).check()
      await page.getByRole('checkbox', { name: 'Select grafana' }).check()
      const bar = page.getByRole('toolbar', { name: 'Selected rows' })
      await expect(bar).toContainText('2 selected')
      const input = await openPalette(page)
      await input.fill('instance stop web-1 web-2')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog', { name: /Stop instance: 2 rows/ })).toBeVisible()
      await page.keyboard.press('Control+Enter')
      const results = page.getByRole('region', { name: 'Bulk action results' })
      await expect(results).toContainText('Stop instance: 2 ok')
      await expect(bar).toContainText('2 selected')
      const box = (await results.boundingBox())!
      expect(await covered(page, box, '[aria-label="Selected rows"] button')).toEqual([])
      expect(await covered(page, box, 'main thead th')).toEqual([])
      expect(await covered(page, box, 'main td.col-menu button')).toEqual([])
      expect(errors).toEqual([])
    })

    test("a toast lies over no part of a workspace pane's output", async ({ page, errors }) => {
      await page.goto('/consoles?i=demo/web-1')
      await booted(page)
      const pane = page.getByRole('region', { name: 'Console of web-1 in demo' })
      await expect(pane).toContainText('Connected to web-1 serial console')
      const input = await openPalette(page)
      await input.fill('instance start web-3 --project demo')
      await page.keyboard.press('Enter')
      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status')
      await expect(toast.first()).toContainText('web-3')
      const box = (await toast.first().boundingBox())!
      expect(overlap(box, (await pane.boundingBox())!)).toBe(false)
      // The terminal fits itself to the pane that gave up the room: its last line stays in view
      // while the toast shows (once it has gone, the pane takes the room back).
      await expect
        .poll(
          async () => {
            const shown = await toast.first().boundingBox()
            const screen = await pane.locator('.xterm-screen').boundingBox()
            return shown !== null && screen !== null && overlap(shown, screen)
          },
          { timeout: 15_000 },
        )
        .toBe(false)
      expect(errors).toEqual([])
    })
  })
}
