// Instance configuration and disk attachment commands: availability per state against the spec's
// section 4 tables (written out again here, on their own), and round trips through the node mock,
// including what the platform refuses.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { DISK_STATES } from '@/api/capabilities'
import {
  diskView,
  instanceExternalIpList,
  instanceNetworkInterfaceList,
  instanceView,
} from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { availability, dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

const RUN_STATES = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
] as const

// Section 4, "Actions allowed per state", per command gated by the instance's run state.
const BY_RUN_STATE: Record<string, readonly string[]> = {
  'instance.start': ['stopped', 'failed'],
  'instance.delete': ['stopped', 'failed'],
  'instance.resize': ['stopped', 'failed', 'creating'],
  'instance.set-boot-disk': ['stopped', 'failed', 'creating'],
  'instance.reboot': ['running'],
  'instance.stop': ['running', 'starting', 'rebooting', 'failed'],
  'disk.detach': ['creating', 'stopped', 'failed'],
  'disk.attach': ['creating', 'stopped'],
  'instance.disk-create': ['creating', 'stopped'],
  'network-interface.create': ['stopped'],
  'network-interface.update': ['stopped'],
  'network-interface.delete': ['stopped'],
}

// Section 4, disk table, per command gated by the disk's state.
const BY_DISK_STATE: Record<string, readonly string[]> = {
  'disk.delete': ['detached', 'faulted'],
  'snapshot.create': ['attached', 'detached'],
  'disk.attach': ['creating', 'detached'],
  'disk.detach': ['attached'],
  'instance.set-boot-disk': ['attached'],
}

describe('availability follows section 4', () => {
  const { ctx } = fakeContext({ project: 'demo' })
  for (const [id, allowed] of Object.entries(BY_RUN_STATE)) {
    it(`${id} by instance run state`, () => {
      const cmd = getCommand(id)
      for (const runState of RUN_STATES) {
        const ok = availability(cmd, ctx, {}, { runState })
        if (allowed.includes(runState)) expect(ok, `${id} in ${runState}`).toBe(true)
        else expect(ok, `${id} in ${runState}`).toMatch(/^Only [a-z, ]+ instances can /)
      }
    })
  }
  for (const [id, allowed] of Object.entries(BY_DISK_STATE)) {
    it(`${id} by disk state`, () => {
      const cmd = getCommand(id)
      for (const state of DISK_STATES) {
        const ok = availability(cmd, ctx, {}, { state: { state } })
        if (allowed.includes(state)) expect(ok, `${id} on ${state}`).toBe(true)
        else expect(ok, `${id} on ${state}`).toMatch(/^Only [a-z_, ]+ disks can /)
      }
    })
  }

  it('disk.attach needs both the disk and the instance to allow it', () => {
    const cmd = getCommand('disk.attach')
    const disk = { state: { state: 'detached' } }
    expect(availability(cmd, ctx, {}, { disk, instance: { runState: 'stopped' } })).toBe(true)
    expect(availability(cmd, ctx, {}, { disk, instance: { runState: 'running' } })).toBe(
      'Only creating or stopped instances can have disks attached',
    )
    const attached = { state: { state: 'attached' } }
    expect(availability(cmd, ctx, {}, { disk: attached, instance: { runState: 'stopped' } })).toBe(
      'Only creating or detached disks can be attached',
    )
  })

  it('disk.detach refuses the boot disk of the instance', () => {
    const cmd = getCommand('disk.detach')
    const disk = { id: 'd1', state: { state: 'attached' } }
    const pair = (bootDiskId: string) => ({ disk, instance: { runState: 'stopped', bootDiskId } })
    expect(availability(cmd, ctx, {}, pair('d1'))).toMatch(/^This is the boot disk/)
    expect(availability(cmd, ctx, {}, pair('d2'))).toBe(true)
  })

  it('instance.set-boot-disk is not offered for the disk that already is the boot disk', () => {
    const cmd = getCommand('instance.set-boot-disk')
    const disk = { id: 'd1', state: { state: 'attached' } }
    const pair = (bootDiskId: string) => ({ disk, instance: { runState: 'stopped', bootDiskId } })
    expect(availability(cmd, ctx, {}, pair('d1'))).toBe(
      'This disk already is the boot disk of the instance',
    )
    expect(availability(cmd, ctx, {}, pair('d2'))).toBe(true)
  })

  it('auto-restart policy changes are allowed in every state', () => {
    const cmd = getCommand('instance.set-auto-restart')
    for (const runState of RUN_STATES) expect(availability(cmd, ctx, {}, { runState })).toBe(true)
  })

  it('ephemeral IP attach and detach follow what the instance has', () => {
    const attach = getCommand('instance.ephemeral-ip-attach')
    const detach = getCommand('instance.ephemeral-ip-detach')
    const none = { externalIps: [{ kind: 'snat' }] }
    const one = { externalIps: [{ kind: 'snat' }, { kind: 'ephemeral' }] }
    expect(availability(attach, ctx, {}, none)).toBe(true)
    expect(availability(attach, ctx, {}, one)).toMatch(/already has an ephemeral IP/)
    expect(availability(detach, ctx, {}, one)).toBe(true)
    expect(availability(detach, ctx, {}, none)).toBe('The instance has no ephemeral IP')
  })
})

