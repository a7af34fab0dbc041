// Runbooks on the production build behind mock:server (issue 46): a shell runbook of `oxide` lines
// with a continued line and the export's wait loop runs in the console; one with a pipe runs
// nothing; a recording exports as a shell script that passes `sh -n`.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { test, expect, type Page } from './fixtures'

async function signIn(page: Page) {
  await page.goto('/projects')
  await expect(page).toHaveURL(/\/login\?redirect_uri=/)
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/projects')
}

const bar = (page: Page) => page.getByRole('region', { name: 'Script player' })

async function palette(page: Page) {
  await page.keyboard.press('Control+k')
  const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox')
  await expect(input).toBeFocused()
  return input
}

async function playPasted(page: Page, text: string) {
  const input = await palette(page)
  await input.fill('Run script')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /Run script/ })
  await dialog.getByLabel('Typing speed').selectOption('instant')
  await dialog.getByLabel('Or paste a script').fill(text)
  await dialog.getByRole('button', { name: 'Play pasted script' }).click()
}

type Items = { items: { name: string; run_state?: string }[] }

const names = async (page: Page, url: string) =>
  ((await (await page.request.get(url)).json()) as Items).items

/** A runbook that makes a project and an instance, waits for it to run, then stops it. */
const runbook = (p: string) =>
  [
    '#!/bin/sh',
    'set -eu',
    '# a project and an instance: up, then down',
    `oxide project create --name ${p} \\`,
    '  --description "from a runbook"',
    `oxide instance from-image --project ${p} --name vm1 --hostname vm1 --image debian-12 \\`,
    '  --size 10g --memory 2G --ncpus 1 --start',
    'n=0',
    `until [ "$(oxide instance view --project ${p} --instance vm1 | jq -r .run_state)" = running ]; do`,
    '  n=$((n + 1))',
    '  if [ "$n" -ge 30 ]; then echo "instance vm1 is not running after 30 s" >&2; exit 1; fi',
    '  sleep 1',
    'done',
    `oxide instance stop --project ${p} --instance vm1`,
    '',
  ].join('\n')

test('a shell runbook runs in the console, its wait loop included', async ({ page, errors }) => {
  test.setTimeout(60_000)
  const p = `rb46-${Date.now().toString(36)}`
  await signIn(page)
  await playPasted(page, runbook(p))
  await expect(bar(page)).toContainText('✓ Script finished: 4 steps', { timeout: 40_000 })
  expect((await names(page, '/v1/projects?limit=1000')).map((x) => x.name)).toContain(p)
  const vm = (await names(page, `/v1/instances?project=${p}`)).find((i) => i.name === 'vm1')
  expect(vm?.run_state).toMatch(/stopping|stopped/)
  expect(errors).toEqual([])
})

test('a runbook with a pipe runs nothing and names the line', async ({ page }) => {
  const p = `rb46-${Date.now().toString(36)}`
  await signIn(page)
  await playPasted(page, `${runbook(p)}oxide instance list --project ${p} | jq .\n`)
  const report = bar(page).getByRole('alert')
  await expect(report).toContainText(`✗ Script failed at line 15: oxide instance list`)
  await expect(report).toContainText('a pipe (|)')
  expect((await names(page, '/v1/projects?limit=1000')).map((x) => x.name)).not.toContain(p)
})

test('a recording exports as a shell script of oxide lines that passes sh -n', async ({ page }) => {
  const p = `rb46-${Date.now().toString(36)}`
  await signIn(page)
  let input = await palette(page)
  await input.fill('Record script')
  await page.keyboard.press('Enter')
  const recorder = page.getByRole('region', { name: 'Script recorder' })
  await expect(recorder).toContainText('0 commands')
  input = await palette(page)
  await page.keyboard.type(`project create --name ${p}`)
  await page.keyboard.press('Enter')
  await expect(recorder).toContainText('1 command')
  input = await palette(page)
  await page.keyboard.type(`oxide vpc create --project ${p} --name net1 --dns-name net1`)
  await page.keyboard.press('Enter')
  await expect(recorder).toContainText('2 commands')
  const download = page.waitForEvent('download')
  await recorder.getByRole('button', { name: 'Export as shell script', exact: true }).click()
  const file = await download
  const sh = readFileSync(await file.path(), 'utf8')
  expect(sh.startsWith('#!/bin/sh\n')).toBe(true)
  expect(sh).toMatch(/^# Rack: http:\/\/127\.0\.0\.1:\d+ {2}Silo: \S+/m)
  expect(execFileSync('sh', ['-n', await file.path()]).toString()).toBe('')
  expect(sh.split('\n').filter((l) => l.startsWith('oxide '))).toEqual([
    `oxide project create --name ${p}`,
    expect.stringMatching(
      new RegExp(`^oxide vpc create --project ${p} --name net1 .*--dns-name net1`),
    ),
  ])
})
