// Runbooks (issue 46): a recording leaves as a shell script of real `oxide` lines that passes
// `sh -n` and plays back in the console; a shell runbook runs in the console, step by step if
// asked; one with a pipe runs nothing. And a shipped demo runs on a used console (issue 45).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { test, expect, apiGet, booted, openPalette } from './fixtures'

const bar = (page: Page) => page.getByRole('region', { name: 'Script player' })

/** The runbook of the issue, as operators write them. */
const RUNBOOK = [
  '#!/bin/sh',
  'set -eu',
  '# make the project, then take worker-1 down',
  'oxide project create --name rb-import \\',
  '  --description "from a runbook"',
  'oxide instance stop --project demo --instance worker-1',
  '',
].join('\n')

type Named = { items: { name: string; run_state?: string }[] }

const runState = async (page: Page, name: string) =>
  (await apiGet<Named>(page, '/v1/instances?project=demo&limit=100')).items.find(
    (i) => i.name === name,
  )?.run_state

const projects = async (page: Page) =>
  (await apiGet<Named>(page, '/v1/projects?limit=100')).items.map((p) => p.name)

/** Opens Run script from the palette; the dialog. */
async function runScriptDialog(page: Page) {
  const input = await openPalette(page)
  await input.fill('Run script')
  await page.keyboard.press('Enter')
  return page.getByRole('dialog', { name: /Run script/ })
}

async function playPasted(page: Page, text: string, step = false) {
  const dialog = await runScriptDialog(page)
  await dialog.getByLabel('Typing speed').selectOption('instant')
  if (step) await dialog.getByLabel(/Step through/).check()
  await dialog.getByLabel('Or paste a script').fill(text)
  await dialog.getByRole('button', { name: 'Play pasted script' }).click()
}

const textOf = async (d: Download) => readFileSync(await d.path(), 'utf8')

test('the runbook of the issue runs: the project is created and worker-1 stops', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  expect(await runState(page, 'worker-1')).toBe('running')
  await playPasted(page, RUNBOOK)
  await expect(bar(page)).toContainText('✓ Script finished: 2 steps')
  expect(await projects(page)).toContain('rb-import')
  expect(await runState(page, 'worker-1')).toMatch(/stopping|stopped/)
  expect(errors).toEqual([])
})

test('a runbook with a pipe is refused before anything runs, naming the line', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await playPasted(page, `${RUNBOOK}oxide instance list --project demo | grep worker\n`)
  const report = bar(page).getByRole('alert')
  await expect(report).toContainText(
    '✗ Script failed at line 7: oxide instance list --project demo | grep worker',
  )
  await expect(report).toContainText('the console cannot run a pipe (|)')
  expect(await projects(page)).not.toContain('rb-import')
  expect(await runState(page, 'worker-1')).toBe('running')
})

test('stepping through shows each step before it runs; s skips and Enter runs', async ({
  page,
}) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await playPasted(page, RUNBOOK, true)
  await expect(bar(page)).toContainText('step 1/2 · line 4: Create project on project rb-import')
  await expect(bar(page)).toContainText('allowed now')
  await expect(bar(page).getByRole('button', { name: 'Skip (s)' })).toBeVisible()
  await expect(bar(page).getByRole('button', { name: 'Stop (Esc)' })).toBeVisible()
  await page.keyboard.press('s')
  await expect(bar(page)).toContainText(
    'step 2/2 · line 6: Stop instance on instance worker-1 in project demo',
  )
  await page.keyboard.press('Enter')
  await expect(bar(page)).toContainText('✓ Script finished: 2 steps')
  await expect.poll(() => runState(page, 'worker-1')).toMatch(/stopping|stopped/)
  expect(await projects(page)).not.toContain('rb-import')
})

