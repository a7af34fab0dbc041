// Mock builds only (vite.config.ts aliases `tldts` here): MSW's cookie store (tough-cookie) asks
// tldts for a host's registrable domain, to refuse cookies set on a public suffix. tldts carries
// the whole public suffix list, 270 KB of the mock's start-up chunk that the browser parses before
// the platform can answer. The mock platform sets only its own origin's cookies (localhost, an IP,
// or wherever the static build is served), for which the last two labels are the registrable
// domain; an IP address or a single label has none, as tldts answers.
export function getDomain(host: string): string | null {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null
  const labels = host.split('.').filter(Boolean)
  return labels.length >= 2 ? labels.slice(-2).join('.') : null
}
