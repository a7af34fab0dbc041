// Firewall rule targets, hosts, protocols and ports as short text: `instance:web-1`, `tcp`,
// `icmp(type 8)`, `22, 8000-8080`.
import type { VpcFirewallRule } from '@/api/generated/schemas'

type Tagged = { type: string; value?: unknown }

export const tagged = (t: Tagged) =>
  t.value === undefined || t.value === null ? t.type : `${t.type}:${String(t.value)}`

export function protocolText(p: Tagged): string {
  if (p.value && typeof p.value === 'object') {
    const icmp = p.value as { icmpType?: number; code?: string | null }
    return `${p.type}(type ${icmp.icmpType ?? '*'}${icmp.code ? ` code ${icmp.code}` : ''})`
  }
  return p.type
}

export function filterText(rule: VpcFirewallRule) {
  const f = rule.filters
  return {
    hosts: f.hosts?.length ? f.hosts.map((h) => tagged(h as Tagged)).join(', ') : 'any',
    protocols: f.protocols?.length
      ? f.protocols.map((p) => protocolText(p as Tagged)).join(', ')
      : 'any',
    ports: f.ports?.length ? f.ports.join(', ') : 'any',
  }
}
