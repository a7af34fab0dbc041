// "Go to ..." commands of the alerts and support bundle pages (fleet viewers only), and the lists
// of their commands for the registry.
import { z } from 'zod'
import { pb } from '@/lib/paths'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { navCommand } from '../navigation/navigation-define'
import { completeReceivers } from './alert-complete'
import { resendCommand } from './alert-deliveries'
import {
  receiverArg,
  receiverCreateCommand,
  receiverDeleteCommand,
  receiverProbeCommand,
  receiverUpdateCommand,
} from './alert-receivers'
import {
  secretAddCommand,
  secretDeleteCommand,
  subscribeCommand,
  unsubscribeCommand,
} from './alert-subscriptions'
import {
  bundleDownloadCancelCommand,
  bundleDownloadCommand,
  bundleDownloadFileCommand,
} from './support-bundle-download'
import {
  bundleArg,
  bundleCreateCommand,
  bundleDeleteCommand,
  bundleUpdateCommand,
  completeBundles,
} from './support-bundles'

const none = z.object({})

const navigation = [
  navCommand({
    id: 'nav.system-alerts',
    title: 'Go to alerts',
    keywords: ['system', 'webhooks', 'receivers', 'notifications', 'deliveries'],
    args: none,
    to: pb.alerts,
    cli: () => cli('alert receiver list'),
    system: true,
  }),
  navCommand({
    id: 'nav.system-alert-receiver',
    title: 'Go to alert receiver',
    keywords: ['system', 'webhook', 'deliveries', 'subscriptions', 'secrets'],
    args: z.object({ receiver: receiverArg }),
    to: pb.alertReceiver,
    fromScope: ['receiver'],
    complete: { receiver: completeReceivers },
    cli: (a) => cli('alert receiver view', { receiver: a.receiver }),
    system: true,
  }),
  navCommand({
    id: 'nav.system-support-bundles',
    title: 'Go to support bundles',
    keywords: ['system', 'diagnostics', 'logs', 'support'],
    args: none,
    to: pb.supportBundles,
    cli: () => cli('bundle list'),
    system: true,
  }),
  navCommand({
    id: 'nav.system-support-bundle',
    title: 'Go to support bundle',
    keywords: ['system', 'diagnostics', 'files', 'index'],
    args: z.object({ bundle: bundleArg }),
    to: pb.supportBundle,
    complete: { bundle: completeBundles },
    cli: (a) => cli('bundle view', { bundleId: a.bundle }),
    system: true,
  }),
]

export const alertCommands = commandList(
  ...navigation,
  receiverCreateCommand,
  receiverUpdateCommand,
  receiverDeleteCommand,
  receiverProbeCommand,
  subscribeCommand,
  unsubscribeCommand,
  secretAddCommand,
  secretDeleteCommand,
  resendCommand,
)

export const supportBundleCommands = commandList(
  bundleCreateCommand,
  bundleUpdateCommand,
  bundleDeleteCommand,
  bundleDownloadCommand,
  bundleDownloadFileCommand,
  bundleDownloadCancelCommand,
)
