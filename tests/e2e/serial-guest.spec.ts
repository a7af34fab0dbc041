// The mock's serial console guest answers the everyday commands with what is true of the
// instance (web-1: 4 vCPUs, 8 GiB, its boot disk, its addresses), and "command not found" only
// for the rest.
import type { Page } from '@playwright/test'
import { apiGet, booted, expect, test } from './fixtures'

test.use({ viewport: { width: 1440, height: 1400 } })

async function run(page: Page, line: string) {
  await page.keyboard.type(line)
  await page.keyboard.press('Enter')
}

test('uname, hostname, nproc, free, df, ip a and the rest answer as web-1', async ({
  page,
  errors,
}) => {
  await page.goto('/projects/demo/instances/web-1/serial-console')
  await booted(page)
  const out = page.locator('.xterm-rows')
  await expect(out).toContainText('ubuntu@web-1:~$')
  await expect(page.locator('.xterm-helper-textarea')).toBeFocused()
  type Nic = {
    primary: boolean
    ip_stack: { type: string; value: { ip?: string; v4?: { ip: string } } }
  }
  const nics = await apiGet<{ items: Nic[] }>(
    page,
    '/v1/network-interfaces?project=demo&instance=web-1',
  )
  const primary = nics.items.find((n) => n.primary)!.ip_stack.value
  const ip = primary.v4?.ip ?? primary.ip
  await run(page, 'uname -a')
  await expect(out).toContainText('Linux web-1 6.8.0-45-generic')
  await run(page, 'nproc')
  await run(page, 'hostname')
  await run(page, 'whoami')
  const lines = async () =>
    (await out.locator(':scope > div').allTextContents()).map((l) =>
      l.replace(/\u00a0/g, ' ').trim(),
    )
  // Each answer on a line of its own: 4 vCPUs, the hostname, the user.
  await expect.poll(lines).toEqual(expect.arrayContaining(['4', 'web-1', 'ubuntu']))
  await run(page, 'free -h')
  await expect(out).toContainText('Mem:')
  await expect(out).toContainText('7.8Gi')
  await run(page, 'df -h')
  await expect(out).toContainText('/dev/vda1')
  await run(page, 'ip a')
  await expect(out).toContainText(`inet ${ip}/`)
  await run(page, 'cat /etc/hostname')
  await run(page, 'uptime')
  await expect(out).toContainText('load average')
  await run(page, 'dmesg | tail -3')
  await expect(out).toContainText('Hostname set to <web-1>')
  await run(page, 'frobnicate')
  await expect(out).toContainText('frobnicate: command not found')
  const text = (await out.textContent()) ?? ''
  for (const cmd of [
    'uname',
    'nproc',
    'hostname',
    'whoami',
    'free',
    'df',
    'ip',
    'cat',
    'uptime',
    'dmesg',
  ])
    expect(text).not.toContain(`${cmd}: command not found`)
  expect(errors).toEqual([])
})
