// The queries that make the open page, as the live feed sees them (live-keys.ts): not a table
// row's own read, not the shell's (who is signed in, the fleet role), not one that failed. The
// status bar reads how fresh they are; without the feed the page polls them (page-poll.ts).
import { heldKeys, type HeldKey } from '@/api/live-keys'

const NOT_POLLED = new Set([
  'currentUserView',
  'currentUserGroups',
  'systemPolicyView',
  'ping',
  // the log page follows the log on its own
  'auditLogList',
])

export const pageKeys = (held: HeldKey[] = heldKeys()) =>
  held.filter((h) => h.role !== 'row' && !h.failed && !NOT_POLLED.has(h.key[0]))

/** When the page's data was last confirmed: its least fresh query's read (null: none yet). */
export function pageReadAt(held: HeldKey[] = heldKeys()): number | null {
  let oldest: number | null = null
  for (const h of pageKeys(held))
    if (h.readAt !== null && (oldest === null || h.readAt < oldest)) oldest = h.readAt
  return oldest
}
