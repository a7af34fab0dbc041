// disk.import and disk.import-cancel against the node mock: the whole bulk-write flow, failures
// naming their step, cancel cleaning up, and the mock's checks on what a bulk write carries.
import { http, HttpResponse } from 'msw'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mock/node'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  diskBulkWriteImport,
  diskBulkWriteImportStart,
  diskCreate,
  diskList,
  diskView,
  imageList,
  snapshotList,
} from '@/api/generated/operations'
import { diskImportsAtom, importKey } from '@/state/disk-import'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { parseCommandLine } from '../command-line/line'
import { dispatch } from '../core/dispatch'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

const project = 'demo'
const MiB = 1024 ** 2
const GiB = 1024 ** 3
const file = (bytes: number) =>
  new File([new Uint8Array(bytes).map((_, i) => i % 251)], 'disk.raw', {
    type: 'application/octet-stream',
  })
const run = (id: string, args: Record<string, unknown>, ctx = fakeContext().ctx) =>
  dispatch(id, args, 'test', { ctx, skipConfirm: true, quiet: true })
const diskNames = async () =>
  (await diskList({ query: { project, limit: 1000 } })).items.map((d) => d.name)

describe('disk.import', () => {
  it('creates, writes, finalizes with a snapshot, and makes an image', async () => {
    const size = 3 * MiB + 1000 // a short last chunk, padded to the block size
    const result = await run('disk.import', {
      project,
      disk: 'uploaded',
      file: file(size),
      snapshot: 'uploaded-snap',
      image: 'uploaded-image',
      imageOs: 'alpine',
      imageVersion: '3.20',
    })
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'ok' })
    const disk = await diskView({ path: { disk: 'uploaded' }, query: { project } })
    expect(disk.state.state).toBe('detached')
    expect(disk.size).toBe(GiB)
    expect(disk.blockSize).toBe(512)
    expect((await snapshotList({ query: { project } })).items.map((s) => s.name)).toContain(
      'uploaded-snap',
    )
    expect((await imageList({ query: { project } })).items.map((i) => i.name)).toContain(
      'uploaded-image',
    )
    expect(store.get(diskImportsAtom)[importKey(project, 'uploaded')]).toMatchObject({
      status: 'done',
      bytes: size,
      total: size,
    })
  })

  it('names the step that failed and keeps a disk it did not create', async () => {
    await run('disk.create', { project, name: 'taken' })
    const result = await run('disk.import', { project, disk: 'taken', file: file(MiB) })
    expect(result).toMatchObject({
      message: 'Import failed while creating the disk: Disk name already exists',
    })
    expect(await diskNames()).toContain('taken')
  })

  it('checks the snapshot and image names are free before uploading', async () => {
    const args = { project, disk: 'fresh', file: file(MiB), imageOs: 'a', imageVersion: '1' }
    expect(await run('disk.import', { ...args, snapshot: 'db-nightly' })).toMatchObject({
      message: 'Import failed while checking the names: Snapshot name already exists',
    })
    expect(await run('disk.import', { ...args, snapshot: 's', image: 'pg-golden' })).toMatchObject({
      message: 'Import failed while checking the names: Image name already exists',
    })
    expect(await diskNames()).not.toContain('fresh')
  })

  it('refuses an empty file and an image without a snapshot before creating anything', async () => {
    expect(await run('disk.import', { project, disk: 'empty', file: file(0) })).toMatchObject({
      message: 'The file is empty',
    })
    const noSnap = { project, disk: 'x', file: file(MiB), image: 'img', imageOs: 'a' }
    expect(await run('disk.import', { ...noSnap, imageVersion: '1' })).toMatchObject({
      message: 'An image is made from a snapshot: give the snapshot a name',
    })
    expect(await diskNames()).not.toContain('x')
  })

  it('cancel stops the upload, stops the bulk write and deletes the disk', async () => {
    const { ctx } = fakeContext()
    const unsubscribe = store.sub(diskImportsAtom, () => {
      const p = store.get(diskImportsAtom)[importKey(project, 'big')]
      if (p?.status === 'running' && p.bytes > 0)
        void run('disk.import-cancel', { project, disk: 'big' })
    })
    const result = await run('disk.import', { project, disk: 'big', file: file(16 * MiB) }, ctx)
    unsubscribe()
    expect(result).toMatchObject({
      message: 'Import of disk big cancelled while uploading; disk big was deleted',
    })
    expect(await diskNames()).not.toContain('big')
    expect(store.get(diskImportsAtom)[importKey(project, 'big')]?.status).toBe('cancelled')
    expect(await run('disk.import-cancel', { project, disk: 'big' })).toMatchObject({
      message: 'Not found: disk with name "big"',
    })
  })

  it('cancels an import left unfinished elsewhere: stops its bulk write and deletes it', async () => {
    // Seeded: vm-import is importing_from_bulk_writes, iso-upload import_ready, old-logs detached.
    await expect(run('disk.import-cancel', { project, disk: 'vm-import' })).resolves.toMatchObject({
      status: 'ok',
    })
    await expect(run('disk.import-cancel', { project, disk: 'iso-upload' })).resolves.toMatchObject(
      { status: 'ok' },
    )
    expect(await run('disk.import-cancel', { project, disk: 'old-logs' })).toMatchObject({
      message: 'Only import ready or importing disks have an import to cancel',
    })
    const names = await diskNames()
    expect(names).not.toContain('vm-import')
    expect(names).not.toContain('iso-upload')
    expect(names).toContain('old-logs')
  })

  it('without a file, opens the disk form on the upload source', async () => {
    const { ctx, navigated } = fakeContext()
    expect(await run('disk.import', { project, disk: 'later' }, ctx)).toMatchObject({
      status: 'ok',
    })
    expect(navigated).toEqual([`/projects/${project}/disks-new?source=upload&name=later`])
  })
})

