// The serve project's fixtures: `problems` gathers what must not happen on any page served under
// the production headers: a Content-Security-Policy violation (the document's
// `securitypolicyviolation` events, reported from the page), a page error, a console error other
// than the API errors the console logs on purpose and the 401 of a signed-out page's first call.
import { spawn, type ChildProcess } from 'node:child_process'
import { test as base, expect, type Page } from '@playwright/test'

export { expect, type Page } from '@playwright/test'

export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, provide) => {
    const problems: string[] = []
    await page.exposeBinding('__cspViolation', (_, text: string) => problems.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __cspViolation(text: string): void }).__cspViolation
        report(
          `csp: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
        )
      })
    })
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
    page.on('console', (m) => {
      const text = m.text()
      const expected =
        text.startsWith('API error') ||
        /^Failed to load resource: the server responded with a status of (401|502|504)/.test(text)
      if (m.type() === 'error' && !expected) problems.push(`console: ${text}`)
    })
    await provide(problems)
  },
})

/** Signs in with the login form the console sent the browser to, as ops-admin. */
export async function signIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Username').fill('ops-admin')
  await page.getByLabel('Password').fill('oxide')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

export type Proc = { child: ChildProcess; stop(): Promise<void> }

/**
 * A server of the test's own (a rack, a console server, nginx), up once `ready` answers. One
 * process, not npx's chain of them, so that stopping it stops the server.
 */
export async function start(command: string, args: string[], ready: string): Promise<Proc> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const stop = () =>
    new Promise<void>((ok) => {
      if (child.exitCode !== null || child.signalCode !== null) return ok()
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000)
      child.once('exit', () => {
        clearTimeout(kill)
        ok()
      })
      child.kill('SIGTERM')
    })
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${command} exited: ${stderr}`)
    const up = await fetch(ready).then(
      () => true,
      () => false,
    )
    if (up) return { child, stop }
    await new Promise((r) => setTimeout(r, 150))
  }
  await stop()
  throw new Error(`${command} did not answer ${ready} in 30 s: ${stderr}`)
}

/** The mock platform, API only, as a rack on `port` (its state, sessions too, kept in `state`). */
export const startRack = (port: number, state?: string) =>
  start(
    process.execPath,
    [
      '--import',
      'tsx',
      'mock/server/main.ts',
      '--latency',
      '0',
      '--port',
      String(port),
      '--quiet',
      ...(state ? ['--state', state] : []),
    ],
    `http://127.0.0.1:${port}/v1/ping`,
  )

/** `npm run serve` of dist-prod in front of the rack on `rackPort`. */
export const startServe = (port: number, rackPort: number) =>
  start(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--api',
      `http://127.0.0.1:${rackPort}`,
      '--dist',
      'dist-prod',
      '--port',
      String(port),
      '--quiet',
    ],
    `http://127.0.0.1:${port}/`,
  )
