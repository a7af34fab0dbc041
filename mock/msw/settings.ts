// Knobs of the mock: latency and chaos. Browser defaults: 200-400 ms latency (localStorage
// `oxide-mock-latency`, "MIN-MAX" or "MS", overrides it), chaos off unless localStorage
// `oxide-mock-chaos` is '1' or the URL carries `?chaos=1`. Node tests: no latency.

const settings = {
  latency: [0, 0] as [number, number],
  chaos: false,
  /** share of requests chaos mode fails */
  chaosRate: 0.15,
}

/** Fixed latency (ms) or a [min, max] range drawn per request. */
export function setLatency(ms: number | [number, number]) {
  settings.latency = typeof ms === 'number' ? [ms, ms] : ms
}

export function setChaos(on: boolean, rate = 0.15) {
  settings.chaos = on
  settings.chaosRate = rate
}

export const chaosEnabled = () => settings.chaos

/**
 * Read the chaos switch (browser only). `?chaos=1` turns it on and `?chaos=0` off, and either is
 * remembered in localStorage, so chaos survives the reloads it causes (a chaotic 401 goes to the
 * login page) until it is turned off the same way or with the toggle command.
 */
export function chaosFromEnvironment(): boolean {
  try {
    const param = new URLSearchParams(window.location.search).get('chaos')
    if (param === '1') localStorage.setItem('oxide-mock-chaos', '1')
    if (param === '0') localStorage.removeItem('oxide-mock-chaos')
    return localStorage.getItem('oxide-mock-chaos') === '1'
  } catch {
    return false
  }
}

/** The browser's latency: 200-400 ms, or what localStorage `oxide-mock-latency` says. */
export const DEFAULT_BROWSER_LATENCY: [number, number] = [200, 400]

export function latencyFromEnvironment(): [number, number] {
  try {
    return parseLatency(localStorage.getItem('oxide-mock-latency')) ?? DEFAULT_BROWSER_LATENCY
  } catch {
    return DEFAULT_BROWSER_LATENCY
  }
}

/** "250" or "20-60" (ms); anything else is no setting. */
export function parseLatency(text: string | null): [number, number] | undefined {
  const m = text?.trim().match(/^(\d{1,5})(?:-(\d{1,5}))?$/)
  if (!m) return undefined
  const min = Number(m[1])
  const max = m[2] === undefined ? min : Number(m[2])
  return max >= min ? [min, max] : undefined
}

export function latencyMs() {
  const [min, max] = settings.latency
  return min + Math.random() * (max - min)
}

const CHAOS_STATUSES = [401, 403, 404, 500] as const

/** A random failure status when chaos strikes this request, else null (never with `on` false). */
export function chaosStrike(on = settings.chaos): (typeof CHAOS_STATUSES)[number] | null {
  if (!on || Math.random() >= settings.chaosRate) return null
  return CHAOS_STATUSES[Math.floor(Math.random() * CHAOS_STATUSES.length)] ?? 500
}

const ACTIVITY_KEY = 'oxide-mock-activity'

/**
 * The pace of the other users' activity (activity.ts) that a setting asks for, in ms: `1` is
 * the default pace, `MIN-MAX` a pause of MIN to MAX seconds between actions; anything else
 * (`0`, nothing) is no activity.
 */
export function parseActivity(
  text: string | null,
  pace: [number, number] = [10_000, 20_000],
): [number, number] | null {
  if (text === '1') return pace
  const m = text?.trim().match(/^(\d{1,4}(?:\.\d+)?)-(\d{1,4}(?:\.\d+)?)$/)
  if (!m) return null
  const min = Number(m[1]) * 1000
  const max = Number(m[2]) * 1000
  return max >= min && max > 0 ? [min, max] : null
}

/** The URL's `?mock-activity=` (browser only): null when absent. */
export function activityParam(): string | null {
  try {
    return new URLSearchParams(window.location.search).get('mock-activity')
  } catch {
    return null
  }
}

/**
 * Remembers what `?mock-activity=` said, as `?chaos=` is remembered: in localStorage, so it
 * holds for the browser's tabs and across reloads until `?mock-activity=0`.
 */
export function setActivitySetting(param: string) {
  try {
    if (parseActivity(param)) localStorage.setItem(ACTIVITY_KEY, param)
    else localStorage.removeItem(ACTIVITY_KEY)
  } catch {
    // No storage: no activity.
  }
}

/** The remembered activity setting (browser only). */
export function activitySetting(): string | null {
  try {
    return localStorage.getItem(ACTIVITY_KEY)
  } catch {
    return null
  }
}
