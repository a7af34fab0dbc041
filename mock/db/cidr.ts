// Subnets (CIDR blocks) as numbers, for subnet pools and the external subnets they hand out:
// parse, print in the canonical form the platform answers with (oxnet), contain, overlap, size,
// and first-fit allocation of an aligned block.
import { formatIp, parseIp } from './ip'

export type Net = { v: 4 | 6; start: bigint; width: number }

const bitsOf = (v: 4 | 6) => (v === 4 ? 32 : 128)

/** Number of addresses in a block of this width. */
export const blockSize = (v: 4 | 6, width: number) => 1n << BigInt(bitsOf(v) - width)

/** `198.18.0.0/24` -> its network; null when malformed. `host` is true when host bits are set. */
export function parseNet(text: string): (Net & { host: boolean }) | null {
  const [addr = '', width = '', extra] = text.split('/')
  if (extra !== undefined || !/^\d{1,3}$/.test(width)) return null
  const ip = parseIp(addr)
  const w = Number(width)
  if (!ip || w > bitsOf(ip.v)) return null
  const size = blockSize(ip.v, w)
  const start = ip.n - (ip.n % size)
  return { v: ip.v, start, width: w, host: start !== ip.n }
}

export const formatNet = (n: Net) => `${formatIp(n.v, n.start)}/${n.width}`

/** The last address of the block, as a number. */
export const endOf = (n: Net) => n.start + blockSize(n.v, n.width) - 1n

export const overlaps = (a: Net, b: Net) =>
  a.v === b.v && a.start <= endOf(b) && b.start <= endOf(a)

/** `inner` lies wholly inside `outer`. */
export const contains = (outer: Net, inner: Net) =>
  outer.v === inner.v && inner.start >= outer.start && endOf(inner) <= endOf(outer)

/** Addresses in the block as a double, as the platform reports utilization. */
export const addressCount = (n: Net) => Number(blockSize(n.v, n.width))

/** A sort key that orders blocks by address, then by width. */
export const netKey = (n: Net) =>
  `${n.v}:${n.start.toString(16).padStart(32, '0')}/${String(n.width).padStart(3, '0')}`

/**
 * The first block of `width` inside `outer` that overlaps none of `taken` (first fit, aligned to
 * its own size), or null when there is no room.
 */
export function firstFreeBlock(outer: Net, width: number, taken: Net[]): Net | null {
  if (width < outer.width || width > bitsOf(outer.v)) return null
  const size = blockSize(outer.v, width)
  const last = endOf(outer)
  const inside = taken
    .filter((t) => overlaps(t, outer))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
  let candidate = outer.start
  for (const t of inside) {
    if (candidate + size - 1n < t.start) break
    const after = endOf(t) + 1n
    if (after > candidate) candidate = after + ((size - (after % size)) % size)
  }
  if (candidate + size - 1n > last) return null
  return { v: outer.v, start: candidate, width }
}
