// What an alert receiver listens to and how it checks who sends: subscribe and unsubscribe (each
// undone by the other), and add or delete a webhook secret (an added one is undone by its
// delete; a deleted one cannot come back, its value is not kept anywhere).
import { z } from 'zod'
import { secretDeleteReason } from '@/api/capabilities-support'
import {
  alertReceiverSubscriptionAdd,
  alertReceiverSubscriptionRemove,
  alertReceiverView,
  webhookSecretsAdd,
  webhookSecretsDelete,
} from '@/api/generated/operations'
import { validateSubscription } from '@/lib/alert-validators'
import { checked } from '../core/args'
import { cli } from '../command-line/cli'
import { defineCommand, type Availability } from '../core/define'
import { undoable } from '../core/undo-spec'
import { step } from '../history/undo-checks'
import { isFleetViewer } from '../navigation/navigation-define'
import {
  completeNewSubscriptions,
  completeReceivers,
  completeSecrets,
  completeSubscriptions,
  webhookOf,
} from './alert-complete'
import { ALERTS_GROUP, receiverArg, receiverDefaults, refreshReceivers } from './alert-receivers'

const group = ALERTS_GROUP

const subscription = checked(validateSubscription).describe(
  'Alert class (test.foo) or glob: * matches one segment, ** any number (test.**)',
)
const subArgs = z.object({ receiver: receiverArg, subscription })
type SubArgs = z.infer<typeof subArgs>

const subscriptionsOf = async (receiver: string) =>
  (await alertReceiverView({ path: { receiver } })).subscriptions

/** Subscribe: unsubscribe again, while the receiver still has the subscription. */
const undoSubscribe = undoable<SubArgs>({
  inverse: (a) =>
    step(
      'alert-receiver.unsubscribe',
      { receiver: a.receiver, subscription: a.subscription },
      `Unsubscribe ${a.receiver} from ${a.subscription}`,
      async () =>
        (await subscriptionsOf(a.receiver)).includes(a.subscription)
          ? true
          : `${a.receiver} is no longer subscribed to ${a.subscription}`,
    ),
})

/** Unsubscribe: subscribe again, while the receiver still lacks the subscription. */
const undoUnsubscribe = undoable<SubArgs>({
  inverse: (a) =>
    step(
      'alert-receiver.subscribe',
      { receiver: a.receiver, subscription: a.subscription },
      `Subscribe ${a.receiver} to ${a.subscription} again`,
      async () =>
        (await subscriptionsOf(a.receiver)).includes(a.subscription)
          ? `${a.receiver} is subscribed to ${a.subscription} again already`
          : true,
    ),
})

export const subscribeCommand = defineCommand({
  id: 'alert-receiver.subscribe',
  visible: isFleetViewer,
  title: 'Subscribe receiver to alert class',
  group,
  line: { positional: ['receiver', 'subscription'] },
  keywords: ['alerts', 'webhook', 'class', 'glob', 'notify'],
  args: subArgs,
  defaults: receiverDefaults,
  complete: { receiver: completeReceivers, subscription: completeNewSubscriptions },
  async run({ receiver, subscription }, ctx) {
    const added = await alertReceiverSubscriptionAdd({ path: { receiver }, body: { subscription } })
    await refreshReceivers(ctx)
    return added
  },
  successMessage: (a) => `${a.receiver} subscribed to ${a.subscription}`,
  undo: undoSubscribe,
  cli: (a) =>
    cli('alert receiver subscribe', { receiver: a.receiver, subscription: a.subscription }),
})

