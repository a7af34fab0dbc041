// Support bundle commands against the node mock: create with a reason, edit the comment, download
// whole or one file in ranges (the bytes are the platform's, progress reaches the whole size),
// refusals from the bundle's state, delete (selected rows together) and stopping a download.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '@mock/db/store'
import { setTransitionDelay } from '@mock/db/transitions'
import { setLatency } from '@mock/msw/settings'
import { setUpMockPlatform } from '@mock/test/platform'
import { supportBundleList, supportBundleView } from '@/api/generated/operations'
import { downloadsAtom } from '@/state/downloads'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { runBulk } from '../core/bulk'
import { dispatch } from '../core/dispatch'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })
beforeEach(() => {
  store.set(setFleetViewerAtom, true)
})

const run = (id: string, args: Record<string, unknown>) =>
  dispatch(id, args, 'test', { ctx: fakeContext().ctx, skipConfirm: true, quiet: true })
const ok = async (id: string, args: Record<string, unknown>) => {
  const r = await run(id, args)
  expect(r, JSON.stringify(r)).toMatchObject({ status: 'ok' })
  return (r as { result: unknown }).result
}
const bundleIn = (state: string) => getDb().supportBundles.find((b) => b.state === state)!

describe('create and edit', () => {
  it('creates a bundle with its reason; the comment can be edited', async () => {
    const created = (await ok('support-bundle.create', { comment: 'sled 7 disk errors' })) as {
      id: string
    }
    const b = await supportBundleView({ path: { bundleId: created.id } })
    expect(b).toMatchObject({ userComment: 'sled 7 disk errors', state: 'active' })
    await ok('support-bundle.update', { bundle: created.id, comment: 'sled 7: NVMe resets' })
    expect((await supportBundleView({ path: { bundleId: created.id } })).userComment).toBe(
      'sled 7: NVMe resets',
    )
  })

  it('asks for the reason: a create without one says it is required', async () => {
    expect(await run('support-bundle.create', {})).toMatchObject({
      status: 'error',
      message: 'comment: required',
    })
  })
})

describe('downloads', () => {
  it('downloads the whole bundle in ranges: every byte the platform serves, progress to the end', async () => {
    const b = bundleIn('active')
    const result = (await ok('support-bundle.download', { bundle: b.id })) as {
      saveAs: string
      bytes: number
    }
    const served = new Uint8Array(
      await (
        await fetch(`http://localhost/v1/system/support-bundles/${b.id}/download`)
      ).arrayBuffer(),
    )
    expect(result).toMatchObject({ saveAs: `support-bundle-${b.id.slice(0, 8)}.zip` })
    expect(result.bytes).toBe(served.length)
    expect(store.get(downloadsAtom)[b.id]).toMatchObject({
      status: 'done',
      received: served.length,
      total: served.length,
    })
  })

  it('downloads one file under its own name', async () => {
    const b = bundleIn('active')
    const file = 'bundle_id.txt'
    const result = await ok('support-bundle.download-file', { bundle: b.id, file })
    expect(result).toMatchObject({ saveAs: 'bundle_id.txt', bytes: `${b.id}\n`.length })
  })

  it('refuses a bundle that holds no files, with the reason from its state', async () => {
    expect(await run('support-bundle.download', { bundle: bundleIn('failed').id })).toMatchObject({
      status: 'error',
      message: 'The bundle failed; it holds no files',
    })
  })

  it('a download stopped midway says so and keeps no partial file', async () => {
    // Each range takes a moment, as on a rack: time to stop it midway.
    setLatency(40)
    const b = bundleIn('active')
    const { ctx } = fakeContext()
    const download = dispatch('support-bundle.download', { bundle: b.id }, 'test', {
      ctx,
      quiet: true,
    })
    await vi.waitFor(() => expect(store.get(downloadsAtom)[b.id]?.status).toBe('running'))
    expect(await run('support-bundle.download-cancel', { bundle: b.id })).toMatchObject({
      status: 'ok',
    })
    expect(await download).toMatchObject({
      status: 'error',
      message: `Download of support-bundle-${b.id.slice(0, 8)}.zip stopped`,
    })
    expect(store.get(downloadsAtom)[b.id]?.status).toBe('cancelled')
  })
})

describe('delete', () => {
  it('a bundle already being deleted is not offered for delete again', async () => {
    setTransitionDelay(60_000)
    const b = bundleIn('active')
    await ok('support-bundle.delete', { bundle: b.id })
    expect(await run('support-bundle.delete', { bundle: b.id })).toMatchObject({
      status: 'error',
      message: 'The bundle is already being deleted',
    })
  })

  it('deletes the selected bundles in one bulk run', async () => {
    const ids = getDb().supportBundles.map((b) => b.id)
    const { ctx } = fakeContext()
    const results = await runBulk(
      'support-bundle.delete',
      ids.map((bundle) => ({ label: bundle.slice(0, 8), args: { bundle } })),
      ctx,
      'test',
      true,
    )
    expect(results?.every((r) => r.status === 'ok')).toBe(true)
    expect((await supportBundleList({})).items).toEqual([])
  })
})
