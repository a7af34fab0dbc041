// Instance commands through dispatch against the node mock. Availability per run state is
// checked against the spec's section 4 table, written out here on its own.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mock/node'
import { setUpMockPlatform } from '@mock/test/platform'
import { instanceList, instanceView } from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { availability, dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

const requests: string[] = []
setUpMockPlatform({ register: registerAllCommands })
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})
beforeEach(() => {
  requests.length = 0
})

const STATES = [
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

// Spec section 4, "Actions allowed per state".
const ALLOWED: Record<string, readonly string[]> = {
  'instance.start': ['stopped', 'failed'],
  'instance.delete': ['stopped', 'failed'],
  'instance.reboot': ['running'],
  'instance.stop': ['running', 'starting', 'rebooting', 'failed'],
}

describe('instance availability', () => {
  const { ctx } = fakeContext({ project: 'demo' })
  for (const [id, allowed] of Object.entries(ALLOWED)) {
    it(`${id} follows the section 4 table`, () => {
      const cmd = getCommand(id)
      for (const runState of STATES) {
        const ok = availability(cmd, ctx, { instance: 'x' }, { runState })
        if (allowed.includes(runState)) expect(ok, `${id} in ${runState}`).toBe(true)
        else expect(ok, `${id} in ${runState}`).toMatch(/^Only .* instances can /)
      }
    })
  }
})

describe('instance lifecycle', () => {
  const args = { project: 'demo', instance: 'web-1' }

  it('refuses to delete a running instance before calling the API, with the reason', async () => {
    const { ctx } = fakeContext()
    const result = await dispatch('instance.delete', args, 'test', { ctx, skipConfirm: true })
    expect(result).toMatchObject({
      status: 'error',
      message: 'Only stopped or failed instances can be deleted',
    })
    // Only the lookup that found it running: no DELETE.
    expect(requests).toEqual(['GET /v1/instances/web-1'])
    expect((await instanceView({ path: args, query: args })).runState).toBe('running')
  })

  it('uses the target it is given instead of fetching', async () => {
    const { ctx } = fakeContext()
    const result = await dispatch('instance.start', args, 'test', {
      ctx,
      target: { runState: 'running' },
    })
    expect(result).toMatchObject({ message: 'Only stopped or failed instances can be started' })
    expect(requests).toEqual([])
  })

  it('stops, then deletes a stopped instance', async () => {
    const { ctx, toasts } = fakeContext()
    const path = { instance: 'web-1' }
    expect((await dispatch('instance.stop', args, 'test', { ctx, skipConfirm: true })).status).toBe(
      'ok',
    )
    expect(toasts).toContainEqual(
      expect.objectContaining({ title: 'Stopping instance web-1', variant: 'success' }),
    )
    await vi.waitFor(async () =>
      expect((await instanceView({ path, query: { project: 'demo' } })).runState).toBe('stopped'),
    )
    const deleted = await dispatch('instance.delete', args, 'test', { ctx, skipConfirm: true })
    expect(deleted.status).toBe('ok')
    const names = (await instanceList({ query: { project: 'demo' } })).items.map((i) => i.name)
    expect(names).not.toContain('web-1')
  })

  it("leaves the deleted instance's own page", async () => {
    const { ctx, navigated } = fakeContext({ project: 'demo', instance: 'web-3' })
    await dispatch('instance.delete', {}, 'test', { ctx, skipConfirm: true })
    expect(navigated).toEqual(['/projects/demo/instances'])
  })
})

describe('instance.create', () => {
  it('gives a running instance with a boot disk from a name alone', async () => {
    const { ctx, navigated } = fakeContext({ project: 'demo' })
    const result = await dispatch('instance.create', { name: 'fresh' }, 'test', { ctx })
    expect(result.status, JSON.stringify(result)).toBe('ok')
    expect(navigated).toEqual(['/projects/demo/instances/fresh/storage'])
    await vi.waitFor(async () => {
      const i = await instanceView({ path: { instance: 'fresh' }, query: { project: 'demo' } })
      expect(i.runState).toBe('running')
      expect(i.bootDiskId).toBeTruthy()
      expect(i.hostname).toBe('fresh')
      expect(i.ncpus).toBe(2)
      expect(i.memory).toBe(8 * 1024 ** 3)
    })
  })

  it('boots from the named image, or has no boot disk when asked', async () => {
    const { ctx } = fakeContext({ project: 'demo' })
    const view = (instance: string) =>
      instanceView({ path: { instance }, query: { project: 'demo' } })
    await dispatch('instance.create', { name: 'named', image: 'debian-12' }, 'test', { ctx })
    await dispatch('instance.create', { name: 'diskless', boot: 'none' }, 'test', { ctx })
    expect((await view('named')).bootDiskId).toBeTruthy()
    expect((await view('diskless')).bootDiskId).toBeFalsy()
  })

  it('refuses a duplicate name with the normalised message', async () => {
    const { ctx } = fakeContext({ project: 'demo' })
    const result = await dispatch('instance.create', { name: 'web-1' }, 'test', { ctx })
    expect(result).toMatchObject({ status: 'error', message: 'Instance name already exists' })
  })

  it('refuses a boot disk smaller than its image', async () => {
    const { ctx } = fakeContext({ project: 'demo' })
    const result = await dispatch(
      'instance.create',
      { name: 'tiny', image: 'ubuntu-24-04', bootDiskSize: 1 },
      'test',
      { ctx },
    )
    expect(result).toMatchObject({ status: 'error' })
    expect((result as { message: string }).message).toMatch(/^Boot disk must be at least \d+ GiB/)
  })
})
