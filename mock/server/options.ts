// The options of `npm run mock:server`: flags after `--`, each with an environment variable
// that stands in when the flag is absent (the flag wins).
import { BULK_MAX } from '../seed/bulk'
import { PROJECTS_MAX } from '../seed/many-projects'
import { AUDIT_BULK_MAX } from '../seed/audit'
import { ACTIVITY_EVERY } from '../activity-run'
import { parseActivity } from '../msw/settings'

export type ServerOptions = {
  host: string
  port: number
  /** per-request latency drawn from [min, max] ms */
  latency: [number, number]
  /** a built console to serve next to the API, with a single-page fallback */
  dist: string | null
  chaos: boolean
  /** where the platform's state is loaded from and saved to */
  state: string | null
  /** check every request and response body against nexus.json and keep the mismatches */
  validate: boolean
  /** no line per request */
  quiet: boolean
  /** instances in the load-testing project `bulk` (0: no such project), as `?mock-bulk=N` */
  bulk: number
  /** projects team-000 ... added to the silo, the last with a disk `needle-disk` (0: none) */
  projects: number
  /** extra audit log entries over the last week, as `?mock-audit=N` */
  audit: number
  /** other users act on the platform, a pause of [min, max] ms apart (null: they do not) */
  activity: [number, number] | null
}

export const DEFAULT_PORT = 12220
export const DEFAULT_LATENCY: [number, number] = [200, 400]

export const USAGE = `usage: npm run mock:server -- [options]
  --port N           port to listen on (default ${DEFAULT_PORT}; env PORT; 0 picks a free one)
  --host ADDR        address to listen on (default 127.0.0.1; env MOCK_HOST)
  --latency MIN-MAX  latency of each API call in ms, or one number; 0 for none
                     (default ${DEFAULT_LATENCY.join('-')}; env MOCK_LATENCY)
  --dist DIR         also serve the console built in DIR, with a single-page fallback (env MOCK_DIST)
  --chaos            fail 15% of API calls with 401/403/404/500 (env MOCK_CHAOS=1)
  --state FILE       load the platform's state from FILE and save it there on every change
                     and on exit (env MOCK_STATE)
  --validate         check every request and response body against nexus.json; mismatches are
                     logged and listed at GET /__mock/conformance (env MOCK_VALIDATE=1)
  --quiet            no line per request (env MOCK_QUIET=1)
  --bulk N           add project bulk with N instances, inst-00000 on, at most ${BULK_MAX}
                     (env MOCK_BULK; as ?mock-bulk=N in the browser)
  --audit N          add N audit log entries over the last week, at most ${AUDIT_BULK_MAX}
                     (env MOCK_AUDIT; as ?mock-audit=N in the browser)
  --projects N       add projects team-000 on, the last with a disk needle-disk, at most
                     ${PROJECTS_MAX} (env MOCK_PROJECTS; as ?mock-projects=N in the browser)
  --activity         other users (maria-ops, lee-web, sam-data, ops-admin with the CLI) act
                     on the platform every 10-20 s: a stop or start, a disk, a firewall rule,
                     a floating IP; --activity=MIN-MAX for another pause in seconds
                     (env MOCK_ACTIVITY=1 or MIN-MAX; as ?mock-activity=1 in the browser)`

/** A wrong option: the message says which and why. */
export class OptionError extends Error {}

function parseLatency(text: string): [number, number] {
  const m = /^(\d+)(?:-(\d+))?$/.exec(text.trim())
  if (!m) throw new OptionError(`--latency wants MIN-MAX or one number of ms, not "${text}"`)
  const min = Number(m[1])
  const max = m[2] === undefined ? min : Number(m[2])
  if (max < min) throw new OptionError(`--latency ${text}: the maximum is below the minimum`)
  return [min, max]
}

function parseBulk(text: string): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || n > BULK_MAX)
    throw new OptionError(`--bulk wants a number of instances from 0 to ${BULK_MAX}, not "${text}"`)
  return n
}

function parseProjects(text: string): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || n > PROJECTS_MAX)
    throw new OptionError(
      `--projects wants a number of projects from 0 to ${PROJECTS_MAX}, not "${text}"`,
    )
  return n
}

function parseAudit(text: string): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || n > AUDIT_BULK_MAX)
    throw new OptionError(
      `--audit wants a number of entries from 0 to ${AUDIT_BULK_MAX}, not "${text}"`,
    )
  return n
}

function parseActivityOption(text: string): [number, number] | null {
  if (text === '0') return null
  const pace = parseActivity(text, ACTIVITY_EVERY)
  if (!pace)
    throw new OptionError(
      `--activity wants nothing, 1, 0 or a pause MIN-MAX in seconds, not "${text}"`,
    )
  return pace
}

function parsePort(text: string): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || n < 0 || n > 65535)
    throw new OptionError(`--port wants a number from 0 to 65535, not "${text}"`)
  return n
}

const VALUED = new Set([
  '--port',
  '--latency',
  '--dist',
  '--state',
  '--host',
  '--bulk',
  '--audit',
  '--projects',
])
const SWITCHES = new Set(['--chaos', '--validate', '--quiet'])

/** Read the flags (`--name value` or `--name=value`) over the environment's defaults. */
export function parseOptions(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): ServerOptions {
  const flags = new Map<string, string | true>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const eq = arg.indexOf('=')
    const name = eq > 0 ? arg.slice(0, eq) : arg
    if (name === '--activity') {
      // A switch, or with `=MIN-MAX` the pause between actions.
      flags.set(name, eq > 0 ? arg.slice(eq + 1) : '1')
    } else if (SWITCHES.has(name)) {
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
  const port = text('--port', 'PORT')
  const latency = text('--latency', 'MOCK_LATENCY')
  const bulk = text('--bulk', 'MOCK_BULK')
  const audit = text('--audit', 'MOCK_AUDIT')
  const projects = text('--projects', 'MOCK_PROJECTS')
  const activity = text('--activity', 'MOCK_ACTIVITY')
  return {
    host: text('--host', 'MOCK_HOST') ?? '127.0.0.1',
    port: port === null ? DEFAULT_PORT : parsePort(port),
    latency: latency === null ? DEFAULT_LATENCY : parseLatency(latency),
    dist: text('--dist', 'MOCK_DIST'),
    chaos: on('--chaos', 'MOCK_CHAOS'),
    state: text('--state', 'MOCK_STATE'),
    validate: on('--validate', 'MOCK_VALIDATE'),
    quiet: on('--quiet', 'MOCK_QUIET'),
    bulk: bulk === null ? 0 : parseBulk(bulk),
    audit: audit === null ? 0 : parseAudit(audit),
    projects: projects === null ? 0 : parseProjects(projects),
    activity: activity === null ? null : parseActivityOption(activity),
  }
}
