// The private addresses of a network interface, shown the same way wherever NICs are listed.
import type { InstanceNetworkInterface } from '@/api/generated/schemas'

/** The private addresses of an interface, whatever its stack. */
export function nicIps(nic: InstanceNetworkInterface): string {
  const s = nic.ipStack
  if (s.type === 'dual_stack') return `${s.value.v4.ip}, ${s.value.v6.ip}`
  return s.value.ip
}
