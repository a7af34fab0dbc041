// Alert receivers (operators): create a webhook receiver, edit it, delete it, and probe it (a
// test alert sent at once; what came back is shown on its page and in the toast). Webhooks are
// the only kind of receiver (nexus.json AlertReceiverKind).
import { z } from 'zod'
import {
  alertDeliveryList,
  alertReceiverDelete,
  alertReceiverList,
  alertReceiverProbe,
  alertReceiverView,
  webhookReceiverCreate,
  webhookReceiverUpdate,
} from '@/api/generated/operations'
import type { AlertProbeResult } from '@/api/generated/schemas'
import { invalidate } from '@/api/hooks'
import { splitSubscriptions, validateEndpoint, validateSubscriptions } from '@/lib/alert-validators'
import { pb } from '@/lib/paths'
import { probeSummary } from '@/lib/probe-summary'
import { recordProbeAtom, type ProbeRecord } from '@/state/alert-probes'
import { checked, description, newName, optionalDescription, ref, rename } from '../core/args'
import { cli, cliJson } from '../command-line/cli'
import { defineCommand, type CommandContext } from '../core/define'
import { isOpened, nothingToChange, openEditForm } from '../core/edit-form'
import { isFleetViewer } from '../navigation/navigation-define'
import { undoCreate, undoEdit } from '../history/undo-kinds'
import { completeReceivers, webhookOf } from './alert-complete'

export const ALERTS_GROUP = 'Alerts'
const group = ALERTS_GROUP

export const receiverArg = ref('Alert receiver name or id')
export const receiverDefaults = (ctx: CommandContext) => ({ receiver: ctx.scope.receiver })

const endpoint = checked(validateEndpoint)

/** Everything that shows a receiver or its deliveries reads again after a change. */
export const refreshReceivers = (ctx: CommandContext) =>
  invalidate(ctx.mutate, alertReceiverList, alertReceiverView, alertDeliveryList, {
    key: 'fleet-health',
  })

export const receiverCreateCommand = defineCommand({
  id: 'alert-receiver.create',
  visible: isFleetViewer,
  title: 'Create webhook receiver',
  group,
  keywords: ['new', 'alerts', 'webhook', 'notifications', 'pager'],
  args: z.object({
    name: newName('webhook receiver'),
    description: description('webhook receiver'),
    endpoint: endpoint.describe('URL the platform sends alerts to, e.g. https://hooks.example.com'),
    secret: z
      .string()
      .min(1)
      .describe('Shared secret the platform signs each request with; the receiver checks it'),
    subscriptions: checked((s) => validateSubscriptions(s))
      .optional()
      .describe('Alert classes or globs to subscribe to, comma-separated: test.foo, test.**'),
  }),
  async run(a, ctx) {
    const created = await webhookReceiverCreate({
      body: {
        name: a.name,
        description: a.description,
        endpoint: a.endpoint,
        secrets: [a.secret],
        subscriptions: splitSubscriptions(a.subscriptions),
      },
    })
    await refreshReceivers(ctx)
    return created
  },
  successMessage: ({ name }) => `Webhook receiver ${name} created`,
  undo: undoCreate<unknown>({
    what: 'webhook receiver',
    del: 'alert-receiver.delete',
    args: (_a, c) => ({ receiver: c.name }),
    read: (_a, c) => alertReceiverView({ path: { receiver: c.name } }),
  }),
  // The secrets and subscriptions are lists: the CLI takes them only in the body.
  cli: () => cliJson('alert receiver webhook create'),
  cliBody: (a) => ({
    name: a.name,
    description: a.description ?? '',
    endpoint: a.endpoint,
    secrets: a.secret ? [a.secret] : [],
    subscriptions: splitSubscriptions(a.subscriptions),
  }),
})

/** The receiver with its endpoint beside its name, as the edit and its undo compare them. */
const readFlat = async (receiver: string) => {
  const r = await alertReceiverView({ path: { receiver } })
  return { ...r, endpoint: webhookOf(r).endpoint }
}

