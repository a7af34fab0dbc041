// The storage commands' availability against the spec's section 4 tables, every state x action.
// The expected answers are written out here from the spec (not read from capabilities.ts) so a
// drift in either shows; the list of states is nexus.json's, checked in capabilities.test.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { DISK_STATES } from '@/api/capabilities'
import { registerAllCommands } from '../all'
import { availability } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

beforeAll(() => registerAllCommands())

// Section 4, disk table, and the reason each refusal shows.
const DISK_TABLE = {
  'disk.delete': {
    allowed: ['detached', 'faulted'],
    reason: 'Only detached or faulted disks can be deleted',
  },
  'snapshot.create': {
    allowed: ['attached', 'detached'],
    reason: 'Only attached or detached disks can be snapshotted',
  },
  'disk.attach': {
    allowed: ['creating', 'detached'],
    reason: 'Only creating or detached disks can be attached',
  },
  'disk.detach': { allowed: ['attached'], reason: 'Only attached disks can be detached' },
  'instance.set-boot-disk': {
    allowed: ['attached'],
    reason: 'Only attached disks can be set as the boot disk',
  },
}

// The disk rows' menu hands these the disk (with its instance, when it has one) as the target.
const targetFor = (id: string, state: string) =>
  id === 'disk.delete' || id === 'snapshot.create'
    ? { state: { state } }
    : { disk: { state: { state } } }

const check = (id: string, args: Record<string, unknown>, target: unknown) =>
  availability(getCommand(id), fakeContext().ctx, args, target)

describe('disk commands x disk states (section 4)', () => {
  for (const [id, { allowed, reason }] of Object.entries(DISK_TABLE)) {
    for (const state of DISK_STATES) {
      const expected = allowed.includes(state) ? true : reason
      it(`${id} on a ${state} disk: ${expected === true ? 'allowed' : 'refused'}`, () => {
        const args = { project: 'p', disk: 'd', instance: 'i' }
        expect(check(id, args, targetFor(id, state))).toBe(expected)
      })
    }
  }
})

describe('disk.import-cancel', () => {
  it('is only available for a disk with an unfinished import', () => {
    for (const state of DISK_STATES) {
      const expected = ['import_ready', 'importing_from_bulk_writes'].includes(state)
        ? true
        : 'Only import ready or importing disks have an import to cancel'
      const target = { state: { state } }
      expect(check('disk.import-cancel', { project: 'p', disk: 'd' }, target), state).toBe(expected)
    }
  })
})

const INSTANCE_STATES = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
]

describe('anti-affinity-group.member-add x instance states (section 4: stopped only)', () => {
  for (const runState of INSTANCE_STATES) {
    const expected =
      runState === 'stopped' ? true : 'Only stopped instances can be added to an affinity group'
    it(`a ${runState} instance: ${expected === true ? 'allowed' : 'refused'}`, () => {
      const args = { project: 'p', antiAffinityGroup: 'g', instance: 'i' }
      expect(check('anti-affinity-group.member-add', args, { runState })).toBe(expected)
    })
  }
})

describe('floating IP attach and detach', () => {
  const free = { ip: '192.0.2.1', instanceId: null }
  const held = { ip: '192.0.2.2', instanceId: '5f1c3c2e-0000-4000-8000-000000000001' }
  const args = { project: 'p', floatingIp: 'f' }
  it('attaches and deletes only a free one, detaches only an attached one', () => {
    expect(check('floating-ip.attach', args, free)).toBe(true)
    expect(check('floating-ip.attach', args, held)).toBe(
      'The floating IP is already attached; detach it first',
    )
    expect(check('floating-ip.detach', args, free)).toBe(
      'The floating IP is not attached to an instance',
    )
    expect(check('floating-ip.detach', args, held)).toBe(true)
    expect(check('floating-ip.delete', args, held)).toBe(
      'Detach the floating IP before deleting it',
    )
  })
})
