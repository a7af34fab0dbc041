// Resend an alert to a receiver whose delivery of it failed for good (three attempts): a new
// delivery starts, tried again the same way. Rows of a receiver's deliveries can be selected and
// resent together.
import { z } from 'zod'
import {
  deliveryResendReason,
  hasDeliveryState,
  withResendOutcome,
} from '@/api/capabilities-support'
import { alertDeliveryList, alertDeliveryResend } from '@/api/generated/operations'
import { fetchAllPages } from '@/api/hooks'
import { cli } from '../command-line/cli'
import { defineCommand, type Availability } from '../core/define'
import { isFleetViewer } from '../navigation/navigation-define'
import { completeFailedAlerts, completeReceivers } from './alert-complete'
import { ALERTS_GROUP, receiverArg, receiverDefaults, refreshReceivers } from './alert-receivers'

/**
 * The delivery a resend answers: the alert's latest failed delivery to the receiver (with what
 * its resends came to), else its latest delivery.
 */
async function deliveryOf(receiver: string, alertId: string) {
  const rows = withResendOutcome(
    await fetchAllPages(alertDeliveryList, { path: { receiver } }, 1000),
  ).filter((d) => d.alertId === alertId)
  const latest = (list: typeof rows) =>
    list.sort((a, b) => b.timeStarted.getTime() - a.timeStarted.getTime())[0]
  return latest(rows.filter((d) => d.state === 'failed')) ?? latest(rows)
}

export const resendCommand = defineCommand({
  id: 'alert.resend',
  visible: isFleetViewer,
  title: 'Resend alert',
  group: ALERTS_GROUP,
  keywords: ['redeliver', 'retry', 'delivery', 'webhook', 'failed'],
  args: z.object({
    alertId: z.uuid().describe('Id of the alert whose delivery failed'),
    receiver: receiverArg,
  }),
  defaults: receiverDefaults,
  complete: { receiver: completeReceivers, alertId: completeFailedAlerts },
  resolve: (_ctx, { receiver, alertId }) => deliveryOf(receiver, alertId),
  target: hasDeliveryState,
  available: (_ctx, _args, d): Availability => (d && deliveryResendReason(d)) ?? true,
  async run({ alertId, receiver }, ctx) {
    const sent = await alertDeliveryResend({ path: { alertId }, query: { receiver } })
    await refreshReceivers(ctx)
    return sent
  },
  successMessage: (a) => `Alert ${a.alertId.slice(0, 8)} sent to ${a.receiver} again`,
  cli: (a) => cli('alert receiver resend', { alertId: a.alertId, receiver: a.receiver }),
})
