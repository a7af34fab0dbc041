// Support bundles (operators): ask the rack to collect one, with the reason support reads; edit
// that comment; delete a bundle (selected rows together); download it whole or one file at a time
// (support-bundle-download.ts).
import { z } from 'zod'
import { bundleDeleteReason, hasBundleState } from '@/api/capabilities-support'
import {
  supportBundleCreate,
  supportBundleDelete,
  supportBundleList,
  supportBundleUpdate,
  supportBundleView,
} from '@/api/generated/operations'
import { fetchAllPages, invalidate } from '@/api/hooks'
import { formatRelativeTime } from '@/lib/format'
import { pb } from '@/lib/paths'
import { cli } from '../command-line/cli'
import { defineCommand, type Availability, type Choice, type CommandContext } from '../core/define'
import { undoCreate, undoEdit } from '../history/undo-kinds'
import { isFleetViewer } from '../navigation/navigation-define'

export const BUNDLES_GROUP = 'Support bundles'
const group = BUNDLES_GROUP

export const bundleArg = z.uuid().describe('Support bundle id (UUID)')
export const bundleDefaults = (ctx: CommandContext) => ({ bundle: ctx.scope.bundle })

/** `1a2b3c4d`: how a bundle is named in messages (it has no name, only an id). */
export const shortId = (id: string) => id.slice(0, 8)

/** Every bundle, newest first, with its state and comment. */
export async function completeBundles(): Promise<Choice[]> {
  const bundles = await fetchAllPages(supportBundleList, {
    query: { sortBy: 'time_and_id_descending' },
  })
  return bundles.map((b) => ({
    value: b.id,
    label: `${shortId(b.id)} ${b.userComment ?? ''}`.trim(),
    detail: `${b.state}, ${formatRelativeTime(b.timeCreated)}`,
    keywords: [b.state, b.userComment ?? ''],
    target: b,
  }))
}

export const refreshBundles = (ctx: CommandContext) =>
  invalidate(ctx.mutate, supportBundleList, supportBundleView)

const comment = z
  .string()
  .min(1)
  .max(4096)
  .describe('Why the bundle is collected (the incident, what to look at); support reads it')

export const bundleCreateCommand = defineCommand({
  id: 'support-bundle.create',
  visible: isFleetViewer,
  title: 'Create support bundle',
  group,
  keywords: ['collect', 'diagnostics', 'logs', 'support', 'new'],
  args: z.object({ comment }),
  async run({ comment }, ctx) {
    const created = await supportBundleCreate({ body: { userComment: comment } })
    await refreshBundles(ctx)
    return created
  },
  successMessage: (_a, r) =>
    `Support bundle ${shortId((r as { id: string }).id)} is being collected`,
  // A bundle has no name: the delete and its check go by id.
  undo: undoCreate<unknown>({
    what: 'support bundle',
    del: 'support-bundle.delete',
    args: (_a, c) => ({ bundle: c.id }),
    read: (_a, c) => supportBundleView({ path: { bundleId: c.id } }),
  }),
  cli: (a) => cli('bundle create', { userComment: a.comment }),
})

export const bundleUpdateCommand = defineCommand({
  id: 'support-bundle.update',
  visible: isFleetViewer,
  title: 'Edit support bundle comment',
  group,
  keywords: ['comment', 'reason', 'note'],
  // null clears the comment (how the undo of a first comment puts it back).
  args: z.object({
    bundle: bundleArg,
    comment: comment.nullable().describe('The new comment; null clears it'),
  }),
  defaults: bundleDefaults,
  complete: {
    bundle: completeBundles,
    comment: async (_ctx, p) => {
      if (!p.bundle) return []
      const b = await supportBundleView({ path: { bundleId: p.bundle } })
      return b.userComment ? [{ value: b.userComment, detail: 'current comment' }] : []
    },
  },
  async run({ bundle, comment }, ctx) {
    const updated = await supportBundleUpdate({
      path: { bundleId: bundle },
      body: { userComment: comment },
    })
    await refreshBundles(ctx)
    return { ...updated, name: updated.id, comment: updated.userComment }
  },
  successMessage: (a) => `Comment of support bundle ${shortId(a.bundle)} updated`,
  undo: undoEdit<{ bundle: string }>({
    what: 'support bundle',
    id: 'support-bundle.update',
    key: 'bundle',
    read: async (_a, id) => {
      const b = await supportBundleView({ path: { bundleId: id } })
      return { ...b, name: b.id, comment: b.userComment }
    },
    fields: ['comment'],
  }),
  cli: (a) => cli('bundle update', { bundleId: a.bundle, userComment: a.comment }),
})

export const bundleDeleteCommand = defineCommand({
  id: 'support-bundle.delete',
  visible: isFleetViewer,
  title: 'Delete support bundle',
  group,
  keywords: ['remove', 'cancel', 'destroy'],
  args: z.object({ bundle: bundleArg }),
  defaults: bundleDefaults,
  complete: { bundle: completeBundles },
  resolve: (_ctx, { bundle }) => supportBundleView({ path: { bundleId: bundle } }),
  target: hasBundleState,
  available: (_ctx, _args, b): Availability => (b && bundleDeleteReason(b)) ?? true,
  confirm: ({ bundle }) => ({
    title: 'Delete support bundle',
    message: `Are you sure you want to delete support bundle ${shortId(bundle)}? A collection under way stops; its files are gone for good.`,
    actionLabel: 'Delete',
  }),
  async run({ bundle }, ctx) {
    await supportBundleDelete({ path: { bundleId: bundle } })
    if (ctx.scope.bundle === bundle) ctx.navigate(pb.supportBundles())
    await refreshBundles(ctx)
  },
  successMessage: ({ bundle }) => `Support bundle ${shortId(bundle)} is being deleted`,
  cli: (a) => cli('bundle delete', { bundleId: a.bundle }),
})
