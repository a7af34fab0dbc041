// IP ranges of a pool: two addresses of one version, the first not after the last. The address
// checks are the section 5 validator's ('Not a valid IP address').
import { ipVersion, validateIp } from '@/lib/validators'

/** An address as a number for ordering: IPv4 as 32 bits, IPv6 as 128 bits. */
export function ipToBigInt(ip: string): bigint {
  if (ipVersion(ip) === 'v4') {
    return ip.split('.').reduce((n, octet) => (n << 8n) + BigInt(Number(octet)), 0n)
  }
  // Expand `::` and an embedded IPv4 tail into eight 16-bit groups.
  let text = ip
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail?.[1]) {
    const v4 = ipToBigInt(tail[1])
    text = `${text.slice(0, -tail[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].reduce((n, g) => (n << 16n) + BigInt(parseInt(g, 16)), 0n)
}

export type RangeErrors = { first?: string; last?: string }

/** Field errors of a range, none when it is valid. */
export function rangeErrors(first: string, last: string): RangeErrors {
  const errors: RangeErrors = { first: validateIp(first), last: validateIp(last) }
  if (errors.first || errors.last) return errors
  if (ipVersion(first) !== ipVersion(last))
    return { last: 'Must be the same IP version as the first' }
  if (ipToBigInt(first) > ipToBigInt(last))
    return { last: 'Must not come before the first address' }
  return {}
}
