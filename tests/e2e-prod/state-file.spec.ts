// `npm run mock:server -- --state FILE`: what a demo server creates survives a restart, and a
// file that does not hold a state is refused at start, never replaced. Each test runs servers
// of its own (port 0: a free one), as a user would from the command line.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

type Started = { child: ChildProcess; url: string; output: () => string }

function run(args: string[]): {
  child: ChildProcess
  output: () => string
  exited: Promise<number>
} {
  const child = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'mock/server/main.ts', ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let text = ''
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()))
  const exited = new Promise<number>((ok) => child.on('exit', (code) => ok(code ?? -1)))
  return { child, output: () => text, exited }
}

async function start(state: string): Promise<Started & { exited: Promise<number> }> {
  const server = run(['--port', '0', '--latency', '0', '--state', state, '--validate'])
  await expect
    .poll(() => /listening on (http:\/\/\S+)/.exec(server.output())?.[1], { timeout: 30_000 })
    .toBeTruthy()
  const url = /listening on (http:\/\/\S+)/.exec(server.output())?.[1] as string
  return { ...server, url }
}

test.describe.configure({ timeout: 90_000 })

test('a project created on a --state server is there after a restart', async ({ playwright }) => {
  const file = join(mkdtempSync(join(tmpdir(), 'mock-state-')), 'platform.json')
  const first = await start(file)
  const api = await playwright.request.newContext({ baseURL: first.url })
  expect(
    (
      await api.post('/v1/login/corp/local', { data: { username: 'ops-admin', password: 'oxide' } })
    ).status(),
  ).toBe(204)
  const created = await api.post('/v1/projects', {
    data: { name: 'kept-across-restarts', description: 'made before the restart' },
  })
  expect(created.status()).toBe(201)
  first.child.kill('SIGTERM')
  expect(await first.exited).toBe(0)
  expect(first.output()).toContain('mock platform stopped (SIGTERM)')
  expect(readFileSync(file, 'utf8')).toContain('kept-across-restarts')

  // The same cookie still works: sessions are part of the state.
  const second = await start(file)
  const again = await playwright.request.newContext({
    baseURL: second.url,
    storageState: await api.storageState(),
  })
  const project = await again.get('/v1/projects/kept-across-restarts')
  expect(project.status()).toBe(200)
  expect(await project.json()).toMatchObject({ description: 'made before the restart' })
  const { violations } = (await (await again.get('/__mock/conformance')).json()) as {
    violations: string[]
  }
  expect(violations).toEqual([])
  second.child.kill('SIGINT')
  expect(await second.exited).toBe(0)
  await api.dispose()
  await again.dispose()
})

test('a corrupt state file is refused with the reason and left as it was', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mock-state-')), 'platform.json')
  writeFileSync(file, '{"format": "oxide-mock-platform-state", "version": 1, "db": ')
  const server = run(['--port', '0', '--state', file])
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain(`mock:server: refusing to start: ${file} is not valid JSON`)
  expect(readFileSync(file, 'utf8')).toBe(
    '{"format": "oxide-mock-platform-state", "version": 1, "db": ',
  )

  writeFileSync(file, '{"hello": "world"}')
  const other = run(['--port', '0', '--state', file])
  expect(await other.exited).toBe(1)
  expect(other.output()).toContain('is not a mock platform state file')
})

test('a wrong flag prints the usage and exits 2', async () => {
  const server = run(['--latency', 'fast'])
  expect(await server.exited).toBe(2)
  expect(server.output()).toContain('--latency wants MIN-MAX or one number of ms, not "fast"')
  expect(server.output()).toContain('usage: npm run mock:server -- [options]')
})
