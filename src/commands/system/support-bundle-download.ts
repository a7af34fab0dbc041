// Download a support bundle whole (a zip) or one of its files, in byte ranges with a progress bar
// on the bundle's pages, saved under the bundle's or the file's own name; and stop a download
// under way.
import { z } from 'zod'
import { bundleDownloadReason, hasBundleState, type BundleLike } from '@/api/capabilities-support'
import { downloadRanged, downloadText } from '@/api/download'
import {
  supportBundleDownload,
  supportBundleDownloadFile,
  supportBundleHead,
  supportBundleHeadFile,
  supportBundleIndex,
  supportBundleView,
} from '@/api/generated/operations'
import { parseBundleIndex } from '@/api/support-bundle-files'
import { formatBytes } from '@/lib/format'
import { baseName, saveBlob } from '@/lib/save-file'
import {
  downloadKey,
  downloadsAtom,
  setDownloadAtom,
  type DownloadProgress,
} from '@/state/downloads'
import { cli, shellQuote } from '../command-line/cli'
import { defineCommand, type Availability, type CommandContext } from '../core/define'
import { isFleetViewer } from '../navigation/navigation-define'
import {
  BUNDLES_GROUP,
  bundleArg,
  bundleDefaults,
  completeBundles,
  shortId,
} from './support-bundles'

/** What the browser saves a download as: the bundle's zip, or the file's own name. */
export const saveAsName = (bundle: string, file?: string) =>
  file ? baseName(file) : `support-bundle-${shortId(bundle)}.zip`

/** Downloads under way in this tab, to stop them. */
const running = new Map<string, AbortController>()

const fileArg = z
  .string()
  .min(1)
  .optional()
  .describe('Path of the file being downloaded; the whole bundle if omitted')

async function completeFiles(_ctx: CommandContext, p: { bundle?: string }) {
  if (!p.bundle) return []
  const text = await downloadText(supportBundleIndex, { path: { bundleId: p.bundle } })
  return parseBundleIndex(text)
    .filter((e) => !e.directory)
    .map((e) => ({ value: e.name, label: baseName(e.name), detail: e.name }))
}

/** Downloads the bundle (or one file of it) in ranges, reporting progress; saves it as `saveAs`. */
async function download(
  ctx: CommandContext,
  bundle: string,
  file: string | undefined,
  saveAs: string,
) {
  const key = downloadKey(bundle, file)
  if (running.has(key)) throw new Error(`${saveAs} is already downloading`)
  const abort = new AbortController()
  running.set(key, abort)
  const now = Date.now()
  let p: DownloadProgress = {
    key,
    bundleId: bundle,
    file,
    saveAs,
    status: 'running',
    received: 0,
    startedAt: now,
    updatedAt: now,
  }
  const report = (change: Partial<DownloadProgress>) => {
    p = { ...p, ...change, updatedAt: Date.now() }
    ctx.store.set(setDownloadAtom, p)
  }
  report({})
  try {
    const path: Record<string, string> = file ? { bundleId: bundle, file } : { bundleId: bundle }
    const blob = await downloadRanged({
      get: file ? supportBundleDownloadFile : supportBundleDownload,
      head: file ? supportBundleHeadFile : supportBundleHead,
      params: { path },
      type: file ? 'application/octet-stream' : 'application/zip',
      signal: abort.signal,
      onProgress: ({ received, total }) => report({ received, total }),
    })
    const saved = saveBlob(saveAs, blob)
    report({ status: 'done' })
    return { saveAs, bytes: blob.size, saved }
  } catch (e) {
    const cancelled = abort.signal.aborted
    report({
      status: cancelled ? 'cancelled' : 'failed',
      message: cancelled ? 'Stopped' : (e as Error).message,
    })
    throw cancelled ? new Error(`Download of ${saveAs} stopped`) : e
  } finally {
    running.delete(key)
  }
}

const downloaded = (_a: unknown, r: unknown) => {
  const { saveAs, bytes } = r as { saveAs: string; bytes: number }
  return `Downloaded ${saveAs} (${formatBytes(bytes)})`
}

const gate = {
  resolve: (_ctx: CommandContext, { bundle }: { bundle: string }) =>
    supportBundleView({ path: { bundleId: bundle } }),
  target: hasBundleState,
  available: (_ctx: CommandContext, _args: unknown, b?: BundleLike): Availability =>
    (b && bundleDownloadReason(b)) ?? true,
}

export const bundleDownloadCommand = defineCommand({
  ...gate,
  id: 'support-bundle.download',
  visible: isFleetViewer,
  title: 'Download support bundle',
  group: BUNDLES_GROUP,
  keywords: ['save', 'zip', 'export', 'logs'],
  args: z.object({
    bundle: bundleArg,
    output: z
      .string()
      .min(1)
      .optional()
      .describe('File name to save it as; support-bundle-<id>.zip if omitted'),
  }),
  defaults: bundleDefaults,
  complete: { bundle: completeBundles },
  run: ({ bundle, output }, ctx) => download(ctx, bundle, undefined, output ?? saveAsName(bundle)),
  successMessage: downloaded,
  cli: (a) =>
    cli('bundle download', {
      id: a.bundle,
      output: a.output ?? (a.bundle ? saveAsName(a.bundle) : undefined),
    }),
})

export const bundleDownloadFileCommand = defineCommand({
  ...gate,
  id: 'support-bundle.download-file',
  visible: isFleetViewer,
  title: 'Download file from support bundle',
  group: BUNDLES_GROUP,
  line: { positional: ['bundle', 'file'] },
  keywords: ['save', 'log', 'export', 'index'],
  args: z.object({
    bundle: bundleArg,
    file: z.string().min(1).describe('Path of the file in the bundle, as its index lists it'),
  }),
  defaults: bundleDefaults,
  complete: { bundle: completeBundles, file: completeFiles },
  run: ({ bundle, file }, ctx) => download(ctx, bundle, file, saveAsName(bundle, file)),
  successMessage: downloaded,
  // The CLI has no command for one file but `bundle inspect`, which is interactive.
  cli: (a) =>
    a.bundle && a.file
      ? `oxide api ${shellQuote(`/v1/system/support-bundles/${a.bundle}/download/${encodeURIComponent(a.file)}`)}`
      : cli('bundle inspect', { id: a.bundle }),
})

export const bundleDownloadCancelCommand = defineCommand({
  id: 'support-bundle.download-cancel',
  visible: isFleetViewer,
  title: 'Stop support bundle download',
  group: BUNDLES_GROUP,
  keywords: ['cancel', 'abort', 'download'],
  args: z.object({ bundle: bundleArg, file: fileArg }),
  defaults: bundleDefaults,
  complete: {
    bundle: async (ctx) =>
      Object.values(ctx.store.get(downloadsAtom))
        .filter((d) => d.status === 'running')
        .map((d) => ({ value: d.bundleId, label: d.saveAs, detail: d.file })),
  },
  available: (ctx, { bundle, file }): Availability =>
    bundle && ctx.store.get(downloadsAtom)[downloadKey(bundle, file)]?.status !== 'running'
      ? 'That download is not running'
      : true,
  async run({ bundle, file }) {
    const abort = running.get(downloadKey(bundle, file))
    if (!abort) throw new Error(`${saveAsName(bundle, file)} is not downloading`)
    abort.abort()
  },
})
