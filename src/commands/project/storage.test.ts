// Disk, snapshot, image and floating IP commands against the node mock.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  antiAffinityGroupMemberList,
  diskList,
  diskView,
  floatingIpList,
  floatingIpView,
  imageList,
  snapshotList,
} from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

const run = (id: string, args: Record<string, unknown>, target?: unknown) =>
  dispatch(id, args, 'test', { ctx: fakeContext().ctx, skipConfirm: true, quiet: true, target })
const ok = async (id: string, args: Record<string, unknown>) => {
  const result = await run(id, args)
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'ok' })
  return result
}
const project = 'demo'
const GiB = 1024 ** 3

describe('disks', () => {
  it('creates a blank disk of the default size, and one from an image', async () => {
    await ok('disk.create', { project, name: 'scratch-space' })
    await ok('disk.create', { project, name: 'from-image', source: 'image', image: 'debian-12' })
    const disks = (await diskList({ query: { project, limit: 1000 } })).items
    expect(disks.find((d) => d.name === 'scratch-space')?.size).toBe(10 * GiB)
    expect(disks.find((d) => d.name === 'from-image')?.imageId).toBeTruthy()
  })

  it('refuses a disk smaller than its snapshot', async () => {
    const result = await run('disk.create', {
      project,
      name: 'too-small',
      source: 'snapshot',
      snapshot: 'db-nightly',
      size: 1,
    })
    expect((result as { message: string }).message).toMatch(/^Size must be at least \d+ GiB/)
  })

  it('deletes only detached or faulted disks (section 4)', async () => {
    await ok('disk.create', { project, name: 'spare' })
    const spare = await diskView({ path: { disk: 'spare' }, query: { project } })
    expect(
      await run('disk.delete', { project, disk: 'spare' }, { state: { state: 'attached' } }),
    ).toMatchObject({ message: 'Only detached or faulted disks can be deleted' })
    await ok('disk.delete', { project, disk: spare.name })
    const names = (await diskList({ query: { project, limit: 1000 } })).items.map((d) => d.name)
    expect(names).not.toContain('spare')
  })
})

describe('snapshots and images', () => {
  it('snapshots a disk, makes an image of it, promotes, demotes and deletes the image', async () => {
    await ok('disk.create', { project, name: 'golden' })
    await ok('snapshot.create', { project, disk: 'golden', name: 'golden-snap' })
    expect((await snapshotList({ query: { project } })).items.map((s) => s.name)).toContain(
      'golden-snap',
    )
    await ok('image.create', {
      project,
      snapshot: 'golden-snap',
      name: 'golden-image',
      os: 'debian',
      version: '12',
    })
    const projectImages = async () =>
      (await imageList({ query: { project } })).items.map((i) => i.name)
    const siloImages = async () => (await imageList({})).items.map((i) => i.name)
    expect(await projectImages()).toContain('golden-image')
    await ok('image.promote', { project, image: 'golden-image' })
    expect(await siloImages()).toContain('golden-image')
    await ok('image.demote', { image: 'golden-image', project: 'web' })
    expect((await imageList({ query: { project: 'web' } })).items.map((i) => i.name)).toContain(
      'golden-image',
    )
    await ok('image.delete', { project: 'web', image: 'golden-image' })
    await ok('snapshot.delete', { project, snapshot: 'golden-snap' })
  })

  it('refuses a duplicate image name', async () => {
    const result = await run('image.create', {
      project,
      snapshot: 'db-nightly',
      name: 'pg-golden',
      os: 'debian',
      version: '12',
    })
    expect(result).toMatchObject({ message: 'Image name already exists' })
  })
})

describe('floating IPs', () => {
  const view = (floatingIp: string) => floatingIpView({ path: { floatingIp }, query: { project } })

  it('creates from the default pool, attaches, detaches, renames, deletes', async () => {
    await ok('floating-ip.create', { project, name: 'fip-1' })
    expect((await view('fip-1')).ip).toBeTruthy()
    await ok('floating-ip.attach', { project, floatingIp: 'fip-1', instance: 'web-3' })
    expect((await view('fip-1')).instanceId).toBeTruthy()
    expect(await run('floating-ip.delete', { project, floatingIp: 'fip-1' })).toMatchObject({
      message: 'Detach the floating IP before deleting it',
    })
    await ok('floating-ip.detach', { project, floatingIp: 'fip-1' })
    await ok('floating-ip.update', { project, floatingIp: 'fip-1', name: 'fip-one' })
    await ok('floating-ip.delete', { project, floatingIp: 'fip-one' })
    const names = (await floatingIpList({ query: { project } })).items.map((f) => f.name)
    expect(names).not.toContain('fip-one')
  })

  it('reserves a given address and checks it first', async () => {
    expect(await run('floating-ip.create', { project, name: 'x', ip: '1.2.3' })).toMatchObject({
      message: 'ip: Not a valid IP address',
    })
    await ok('floating-ip.create', { project, name: 'pinned', ip: '203.0.113.58' })
    expect((await view('pinned')).ip).toBe('203.0.113.58')
  })
})

describe('anti-affinity group members', () => {
  const members = async (antiAffinityGroup: string) =>
    (
      await antiAffinityGroupMemberList({ path: { antiAffinityGroup }, query: { project } })
    ).items.map((m) => m.value.name)

  it('adds a stopped instance, refuses a running one, removes a member', async () => {
    await ok('anti-affinity-group.create', { project, name: 'spread', policy: 'fail' })
    await ok('anti-affinity-group.member-add', {
      project,
      antiAffinityGroup: 'spread',
      instance: 'vault',
    })
    expect(await members('spread')).toEqual(['vault'])
    // Resolved from the server, no row given: web-1 is running.
    expect(
      await run('anti-affinity-group.member-add', {
        project,
        antiAffinityGroup: 'spread',
        instance: 'web-1',
      }),
    ).toMatchObject({ message: 'Only stopped instances can be added to an affinity group' })
    await ok('anti-affinity-group.member-remove', {
      project,
      antiAffinityGroup: 'spread',
      instance: 'vault',
    })
    expect(await members('spread')).toEqual([])
  })
})
