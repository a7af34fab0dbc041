// The options of `npm run serve`: flags after `--`, each with an environment variable that stands
// in when the flag is absent (the flag wins), as `npm run mock:server` reads its own.
import { accessSync, constants, existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { CspManifest } from '../build/plugins/csp-hashes'

export type ServeOptions = {
  /** the rack's API, an origin: `https://oxide.sys.example.com` */
  api: URL
  host: string
  port: number
  /** the production build (`npm run build`), absolute */
  dist: string
  /** accept a self-signed certificate from the rack (the upstream connection only) */
  insecure: boolean
  /** no line per request */
  quiet: boolean
  /** how long the rack has to answer a call's headers before a 504 (no flag: tests set it) */
  rackTimeoutMs?: number
}

export const DEFAULT_PORT = 8080

export const USAGE = `usage: npm run serve -- --api URL [options]
  --api URL      the rack's API, e.g. https://oxide.sys.example.com (env API_URL)
  --port N       port to listen on (default ${DEFAULT_PORT}; env PORT; 0 picks a free one)
  --host ADDR    address to listen on (default 127.0.0.1; 0.0.0.0 for every interface;
                 env SERVE_HOST)
  --dist DIR     the production build to serve (default dist; env SERVE_DIST)
  --insecure     accept a self-signed certificate from the rack (env API_INSECURE=1)
  --quiet        no line per request (env SERVE_QUIET=1)`

/** A wrong option, or a build or URL that cannot be used: the message says which and why. */
export class OptionError extends Error {}

const VALUED = new Set(['--api', '--port', '--host', '--dist'])
const SWITCHES = new Set(['--insecure', '--quiet'])

function parsePort(text: string): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || n > 65535)
    throw new OptionError(`--port wants a number from 0 to 65535, not "${text}"`)
  return n
}

/** The rack's URL: http or https, an origin (the API lives at its root). */
export function parseApiUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new OptionError(
      `--api wants the rack's URL, like https://oxide.sys.example.com, not "${text}"`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OptionError(`--api ${text}: the rack's URL must start with https:// (or http://)`)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new OptionError(
      `--api ${text}: give the rack's origin alone (${url.origin}); its API is at the root`,
    )
  return url
}

/** Read the flags (`--name value` or `--name=value`) over the environment's defaults. */
export function parseOptions(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ServeOptions {
  const flags = new Map<string, string | true>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const eq = arg.indexOf('=')
    const name = eq > 0 ? arg.slice(0, eq) : arg
    if (SWITCHES.has(name)) {
      if (eq > 0) throw new OptionError(`${name} takes no value`)
      flags.set(name, true)
    } else if (VALUED.has(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i]
      if (value === undefined || value === '') throw new OptionError(`${name} needs a value`)
      flags.set(name, value)
    } else if (name === '--help' || name === '-h') {
      throw new OptionError('')
    } else {
      throw new OptionError(`unknown option "${arg}"`)
    }
  }
  const text = (flag: string, envName: string) => {
    const v = flags.get(flag)
    return typeof v === 'string' ? v : env[envName] || null
  }
  const on = (flag: string, envName: string) => flags.get(flag) === true || env[envName] === '1'
  const api = text('--api', 'API_URL')
  if (api === null) throw new OptionError('--api URL is required: the rack to speak to')
  const port = text('--port', 'PORT')
  return {
    api: parseApiUrl(api),
    host: text('--host', 'SERVE_HOST') ?? '127.0.0.1',
    port: port === null ? DEFAULT_PORT : parsePort(port),
    dist: resolve(text('--dist', 'SERVE_DIST') ?? 'dist'),
    insecure: on('--insecure', 'API_INSECURE'),
    quiet: on('--quiet', 'SERVE_QUIET'),
  }
}

/** The build's CSP manifest, read once at start; a build that cannot be served is an OptionError. */
export function readBuild(dist: string): CspManifest {
  const need = (file: string, what: string) => {
    try {
      accessSync(join(dist, file), constants.R_OK)
    } catch {
      throw new OptionError(
        `--dist ${dist}: cannot read ${file} (${what}); build the console first: npm run build`,
      )
    }
  }
  need('index.html', 'the console')
  need('csp.json', "the inline scripts' hashes")
  need('assets', "the console's code")
  // A mock-mode build carries the platform in the page: in front of a rack it would show the mock.
  if (existsSync(join(dist, 'mock-sw.js')))
    throw new OptionError(
      `--dist ${dist} is a mock-mode build (npm run build:mock); build for a rack: npm run build`,
    )
  let manifest: CspManifest
  try {
    manifest = JSON.parse(readFileSync(join(dist, 'csp.json'), 'utf8')) as CspManifest
  } catch (e) {
    throw new OptionError(`--dist ${dist}: csp.json does not parse: ${(e as Error).message}`)
  }
  const hashes = manifest.scriptHashes
  if (!Array.isArray(hashes) || !hashes.every((h) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(h)))
    throw new OptionError(`--dist ${dist}: csp.json holds no list of sha256 hashes`)
  return { scriptHashes: hashes }
}