const demo = { project: 'demo' }
const view = (instance: string) => instanceView({ path: { instance }, query: demo })

describe('disk attach and detach', () => {
  it('attaches a detached disk to a stopped instance and detaches it again', async () => {
    const { ctx } = fakeContext(demo)
    const args = { project: 'demo', disk: 'spare-volume', instance: 'web-3' }
    const attached = await dispatch('disk.attach', args, 'test', { ctx })
    expect(attached.status, JSON.stringify(attached)).toBe('ok')
    const disk = await diskView({ path: { disk: 'spare-volume' }, query: demo })
    expect(disk.state).toMatchObject({ state: 'attached', instance: (await view('web-3')).id })
    const detached = await dispatch('disk.detach', args, 'test', { ctx, skipConfirm: true })
    expect(detached.status).toBe('ok')
    expect((await diskView({ path: { disk: 'spare-volume' }, query: demo })).state.state).toBe(
      'detached',
    )
  })

  it('refuses to attach to a running instance, with the reason, before calling the API', async () => {
    const { ctx, toasts } = fakeContext(demo)
    const args = { project: 'demo', disk: 'spare-volume', instance: 'web-1' }
    const result = await dispatch('disk.attach', args, 'test', { ctx })
    expect(result).toMatchObject({
      status: 'error',
      message: 'Only creating or stopped instances can have disks attached',
    })
    expect(toasts[0]).toMatchObject({ title: 'Attach disk', variant: 'error' })
  })

  it("shows the platform's refusal when the page's state was stale", async () => {
    const { ctx, toasts } = fakeContext(demo)
    // The page still thinks web-1 is stopped; the mock knows it is running.
    const args = { project: 'demo', disk: 'spare-volume', instance: 'web-1' }
    const result = await dispatch('disk.attach', args, 'test', {
      ctx,
      target: { runState: 'stopped' },
    })
    expect(result).toMatchObject({ status: 'error' })
    expect((result as { message: string }).message).toBe(
      'Cannot attach disk to instance in running state',
    )
    expect(toasts[0]?.title).toBe('Attach disk')
  })

  it('creates a blank disk and attaches it in one go', async () => {
    const { ctx } = fakeContext({ project: 'demo', instance: 'web-3' })
    const result = await dispatch('instance.disk-create', { name: 'extra', size: 20 }, 'test', {
      ctx,
    })
    expect(result.status, JSON.stringify(result)).toBe('ok')
    const disk = await diskView({ path: { disk: 'extra' }, query: demo })
    expect(disk.size).toBe(20 * 1024 ** 3)
    expect(disk.state).toMatchObject({ state: 'attached' })
  })
})