describe('the mock checks each bulk write like Nexus', () => {
  const start = async (name: string, blockSize: 512 | 4096) => {
    await diskCreate({
      query: { project },
      body: {
        name,
        description: '',
        size: GiB,
        diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize } },
      },
    })
    await diskBulkWriteImportStart({ path: { disk: name }, query: { project } })
  }
  const write = (disk: string, offset: number, bytes: number) =>
    diskBulkWriteImport({
      path: { disk },
      query: { project },
      body: { offset, base64EncodedData: Buffer.alloc(bytes).toString('base64') },
    })

  it('refuses unaligned offsets and lengths, oversized chunks and writes past the end', async () => {
    await start('target', 4096)
    await expect(write('target', 512, 4096)).rejects.toThrow('Offset not block size aligned')
    await expect(write('target', 0, 512)).rejects.toThrow('Data length not block size aligned')
    await expect(write('target', 0, 1024 * 1024)).rejects.toThrow(/at most 524288 bytes/)
    await expect(write('target', GiB - 4096, 8192)).rejects.toThrow(/past the end of the disk/)
    await expect(write('target', 4096, 4096)).resolves.toBeDefined()
  })

  it('refuses a bulk write into a disk that is not importing', async () => {
    await run('disk.create', { project, name: 'plain' })
    await expect(write('plain', 0, 512)).rejects.toThrow(/cannot bulk write into disk plain/i)
  })
})

describe('disk.import --url', () => {
  const here = { href: 'http://localhost/projects/demo/disks', origin: 'http://localhost' }
  const served = new Uint8Array(MiB).map((_, i) => (i * 7) % 256)
  beforeEach(() => {
    vi.stubGlobal('location', here)
    server.use(
      http.get('http://localhost/demos/served.raw', () => HttpResponse.arrayBuffer(served.buffer)),
      http.get('http://localhost/demos/missing.raw', () => new HttpResponse(null, { status: 404 })),
      http.get('http://localhost/demos/fallback.raw', () => HttpResponse.html('<!doctype html>')),
    )
  })
  afterAll(() => vi.unstubAllGlobals())

  it('reads as a typed line with --name', () => {
    const line = 'disk import --name golden --url /demos/served.raw --snapshot golden-snap'
    expect(parseCommandLine(line, fakeContext({ project }).ctx)).toMatchObject({
      ok: true,
      args: { disk: 'golden', url: '/demos/served.raw', snapshot: 'golden-snap' },
    })
  })

  it('uploads a same-origin file through the bulk-write pipeline and snapshots it', async () => {
    const result = await run('disk.import', {
      project,
      disk: 'golden',
      url: '/demos/served.raw',
      snapshot: 'golden-snap',
    })
    expect(result, JSON.stringify(result)).toMatchObject({ status: 'ok' })
    const disk = await diskView({ path: { disk: 'golden' }, query: { project } })
    expect(disk.state.state).toBe('detached')
    expect((await snapshotList({ query: { project } })).items.map((s) => s.name)).toContain(
      'golden-snap',
    )
  })

  it('refuses another origin, a missing file and a web page, creating nothing', async () => {
    const error = async (url: string) => {
      const r = await run('disk.import', { project, disk: 'nope', url })
      return r.status === 'error' ? r.message : r.status
    }
    expect(await error('https://example.com/disk.raw')).toMatch(
      'Disk images load only from this site (http://localhost); https://example.com is another origin',
    )
    expect(await error('/demos/missing.raw')).toMatch(
      /Could not load the disk image \/demos\/missing.raw: 404/,
    )
    expect(await error('/demos/fallback.raw')).toMatch(
      'No disk image at /demos/fallback.raw (the site answered with a web page)',
    )
    expect(await diskNames()).not.toContain('nope')
  })
})