export const unsubscribeCommand = defineCommand({
  id: 'alert-receiver.unsubscribe',
  visible: isFleetViewer,
  title: 'Unsubscribe receiver from alert class',
  group,
  line: { positional: ['receiver', 'subscription'] },
  keywords: ['alerts', 'webhook', 'class', 'glob', 'mute'],
  args: subArgs,
  defaults: receiverDefaults,
  complete: { receiver: completeReceivers, subscription: completeSubscriptions },
  async run({ receiver, subscription }, ctx) {
    await alertReceiverSubscriptionRemove({ path: { receiver, subscription } })
    await refreshReceivers(ctx)
  },
  successMessage: (a) => `${a.receiver} unsubscribed from ${a.subscription}`,
  undo: undoUnsubscribe,
  cli: (a) =>
    cli('alert receiver unsubscribe', { receiver: a.receiver, subscription: a.subscription }),
})

type SecretAdded = { id: string }

/** Add: delete the added secret, while the receiver still has it. */
const undoSecretAdd = undoable<{ receiver: string }, undefined, SecretAdded>({
  inverse: (a, _before, added) =>
    step(
      'webhook-secret.delete',
      { receiver: a.receiver, secretId: added.id },
      `Delete the secret just added to ${a.receiver}`,
      async () => {
        const r = await alertReceiverView({ path: { receiver: a.receiver } })
        return webhookOf(r).secrets.some((s) => s.id === added.id)
          ? true
          : `the secret ${added.id.slice(0, 8)} of ${a.receiver} was deleted since`
      },
    ),
})

export const secretAddCommand = defineCommand({
  id: 'webhook-secret.add',
  visible: isFleetViewer,
  title: 'Add webhook secret',
  group,
  line: { positional: ['receiver'] },
  keywords: ['alerts', 'rotate', 'key', 'signing', 'hmac'],
  args: z.object({
    receiver: receiverArg,
    secret: z
      .string()
      .min(1)
      .describe('The new shared secret; the platform signs with every secret the receiver has'),
  }),
  defaults: receiverDefaults,
  complete: { receiver: completeReceivers },
  async run({ receiver, secret }, ctx) {
    const added = await webhookSecretsAdd({ query: { receiver }, body: { secret } })
    await refreshReceivers(ctx)
    return added
  },
  successMessage: (a) => `Secret added to ${a.receiver}`,
  undo: undoSecretAdd,
  cli: (a) => cli('alert receiver webhook secret add', { receiver: a.receiver, secret: a.secret }),
})

type SecretTarget = { receiver: string; secrets: number }
const isSecretTarget = (t: unknown): t is SecretTarget =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as SecretTarget).receiver === 'string' &&
  typeof (t as SecretTarget).secrets === 'number'

export const secretDeleteCommand = defineCommand({
  id: 'webhook-secret.delete',
  visible: isFleetViewer,
  title: 'Delete webhook secret',
  group,
  keywords: ['alerts', 'rotate', 'key', 'signing', 'remove'],
  args: z.object({
    receiver: receiverArg,
    secretId: z.uuid().describe('Id of the secret (its value is never shown again)'),
  }),
  defaults: receiverDefaults,
  complete: { receiver: completeReceivers, secretId: completeSecrets },
  resolve: async (_ctx, { receiver }) => {
    const r = await alertReceiverView({ path: { receiver } })
    return { receiver: r.name, secrets: webhookOf(r).secrets.length }
  },
  target: isSecretTarget,
  available: (_ctx, _args, t): Availability =>
    (t && secretDeleteReason(t.receiver, t.secrets)) ?? true,
  confirm: (a) => ({
    title: 'Delete webhook secret',
    message: `Delete secret ${a.secretId.slice(0, 8)} of ${a.receiver}? Requests are no longer signed with it; a receiver that checks only this secret rejects them.`,
    actionLabel: 'Delete',
  }),
  async run({ secretId }, ctx) {
    await webhookSecretsDelete({ path: { secretId } })
    await refreshReceivers(ctx)
  },
  successMessage: (a) => `Secret ${a.secretId.slice(0, 8)} of ${a.receiver} deleted`,
  cli: (a) => cli('alert receiver webhook secret delete', { secretId: a.secretId }),
})
