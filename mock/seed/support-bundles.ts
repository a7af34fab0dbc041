// Support bundles on first open: one active (collected six days ago, its files real) and one
// that failed, as an operator on call finds them.
import type { Db } from '../db/store'
import { daysAgo } from '../db/clock'
import { seedId } from '../db/ids'
import { REASON_API, collectManifest } from '../db/support-bundles'
import type { Schemas as S } from '../db/types'

export function seedSupportBundles(db: Db) {
  const active: S['SupportBundleInfo'] = {
    id: seedId(),
    reason_for_creation: REASON_API,
    user_comment: 'Sled 14 rebooted unexpectedly',
    state: 'active',
    time_created: daysAgo(6),
    reason_for_failure: null,
  }
  const failed: S['SupportBundleInfo'] = {
    id: seedId(),
    reason_for_creation: REASON_API,
    user_comment: null,
    state: 'failed',
    reason_for_failure: 'Sled BRM42220094 was not reachable',
    time_created: daysAgo(20),
  }
  db.supportBundles.push(active, failed)
  db.supportBundleFiles[active.id] = collectManifest(db, active)
}
