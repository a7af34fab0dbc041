// Address arithmetic for pools and subnets. IPv4 and IPv6 both become bigints so one code path
// allocates from either family.

export function parseIp(ip: string): { v: 4 | 6; n: bigint } | null {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) {
    const parts = ip.split('.').map(Number)
    if (parts.some((p) => p > 255)) return null
    return { v: 4, n: parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n) }
  }
  if (!ip.includes(':')) return null
  const [head = '', tail, extra] = ip.split('::')
  if (extra !== undefined) return null
  const h = head ? head.split(':') : []
  const t = tail ? tail.split(':') : []
  const missing = 8 - h.length - t.length
  if (tail === undefined ? h.length !== 8 : missing < 1) return null
  const groups = [...h, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...t]
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null
  return { v: 6, n: groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n) }
}

export function formatIp(v: 4 | 6, n: bigint): string {
  if (v === 4) return [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.')
  const groups = Array.from({ length: 8 }, (_, i) =>
    ((n >> BigInt(112 - i * 16)) & 0xffffn).toString(16),
  )
  // Compress the longest run of zero groups, as RFC 5952 asks.
  let best = { at: -1, len: 0 }
  for (let i = 0; i < 8;) {
    if (groups[i] !== '0') {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === '0') j++
    if (j - i > best.len && j - i > 1) best = { at: i, len: j - i }
    i = j
  }
  if (best.at < 0) return groups.join(':')
  return `${groups.slice(0, best.at).join(':')}::${groups.slice(best.at + best.len).join(':')}`
}

/** Number of addresses in an inclusive range (0 when it is malformed or mixed-family). */
export function rangeSize(first: string, last: string): bigint {
  const a = parseIp(first)
  const b = parseIp(last)
  if (!a || !b || a.v !== b.v || b.n < a.n) return 0n
  return b.n - a.n + 1n
}

export const inRange = (ip: string, first: string, last: string) => {
  const x = parseIp(ip)
  const a = parseIp(first)
  const b = parseIp(last)
  return !!x && !!a && !!b && x.v === a.v && x.n >= a.n && x.n <= b.n
}

/** The first address of `ranges` not in `used`, or null when the ranges are exhausted. */
export function firstFree(ranges: { first: string; last: string }[], used: Set<string>) {
  for (const r of ranges) {
    const a = parseIp(r.first)
    const b = parseIp(r.last)
    if (!a || !b) continue
    // Bounded scan: pools in the mock are small or sparsely used.
    for (let n = a.n, i = 0; n <= b.n && i < 65_536; n++, i++) {
      const ip = formatIp(a.v, n)
      if (!used.has(ip)) return ip
    }
  }
  return null
}

/** `172.30.0.0/22` -> the usable host addresses after the 5 Nexus reserves at the start. */
export function subnetHosts(cidr: string): { first: string; last: string } | null {
  const [addr = '', width = ''] = cidr.split('/')
  const p = parseIp(addr)
  const w = Number(width)
  if (!p || !Number.isInteger(w)) return null
  const bits = p.v === 4 ? 32 : 128
  const size = 1n << BigInt(bits - w)
  return { first: formatIp(p.v, p.n + 5n), last: formatIp(p.v, p.n + size - 2n) }
}
