import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PORT, OptionError, parseOptions, readBuild } from './options'

const API = ['--api', 'https://oxide.sys.example.com']

describe('parseOptions', () => {
  it('reads the flags, in both forms, over the defaults', () => {
    expect(parseOptions(API)).toEqual({
      api: new URL('https://oxide.sys.example.com'),
      host: '127.0.0.1',
      port: DEFAULT_PORT,
      dist: resolve('dist'),
      insecure: false,
      quiet: false,
    })
    const o = parseOptions([
      '--api=http://10.0.0.1:12220',
      '--port',
      '0',
      '--host=0.0.0.0',
      '--dist',
      'dist-prod',
      '--insecure',
      '--quiet',
    ])
    expect(o).toMatchObject({ host: '0.0.0.0', port: 0, dist: resolve('dist-prod') })
    expect(o.api.origin).toBe('http://10.0.0.1:12220')
    expect(o.insecure && o.quiet).toBe(true)
  })

  it('takes each option from the environment when its flag is absent; the flag wins', () => {
    const env = {
      API_URL: 'https://rack.example',
      PORT: '9000',
      SERVE_HOST: '::',
      SERVE_DIST: '/srv/console',
      API_INSECURE: '1',
      SERVE_QUIET: '1',
    }
    expect(parseOptions([], env)).toMatchObject({
      host: '::',
      port: 9000,
      dist: '/srv/console',
      insecure: true,
      quiet: true,
    })
    expect(parseOptions(['--port', '9001', ...API], env)).toMatchObject({ port: 9001 })
    expect(parseOptions(API, env).api.host).toBe('oxide.sys.example.com')
  })

  it('refuses what it cannot use, saying why', () => {
    const refused = (argv: string[]) => {
      try {
        parseOptions(argv)
      } catch (e) {
        expect(e).toBeInstanceOf(OptionError)
        return (e as Error).message
      }
      throw new Error(`accepted ${argv.join(' ')}`)
    }
    expect(refused([])).toMatch(/--api URL is required/)
    expect(refused(['--api', 'rack.example'])).toMatch(/the rack's URL, like https:/)
    expect(refused(['--api', 'ftp://rack.example'])).toMatch(/must start with https:/)
    expect(refused(['--api', 'https://rack.example/v1'])).toMatch(/origin alone/)
    expect(refused([...API, '--port', '70000'])).toMatch(/--port wants a number/)
    expect(refused([...API, '--bogus'])).toMatch(/unknown option "--bogus"/)
    expect(refused([...API, '--insecure=yes'])).toMatch(/takes no value/)
    expect(refused([...API, '--dist'])).toMatch(/--dist needs a value/)
  })
})

describe('readBuild', () => {
  const dist = () => mkdtempSync(join(tmpdir(), 'serve-dist-'))

  it('reads the hashes of a production build', () => {
    const dir = dist()
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html>')
    writeFileSync(join(dir, 'csp.json'), JSON.stringify({ scriptHashes: ["'sha256-abc='"] }))
    expect(readBuild(dir)).toEqual({ scriptHashes: ["'sha256-abc='"] })
  })

  it('refuses a folder that is not one, naming what is missing', () => {
    const dir = dist()
    expect(() => readBuild(dir)).toThrow(/cannot read index.html .*npm run build/)
    writeFileSync(join(dir, 'index.html'), '<!doctype html>')
    expect(() => readBuild(dir)).toThrow(/cannot read csp.json/)
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'csp.json'), '{"scriptHashes": ["sha256-unquoted"]}')
    expect(() => readBuild(dir)).toThrow(/no list of sha256 hashes/)
    writeFileSync(join(dir, 'csp.json'), '{"scriptHashes": []}')
    writeFileSync(join(dir, 'mock-sw.js'), '')
    expect(() => readBuild(dir)).toThrow(/is a mock-mode build .*npm run build/)
  })
})

describe('npm run serve', () => {
  const run = (...argv: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', ...argv], {
      encoding: 'utf8',
      env: { ...process.env, API_URL: '', PORT: '' },
      timeout: 20_000,
    })

  it('exits 2 with a message on a wrong flag, an unreadable build or a rack URL that does not parse', () => {
    const wrong = run(...API, '--frobnicate')
    expect(wrong.status).toBe(2)
    expect(wrong.stderr).toContain('serve: unknown option "--frobnicate"')
    expect(wrong.stderr).toContain('usage: npm run serve')
    const noBuild = run(...API, '--dist', join(tmpdir(), 'no-such-build'))
    expect(noBuild.status).toBe(2)
    expect(noBuild.stderr).toMatch(/serve: --dist .*no-such-build: cannot read index.html/)
    const badUrl = run('--api', 'not a url')
    expect(badUrl.status).toBe(2)
    expect(badUrl.stderr).toContain(`serve: --api wants the rack's URL`)
  })
})
