// Validation rules of the spec's section 5, with its messages word for word. Every validator
// returns the message to show, or undefined when the value is valid, so forms and command
// argument checks can use them directly.
import { DEVICE_CODE_DASH_AFTER_INDEX, DEVICE_CODE_LENGTH, NAME_MAX } from './constants'

export const IP_INVALID = 'Not a valid IP address'
export const IP_NET_NO_SLASH = 'Must contain an IP address and a width, separated by a /'
export const IP_NET_WIDTH_NOT_INT = 'Width must be an integer'
export const IP_NET_V4_MAX = 'Max width for IPv4 is 32'
export const IP_NET_V6_MAX = 'Max width for IPv6 is 128'
export const PORT_RANGE_INVALID = 'Not a valid port range'
export const ITEMS_NOT_UNIQUE = 'Items must be unique'

// A decimal octet 0-255 without leading zeros: the platform (Rust's Ipv4Addr) refuses `010`
// because other parsers read it as octal.
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)'
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`)
const HEXTET = /^[0-9a-f]{1,4}$/i

export const isIpv4 = (s: string) => IPV4.test(s)

/** RFC 4291 text forms: eight groups, `::` for one run of zero groups, an IPv4 tail. */
export function isIpv6(s: string): boolean {
  const lastColon = s.lastIndexOf(':')
  if (lastColon === -1) return false
  let text = s
  const tail = s.slice(lastColon + 1)
  if (tail.includes('.')) {
    // An embedded IPv4 address (`::ffff:10.0.0.1`) stands for the last two groups.
    if (!isIpv4(tail)) return false
    text = `${s.slice(0, lastColon + 1)}0:0`
  }
  const halves = text.split('::')
  if (halves.length > 2) return false
  let groups = 0
  for (const half of halves) {
    if (half === '') continue
    for (const g of half.split(':')) if (!HEXTET.test(g)) return false
    groups += half.split(':').length
  }
  return halves.length === 2 ? groups <= 7 : groups === 8
}

export type IpVersion = 'v4' | 'v6'

export const ipVersion = (s: string): IpVersion | undefined =>
  isIpv4(s) ? 'v4' : isIpv6(s) ? 'v6' : undefined

/** IPv4 or IPv6 address. */
export const validateIp = (s: string): string | undefined => (ipVersion(s) ? undefined : IP_INVALID)

export type ParsedIpNet =
  { type: IpVersion; address: string; width: number } | { type: 'error'; message: string }

/** An address and a prefix width, `10.0.0.0/24` or `fd00::/64`. */
export function parseIpNet(s: string): ParsedIpNet {
  const parts = s.split('/')
  if (parts.length !== 2) return { type: 'error', message: IP_NET_NO_SLASH }
  const [address = '', widthText = ''] = parts
  const version = ipVersion(address)
  if (!version) return { type: 'error', message: IP_INVALID }
  if (!/^\d+$/.test(widthText)) return { type: 'error', message: IP_NET_WIDTH_NOT_INT }
  const width = Number(widthText)
  if (version === 'v4' && width > 32) return { type: 'error', message: IP_NET_V4_MAX }
  if (version === 'v6' && width > 128) return { type: 'error', message: IP_NET_V6_MAX }
  return { type: version, address, width }
}

export const validateIpNet = (s: string): string | undefined => {
  const parsed = parseIpNet(s)
  return parsed.type === 'error' ? parsed.message : undefined
}

const MAX_PORT = 65535

/** A port (`22`) or an inclusive range (`8000-8080`), lower end first. */
export function validatePortRange(s: string): string | undefined {
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(s)
  if (!m) return PORT_RANGE_INVALID
  const low = Number(m[1])
  const high = m[2] === undefined ? low : Number(m[2])
  if (low > MAX_PORT || high > MAX_PORT || high < low) return PORT_RANGE_INVALID
  return undefined
}

// Objects compare by content, with keys sorted so `{a, b}` equals `{b, a}`.
const stableKey = (v: unknown): string =>
  JSON.stringify(v, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  )

/** A list whose items must all differ (firewall targets, hosts, IP ranges...). */
export function validateUnique(items: readonly unknown[]): string | undefined {
  const seen = new Set<string>()
  for (const item of items) {
    const key = typeof item === 'string' ? `s:${item}` : `j:${stableKey(item)}`
    if (seen.has(key)) return ITEMS_NOT_UNIQUE
    seen.add(key)
  }
  return undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (s: string) => UUID.test(s)

/**
 * Oxide resource names: lowercase ASCII letters, digits and dashes, starting with a letter, not
 * ending with a dash, at most 63 characters, and never a UUID (names and ids share the same
 * lookup path parameter, so a UUID-shaped name would be ambiguous).
 */
export function validateName(s: string): string | undefined {
  if (s === '') return 'Name is required'
  if (s.length > NAME_MAX) return `Must be ${NAME_MAX} characters or fewer`
  if (!/^[a-z]/.test(s)) return 'Must start with a lowercase letter'
  if (!/^[a-z0-9-]*$/.test(s)) return 'Can only contain lowercase letters, numbers, and dashes'
  if (s.endsWith('-')) return 'Must end with a letter or number'
  if (isUuid(s)) return 'Cannot be a UUID'
  return undefined
}

/** The letters of pasted text, as many as the code boxes hold (`ab-CD 12ef` -> `abCDef`). */
export const lettersOnly = (pasted: string, max = DEVICE_CODE_LENGTH) =>
  pasted.replace(/[^a-z]/gi, '').slice(0, max)

/** True when exactly the eight letters of a device code are present. */
export const isCompleteDeviceCode = (letters: string) =>
  letters.length === DEVICE_CODE_LENGTH && /^[a-z]+$/i.test(letters)

/** The user code as the platform expects it: upper case, a dash after index 3 ('ABCD-EFGH'). */
export function normalizeDeviceCode(letters: string): string {
  const code = lettersOnly(letters).toUpperCase()
  const cut = DEVICE_CODE_DASH_AFTER_INDEX + 1
  return code.length > cut ? `${code.slice(0, cut)}-${code.slice(cut)}` : code
}
