// The section 4 auto-restart rule for a failed instance, in the words the settings tab shows.
import { instanceAutoRestartEligible } from '@/api/capabilities'

type Restartable = {
  runState: string
  autoRestartEnabled: boolean
  autoRestartCooldownExpiration?: Date | null
}

/** undefined unless the instance has failed. */
export function restartOutlook(instance: Restartable, now = new Date()): string | undefined {
  if (instance.runState !== 'failed') return undefined
  if (!instance.autoRestartEnabled) return 'stays failed: auto-restart is disabled'
  return instanceAutoRestartEligible(instance, now)
    ? 'eligible for automatic restart'
    : 'waiting for the cooldown to expire before an automatic restart'
}