test('a recording exports as a shell script that passes sh -n and plays back', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  let input = await openPalette(page)
  await input.fill('Record script')
  await page.keyboard.press('Enter')
  const recorder = page.getByRole('region', { name: 'Script recorder' })
  await expect(recorder).toContainText('0 commands')
  input = await openPalette(page)
  await page.keyboard.type('instance stop worker-1')
  await page.keyboard.press('Enter')
  await page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(recorder).toContainText('1 command')
  input = await openPalette(page)
  await page.keyboard.type('project create --name rb-rec')
  await page.keyboard.press('Enter')
  await expect(recorder).toContainText('2 commands')
  const download = page.waitForEvent('download')
  await recorder.getByRole('button', { name: 'Export as shell script', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('recorded-script.sh')
  const sh = await textOf(file)
  expect(sh.startsWith('#!/bin/sh\n')).toBe(true)
  expect(sh).toMatch(/^set -eu$/m)
  expect(sh).toMatch(/^# Rack: http:\/\/localhost:\d+ {2}Silo: \S+/m)
  expect(execFileSync('sh', ['-n', await file.path()]).toString()).toBe('')
  expect(sh.split('\n').filter((l) => l.startsWith('oxide '))).toEqual([
    'oxide instance stop --project demo --instance worker-1',
    'oxide project create --name rb-rec',
  ])

  // Played back on a fresh platform, from the file.
  await page.goto('/projects/demo/instances?mock-reset=1')
  await booted(page)
  expect(await runState(page, 'worker-1')).toBe('running')
  expect(await projects(page)).not.toContain('rb-rec')
  const dialog = await runScriptDialog(page)
  await dialog.getByLabel('Typing speed').selectOption('instant')
  await dialog.getByLabel('From a file').setInputFiles({
    name: 'recorded-script.sh',
    mimeType: 'text/plain',
    buffer: Buffer.from(sh),
  })
  await expect(bar(page)).toContainText('✓ Script finished: 2 steps')
  expect(await projects(page)).toContain('rb-rec')
  expect(await runState(page, 'worker-1')).toMatch(/stopping|stopped/)
})

test('the player exports the script it played as a shell script', async ({ page }) => {
  await page.goto('/projects/demo/instances')
  await booted(page)
  await playPasted(page, 'goto /projects/demo/instances\nexpect web-1\ninstance start web-1\n')
  await expect(bar(page)).toContainText('Script failed at line 3')
  const download = page.waitForEvent('download')
  await bar(page).getByRole('button', { name: 'Export as shell script' }).click()
  const sh = await textOf(await download)
  expect(sh).toContain('# expect web-1: the console waited for this text on the page here')
  expect(sh).toMatch(/^oxide instance start --project demo --instance web-1$/m)
})

test('the shipped demos are offered as shell scripts too; first-boot.sh plays', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/projects/demo/instances')
  await booted(page)
  const dialog = await runScriptDialog(page)
  await dialog.getByLabel('Typing speed').selectOption('instant')
  await dialog.getByRole('button', { name: 'first-boot.sh' }).click()
  await expect(bar(page)).toContainText('✓ Script finished: 4 steps', { timeout: 45_000 })
  expect(await runState(page, 'first-boot')).toBe('running')
})

test('the on-call demo runs on a console whose workers were stopped', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/projects/demo/instances')
  await booted(page)
  await openPalette(page)
  await page.keyboard.type('instance stop worker-1 worker-2')
  await page.keyboard.press('Enter')
  await page.getByRole('dialog').getByRole('button', { name: 'Stop', exact: true }).click()
  await expect.poll(() => runState(page, 'worker-2'), { timeout: 15_000 }).toBe('stopped')
  await page.goto('/projects?script=/demos/on-call.txt&speed=fast')
  await booted(page)
  await expect(bar(page)).toContainText('✓ Script finished: 12 steps', { timeout: 80_000 })
  expect(await runState(page, 'worker-1')).toMatch(/stopping|stopped/)
})

test('a demo that fails in mock mode offers to reset the platform and run again', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/projects/demo/instances')
  await booted(page)
  await openPalette(page)
  await page.keyboard.type('project create --name used-console')
  await page.keyboard.press('Enter')
  await expect.poll(() => projects(page)).toContain('used-console')
  // A demo that needs a project the console no longer has the way it was: a script of this
  // site's own that fails (the first-boot demo asks for an instance name already taken).
  await page.goto('/projects?script=/demos/first-boot.txt&speed=instant')
  await booted(page)
  await expect(bar(page)).toContainText('✓ Script finished', { timeout: 45_000 })
  await page.goto('/projects?script=/demos/first-boot.txt&speed=instant')
  await booted(page)
  await expect(bar(page).getByRole('alert')).toContainText('✗ Script failed at line 7')
  await bar(page).getByRole('button', { name: 'Reset mock platform and run again' }).click()
  await expect(page).toHaveURL(/script=%2Fdemos%2Ffirst-boot\.txt|script=\/demos\/first-boot\.txt/)
  await booted(page)
  await expect(bar(page)).toContainText('✓ Script finished: 9 steps', { timeout: 45_000 })
  expect(await projects(page)).not.toContain('used-console')
})
