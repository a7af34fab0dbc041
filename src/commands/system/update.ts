// System update (operators): make an uploaded release the rack's target release, which the update
// system then moves every component to, and finish a recovery after a manual update. Nexus never
// goes back to an older release, so setting a target has no undo.
import { z } from 'zod'
import { hasSystemVersion, targetReleaseReason, versionKey } from '@/api/capabilities'
import {
  systemUpdateRecoveryFinish,
  systemUpdateRepositoryList,
  systemUpdateStatus,
  targetReleaseUpdate,
} from '@/api/generated/operations'
import { fetchAllPages, invalidate } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { defineCommand, type Availability, type Choice } from '../core/define'
import { isFleetViewer, navCommand } from '../navigation/navigation-define'

const group = 'System update'
const version = ref('System version of an uploaded release, e.g. 16.1.0')

/** The uploaded releases, newest first, each saying whether it can become the target. */
async function completeReleases(): Promise<Choice[]> {
  const [repos, status] = await Promise.all([
    fetchAllPages(systemUpdateRepositoryList, {}),
    systemUpdateStatus(),
  ])
  const targetVersion = status.targetRelease?.version
  return repos
    .sort((a, b) => (versionKey(a.systemVersion) < versionKey(b.systemVersion) ? 1 : -1))
    .map((r) => {
      const release = { systemVersion: r.systemVersion, targetVersion }
      return {
        value: r.systemVersion,
        detail: r.systemVersion === targetVersion ? 'target release' : r.fileName,
        target: release,
      }
    })
}

const refresh = (ctx: Parameters<typeof invalidate>[0]) =>
  invalidate(ctx, systemUpdateStatus, systemUpdateRepositoryList)

export const setTargetReleaseCommand = defineCommand({
  id: 'update.set-target-release',
  visible: isFleetViewer,
  title: 'Set target release',
  group,
  keywords: ['system update', 'upgrade', 'release', 'version', 'target'],
  line: { words: ['update', 'set-target'], positional: ['version'] },
  args: z.object({ version }),
  complete: { version: completeReleases },
  target: hasSystemVersion,
  resolve: async (_ctx, a) => ({
    systemVersion: a.version,
    targetVersion: (await systemUpdateStatus()).targetRelease?.version,
  }),
  available: (_ctx, _args, release): Availability =>
    (release && targetReleaseReason(release)) ?? true,
  confirm: ({ version }) => ({
    title: 'Set target release',
    message: `Set ${version} as the target release? The update system starts moving every component of the rack to it, and an update never goes back to an older release.`,
    actionLabel: 'Set target',
    danger: false,
  }),
  async run({ version }, ctx) {
    await targetReleaseUpdate({ body: { systemVersion: version } })
    await refresh(ctx.mutate)
  },
  successMessage: ({ version }) => `Target release set to ${version}`,
  cli: (a) => cli('system update target-release update', { systemVersion: a.version }),
})

export const updateRecoveryFinishCommand = defineCommand({
  id: 'update.recovery-finish',
  visible: isFleetViewer,
  title: 'Finish update recovery',
  group,
  keywords: ['system update', 'suspended', 'resume', 'mupdate', 'manual update'],
  line: { words: ['update', 'recovery-finish'], positional: ['version'] },
  args: z.object({
    version: ref('The system version the manual update installed (an uploaded release)'),
  }),
  complete: { version: completeReleases },
  confirm: ({ version }) => ({
    title: 'Finish update recovery',
    message: `Tell the update system that the rack now runs ${version} after a manual update? Automatic update resumes from there.`,
    actionLabel: 'Finish recovery',
    danger: false,
  }),
  async run({ version }, ctx) {
    await systemUpdateRecoveryFinish({ body: { systemVersion: version } })
    await refresh(ctx.mutate)
  },
  successMessage: ({ version }) =>
    `Update recovery finished at ${version}; automatic update resumes`,
  cli: (a) => cli('system update recovery-finish', { systemVersion: a.version }),
})

export const updateCommands = commandList(
  navCommand({
    id: 'nav.system-update',
    title: 'Go to system update',
    keywords: ['system', 'upgrade', 'release', 'target release', 'software'],
    args: z.object({}),
    to: pb.systemUpdate,
    cli: () => cli('system update status'),
    system: true,
  }),
  setTargetReleaseCommand,
  updateRecoveryFinishCommand,
)