export const receiverUpdateCommand = defineCommand({
  id: 'alert-receiver.update',
  visible: isFleetViewer,
  title: 'Edit webhook receiver',
  group,
  keywords: ['rename', 'endpoint', 'url', 'webhook', 'alerts'],
  args: z.object({
    receiver: receiverArg,
    name: rename('webhook receiver'),
    description: optionalDescription('webhook receiver'),
    endpoint: endpoint.optional().describe('New URL to send alerts to; unchanged if omitted'),
  }),
  defaults: receiverDefaults,
  complete: { receiver: completeReceivers },
  async run({ receiver, name, description, endpoint }, ctx) {
    if (nothingToChange({ name, description, endpoint }, ['name', 'description', 'endpoint']))
      return openEditForm(ctx, pb.alertReceiverEdit({ receiver }))
    await webhookReceiverUpdate({ path: { receiver }, body: { name, description, endpoint } })
    const updated = await readFlat(name ?? receiver)
    // A rename moves the receiver's page.
    if (name && ctx.scope.receiver === receiver && name !== receiver)
      ctx.navigate(pb.alertReceiver({ receiver: name }))
    await refreshReceivers(ctx)
    return updated
  },
  successMessage: (a, r) => (isOpened(r) ? '' : `Webhook receiver ${a.name ?? a.receiver} updated`),
  undo: undoEdit<{ receiver: string }>({
    what: 'webhook receiver',
    id: 'alert-receiver.update',
    key: 'receiver',
    read: (_a, n) => readFlat(n),
    fields: ['name', 'description', 'endpoint'],
  }),
  cli: (a) =>
    cli('alert receiver webhook update', {
      receiver: a.receiver,
      name: a.name,
      description: a.description,
      endpoint: a.endpoint,
    }),
})

export const receiverDeleteCommand = defineCommand({
  id: 'alert-receiver.delete',
  visible: isFleetViewer,
  title: 'Delete alert receiver',
  group,
  keywords: ['remove', 'webhook', 'alerts'],
  args: z.object({ receiver: receiverArg }),
  defaults: receiverDefaults,
  complete: { receiver: completeReceivers },
  confirm: ({ receiver }) => ({
    title: 'Delete alert receiver',
    message: `Are you sure you want to delete alert receiver ${receiver}? No alert reaches it any more, and its delivery history goes with it.`,
    actionLabel: 'Delete',
  }),
  async run({ receiver }, ctx) {
    await alertReceiverDelete({ path: { receiver } })
    if (ctx.scope.receiver === receiver) ctx.navigate(pb.alerts())
    await refreshReceivers(ctx)
  },
  successMessage: ({ receiver }) => `Alert receiver ${receiver} deleted`,
  cli: (a) => cli('alert receiver delete', { receiver: a.receiver }),
})

function probeRecord(receiver: string, receiverId: string, r: AlertProbeResult): ProbeRecord {
  const attempts = 'webhook' in r.probe.attempts ? r.probe.attempts.webhook : []
  return {
    receiver,
    receiverId,
    state: r.probe.state,
    attempts: attempts.map((a) => ({
      result: a.result,
      status: a.response?.status,
      durationMs: a.response?.durationMs,
      timeSent: a.timeSent,
    })),
    resendsStarted: r.resendsStarted ?? null,
    time: r.probe.timeStarted,
  }
}

export const receiverProbeCommand = defineCommand({
  id: 'alert-receiver.probe',
  visible: isFleetViewer,
  title: 'Probe alert receiver',
  group,
  keywords: ['test', 'ping', 'liveness', 'webhook', 'check'],
  args: z.object({
    receiver: receiverArg,
    resend: z
      .boolean()
      .default(false)
      .describe('If the probe is delivered, send every alert the receiver missed again'),
  }),
  defaults: receiverDefaults,
  complete: { receiver: completeReceivers },
  async run({ receiver, resend }, ctx) {
    const result = await alertReceiverProbe({ path: { receiver }, query: { resend } })
    const record = probeRecord(receiver, result.probe.receiverId, result)
    ctx.store.set(recordProbeAtom, record)
    // A probe that came back failed is news to show as such, not as a success.
    if (record.state !== 'delivered')
      ctx.toast({
        title: `Probe of ${receiver} ${probeSummary(record)}`,
        variant: 'error',
      })
    if (record.resendsStarted) await refreshReceivers(ctx)
    return record
  },
  successMessage: ({ receiver }, r) => {
    const record = r as ProbeRecord
    if (record.state !== 'delivered') return ''
    const resent =
      record.resendsStarted === null
        ? ''
        : `; ${record.resendsStarted} missed ${record.resendsStarted === 1 ? 'alert' : 'alerts'} sent again`
    return `Probe of ${receiver} ${probeSummary(record)}${resent}`
  },
  cli: (a) => cli('alert receiver probe', { receiver: a.receiver, resend: a.resend }),
})