describe('instance update', () => {
  it('resizes a stopped instance and keeps the rest of its configuration', async () => {
    const { ctx } = fakeContext(demo)
    const before = await view('web-3')
    const args = { project: 'demo', instance: 'web-3', ncpus: 6, memory: 12 }
    expect((await dispatch('instance.resize', args, 'test', { ctx })).status).toBe('ok')
    const after = await view('web-3')
    expect(after).toMatchObject({ ncpus: 6, memory: 12 * 1024 ** 3 })
    expect(after.bootDiskId).toBe(before.bootDiskId)
  })

  it('refuses to resize a running instance', async () => {
    const { ctx } = fakeContext(demo)
    const args = { project: 'demo', instance: 'web-1', ncpus: 6, memory: 12 }
    const result = await dispatch('instance.resize', args, 'test', { ctx })
    expect(result).toMatchObject({
      status: 'error',
      message: 'Only stopped, failed or creating instances can be resized',
    })
  })

  it('sets the auto-restart policy, and default clears it', async () => {
    const { ctx } = fakeContext(demo)
    const args = { project: 'demo', instance: 'web-1' }
    await dispatch('instance.set-auto-restart', { ...args, policy: 'never' }, 'test', { ctx })
    expect(await view('web-1')).toMatchObject({
      autoRestartPolicy: 'never',
      autoRestartEnabled: false,
    })
    await dispatch('instance.set-auto-restart', { ...args, policy: 'default' }, 'test', { ctx })
    expect((await view('web-1')).autoRestartPolicy ?? null).toBeNull()
  })

  it('sets an attached disk as the boot disk', async () => {
    const { ctx } = fakeContext({ project: 'demo', instance: 'web-3' })
    await dispatch('instance.disk-create', { name: 'second', size: 10 }, 'test', { ctx })
    const result = await dispatch('instance.set-boot-disk', { disk: 'second' }, 'test', { ctx })
    expect(result.status, JSON.stringify(result)).toBe('ok')
    const disk = await diskView({ path: { disk: 'second' }, query: demo })
    expect((await view('web-3')).bootDiskId).toBe(disk.id)
  })
})

describe('network interfaces and ephemeral IPs', () => {
  const nics = (instance: string) =>
    instanceNetworkInterfaceList({ query: { project: 'demo', instance } })

  it('adds, renames and deletes an interface of a stopped instance', async () => {
    const { ctx } = fakeContext({ project: 'demo', instance: 'web-3' })
    const add = { name: 'net9', vpc: 'default', subnet: 'default' }
    const created = await dispatch('network-interface.create', add, 'test', { ctx })
    expect(created.status, JSON.stringify(created)).toBe('ok')
    const update = { interface: 'net9', name: 'net8' }
    expect((await dispatch('network-interface.update', update, 'test', { ctx })).status).toBe('ok')
    expect((await nics('web-3')).items.map((n) => n.name)).toContain('net8')
    const del = await dispatch('network-interface.delete', { interface: 'net8' }, 'test', {
      ctx,
      skipConfirm: true,
    })
    expect(del.status).toBe('ok')
    expect((await nics('web-3')).items.map((n) => n.name)).not.toContain('net8')
  })

  it('refuses interface changes on a running instance', async () => {
    const { ctx } = fakeContext({ project: 'demo', instance: 'web-1' })
    const add = { name: 'net9', vpc: 'default', subnet: 'default' }
    const result = await dispatch('network-interface.create', add, 'test', { ctx })
    expect(result).toMatchObject({
      status: 'error',
      message: 'Only stopped instances can have network interfaces changed',
    })
  })

  it('detaches and re-attaches the ephemeral IP', async () => {
    const { ctx } = fakeContext({ project: 'demo', instance: 'web-1' })
    const ips = async () =>
      (await instanceExternalIpList({ path: { instance: 'web-1' }, query: demo })).items
    const hadEphemeral = (await ips()).some((ip) => ip.kind === 'ephemeral')
    if (hadEphemeral) {
      const d = await dispatch('instance.ephemeral-ip-detach', {}, 'test', {
        ctx,
        skipConfirm: true,
      })
      expect(d.status, JSON.stringify(d)).toBe('ok')
    }
    expect((await ips()).some((ip) => ip.kind === 'ephemeral')).toBe(false)
    const a = await dispatch('instance.ephemeral-ip-attach', {}, 'test', { ctx })
    expect(a.status, JSON.stringify(a)).toBe('ok')
    expect((await ips()).some((ip) => ip.kind === 'ephemeral')).toBe(true)
    const again = await dispatch('instance.ephemeral-ip-attach', {}, 'test', { ctx })
    expect(again).toMatchObject({
      status: 'error',
      message: 'The instance already has an ephemeral IP; detach it first',
    })
  })
})
