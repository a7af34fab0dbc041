// Keys typed the moment a page starts loading, on every build (mock, production, dev server):
// each case navigates (`waitUntil: 'commit'`) and types at machine speed before anything of the
// app has run. The one wait is for the document's first script, index.html's key keeper, first in
// its <head> (a few ms): a key the browser delivers before the parser has reached it reaches no
// script of any page (docs/keyboard.md), an init script's included.
import { expect, type BrowserContext, type Page } from '@playwright/test'

/** How long what the keys lead to may take: a cold load of the dev server compiles every module. */
const SLOW_MS = 20_000

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Filter instances' })
const rows = (page: Page) => page.locator('main table tbody tr')

/** Navigates and returns the moment the document's first script keeps keys. */
export async function atCommit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => '__earlyKeysStop' in window, null, { polling: 1 })
}

/** Every row on screen names etcd, and there is one at least. */
async function onlyEtcdRows(page: Page) {
  await expect(rows(page).first()).toContainText('etcd', { timeout: SLOW_MS })
  await expect
    .poll(async () => (await rows(page).allTextContents()).every((t) => t.includes('etcd')), {
      timeout: SLOW_MS,
    })
    .toBe(true)
}

/** `/etcd`: the filter holds "etcd" and shows only etcd rows. */
export async function slashFilter(page: Page) {
  await atCommit(page, '/projects/demo/instances')
  await page.keyboard.press('/')
  await page.keyboard.type('etcd', { delay: 0 })
  await expect(filterBox(page)).toHaveValue('etcd', { timeout: SLOW_MS })
  await expect(filterBox(page)).toBeFocused()
  await onlyEtcdRows(page)
}

/** `/etcd` Enter: the filter stays, the cursor is on the first etcd row. */
export async function slashFilterEnter(page: Page) {
  await atCommit(page, '/projects/demo/instances')
  await page.keyboard.press('/')
  await page.keyboard.type('etcd', { delay: 0 })
  await page.keyboard.press('Enter')
  await expect(page.locator('main table tbody tr.row-cursor')).toContainText('etcd-1', {
    timeout: SLOW_MS,
  })
  await expect(filterBox(page)).toHaveValue('etcd')
  await onlyEtcdRows(page)
}

/** Ctrl+K `snapshots` Enter: the snapshots page. */
export async function paletteLine(page: Page) {
  await atCommit(page, '/projects/demo/instances')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('snapshots', { delay: 0 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/demo\/snapshots$/, { timeout: SLOW_MS })
  await expect(palette(page)).toHaveCount(0)
}

/** Ctrl+K, a paste (Ctrl+V of `snapshots`), Enter: the snapshots page. */
export async function palettePaste(page: Page, context: BrowserContext, baseURL: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  // The clipboard is written from a page of the console's origin, loaded whole (in mock mode its
  // platform's worker then controls the next load from its start).
  await page.goto('/projects')
  await rows(page).first().waitFor({ timeout: SLOW_MS })
  await page.evaluate(() => navigator.clipboard.writeText('snapshots\n'))
  await atCommit(page, '/projects/demo/instances')
  await page.keyboard.press('Control+k')
  await page.keyboard.press('Control+v')
  await expect(palette(page).getByRole('combobox')).toHaveValue('snapshots', { timeout: SLOW_MS })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/demo\/snapshots$/, { timeout: SLOW_MS })
}

/** On a loaded page, the chord `g i` and `/etcd` at once: the instances, filtered. */
export async function chordThenFilter(page: Page) {
  await page.goto('/projects/demo/disks')
  await rows(page).first().waitFor({ timeout: SLOW_MS })
  await page.keyboard.press('g')
  await page.keyboard.press('i')
  await page.keyboard.press('/')
  await page.keyboard.type('etcd', { delay: 0 })
  await expect(page).toHaveURL(/\/projects\/demo\/instances$/, { timeout: SLOW_MS })
  await expect(filterBox(page)).toHaveValue('etcd', { timeout: SLOW_MS })
  await onlyEtcdRows(page)
}
