// Business constants and limits from the spec's section 9. Every timing, size and budget the app
// and the mock share lives here so the two cannot disagree.

/** Rows per page of a list call when the caller does not say (section 7 and 9). */
export const DEFAULT_PAGE_SIZE = 50
/**
 * The localStorage key of the rows-per-page preference: the app's lists read it, and so does
 * index.html's first script, which asks for the first page's list before the app has loaded.
 */
export const ROWS_PER_PAGE_KEY = 'oxide-console.rows-per-page'

/** A loading indicator, once shown, stays at least this long so it does not flicker (section 5). */
export const LOADING_MIN_MS = 500
/** How long a query result counts as fresh: SWR dedupes identical requests within it. */
export const QUERY_FRESH_MS = 2000
/** Scroll position detection is throttled to this interval. */
export const SCROLL_THROTTLE_MS = 125
/** How long the check mark stays after copying to the clipboard. */
export const COPY_CONFIRM_MS = 2000
/** Default delay before a tooltip opens. */
export const TOOLTIP_DELAY_MS = 250

/** Letters in a device authorization code. */
export const DEVICE_CODE_LENGTH = 8
/**
 * The dash of a device code goes after index 3 counted from zero ('ABCD-EFGH'): that is the form
 * the platform issues and expects, and what the spec's 'position 3' means.
 */
export const DEVICE_CODE_DASH_AFTER_INDEX = 3

/** Longest valid resource name. */
export const NAME_MAX = 63
/** Hexadecimal characters of the random suffix of a generated name. */
export const NAME_SUFFIX_LENGTH = 6

/** Steps between byte units (KiB, MiB, GiB, TiB). */
export const UNIT_STEP = 1024
export const KiB = UNIT_STEP
export const MiB = KiB * UNIT_STEP
export const GiB = MiB * UNIT_STEP
export const TiB = GiB * UNIT_STEP

/** Numbers from this value upward are shown in compact form (1.2M). */
export const COMPACT_NUMBER_FROM = 1_000_000

/** Share of raw sled capacity that is actually usable for provisioning. */
export const USABLE_FACTOR = 0.7
/** Usable disk per sled: 32 TiB of drives, of which 90.9% is left after formatting. */
export const DISK_PER_SLED_TIB = 32 * 0.909

/** Simulated latency of the in-browser mock, in milliseconds. */
export const MOCK_LATENCY_MS = { min: 200, max: 400 } as const
/** The mock serial console sends its greeting after this delay. */
export const MOCK_GREETING_MS = 1000

/** Physical capacity of a sled as Nexus reports it (RAM in bytes). */
export type SledCapacity = {
  usablePhysicalRam: number
  usableHardwareThreads: number
  /** an expunged sled (or a decommissioned one) provisions nothing: it does not count */
  policy?: { kind: string }
  state?: string
}

/** Whether the sled can still hold anything: not expunged, not decommissioned. */
export const countsForCapacity = (s: SledCapacity) =>
  s.policy?.kind !== 'expunged' && s.state !== 'decommissioned'

/** Estimated provisionable capacity of a set of sleds. */
export type CapacityEstimate = { cpus: number; memoryGiB: number; diskTiB: number }

/**
 * What a fleet can realistically provision: the usable factor applied to the raw totals, each
 * rounded up (section 9), so a partly usable unit still counts. Expunged and decommissioned
 * sleds are left out.
 */
export function capacityEstimate(all: readonly SledCapacity[]): CapacityEstimate {
  const sleds = all.filter(countsForCapacity)
  let threads = 0
  let ram = 0
  for (const s of sleds) {
    threads += s.usableHardwareThreads
    ram += s.usablePhysicalRam
  }
  return {
    cpus: roundUp(threads * USABLE_FACTOR),
    memoryGiB: roundUp((ram / GiB) * USABLE_FACTOR),
    diskTiB: roundUp(sleds.length * DISK_PER_SLED_TIB * USABLE_FACTOR),
  }
}

/**
 * Rounds up, ignoring floating-point noise below a millionth: 0.7 * 10 is 7.000000000000001 in
 * binary floating point and must still round to 7, not 8.
 */
export function roundUp(n: number): number {
  const nearest = Math.round(n)
  return Math.abs(n - nearest) < 1e-6 ? nearest : Math.ceil(n)
}

/**
 * sessionStorage: which in-browser mock platform this tab holds (new with every fresh seed). The
 * palette's name index is kept per platform, as it is per silo and user on a rack.
 */
export const MOCK_PLATFORM_ID_KEY = 'oxide-mock-platform-id'
/**
 * The in-browser mock keeps its platform for the tab under this sessionStorage key
 * (mock/browser-state.ts); `?mock-reset=1` on a URL throws it away and starts from the seed.
 */
export const MOCK_TAB_STATE_KEY = 'oxide-mock-platform'
export const MOCK_RESET_PARAM = 'mock-reset'
