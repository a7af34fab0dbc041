import { describe, expect, it } from 'vitest'
import {
  DISK_STATES,
  INSTANCE_STATES,
  diskCan,
  diskDisabledReason,
  instanceAutoRestartEligible,
  instanceCan,
  instanceDisabledReason,
  hasSnapshotState,
  isBusy,
  snapshotImageReason,
  type DiskAction,
  type InstanceAction,
} from './capabilities'

// The spec's section 4 tables, copied out by hand so a slip in capabilities.ts shows up here.
const instanceTable: Record<InstanceAction, string[]> = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
  // Not in the spec's table: omicron's SAFE_TO_ATTACH_INSTANCE_STATES less the transient VMMs.
  externalSubnet: ['running', 'rebooting', 'stopped'],
}

const diskTable: Record<DiskAction, string[]> = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBoot: ['attached'],
}

const allInstanceStates = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
]

const allDiskStates = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
]

describe('state lists', () => {
  it('name every instance state, destroyed included', () => {
    expect([...INSTANCE_STATES].sort()).toEqual([...allInstanceStates].sort())
  })
  it('name every disk state', () => {
    expect([...DISK_STATES].sort()).toEqual([...allDiskStates].sort())
  })
  it('cover exactly the actions of the tables', () => {
    expect(Object.keys(instanceCan).sort()).toEqual(Object.keys(instanceTable).sort())
    expect(Object.keys(diskCan).sort()).toEqual(Object.keys(diskTable).sort())
  })
})

describe('instanceCan: every action in every state', () => {
  const cases = Object.entries(instanceTable).flatMap(([action, allowed]) =>
    allInstanceStates.map((state) => [action, state, allowed.includes(state)] as const),
  )
  it.each(cases)('%s in %s -> %s', (action, state, expected) => {
    const instance = { runState: state }
    expect(instanceCan[action as InstanceAction](instance)).toBe(expected)
    const reason = instanceDisabledReason(action as InstanceAction, instance)
    if (expected) expect(reason).toBeUndefined()
    else expect(reason).toMatch(/^Only .+ instances can .+/)
  })
})

describe('diskCan: every action in every state', () => {
  const cases = Object.entries(diskTable).flatMap(([action, allowed]) =>
    allDiskStates.map((state) => [action, state, allowed.includes(state)] as const),
  )
  it.each(cases)('%s in %s -> %s', (action, state, expected) => {
    const disk = { state: { state } }
    expect(diskCan[action as DiskAction](disk)).toBe(expected)
    const reason = diskDisabledReason(action as DiskAction, disk)
    if (expected) expect(reason).toBeUndefined()
    else expect(reason).toMatch(/^Only .+ disks can .+/)
  })
})

describe('disabled reasons name the allowed states', () => {
  it.each([
    ['start', 'running', 'Only stopped or failed instances can be started'],
    ['delete', 'running', 'Only stopped or failed instances can be deleted'],
    ['resize', 'running', 'Only stopped, failed or creating instances can be resized'],
    ['reboot', 'stopped', 'Only running instances can be rebooted'],
    ['stop', 'stopped', 'Only running, starting, rebooting or failed instances can be stopped'],
    ['updateNic', 'running', 'Only stopped instances can have network interfaces changed'],
    [
      'serialConsole',
      'stopped',
      'Only running, rebooting, migrating or repairing instances can open a serial console',
    ],
  ] as const)('%s while %s', (action, state, text) => {
    expect(instanceDisabledReason(action, { runState: state })).toBe(text)
  })

  it('disks', () => {
    expect(diskDisabledReason('delete', { state: { state: 'attached' } })).toBe(
      'Only detached or faulted disks can be deleted',
    )
    expect(diskDisabledReason('detach', { state: { state: 'detached' } })).toBe(
      'Only attached disks can be detached',
    )
  })

  it('every allowed state of a failing check appears in its reason', () => {
    for (const [action, allowed] of Object.entries(instanceTable)) {
      const reason = instanceDisabledReason(action as InstanceAction, { runState: 'destroyed' })
      for (const state of allowed) expect(reason).toContain(state)
    }
  })
})

// A newer platform may add states: nothing is offered in them, and the reason says why.
describe('states this console does not know', () => {
  const hibernating = 'hibernating'
  it('disable every instance and disk action, naming the state', () => {
    for (const action of Object.keys(instanceTable) as InstanceAction[]) {
      expect(instanceCan[action]({ runState: hibernating })).toBe(false)
      expect(instanceDisabledReason(action, { runState: hibernating })).toBe(
        'The instance is in state "hibernating", which this console does not know (a newer platform?)',
      )
    }
    for (const action of Object.keys(diskTable) as DiskAction[]) {
      expect(diskDisabledReason(action, { state: { state: 'shelved' } })).toBe(
        'The disk is in state "shelved", which this console does not know (a newer platform?)',
      )
    }
  })

  it('keep the reason from the table for known states', () => {
    expect(instanceDisabledReason('start', { runState: 'running' })).toMatch(/^Only /)
  })
})

describe('isBusy', () => {
  it.each(allInstanceStates)('%s', (state) => {
    expect(isBusy(state)).toBe(['creating', 'starting', 'stopping', 'rebooting'].includes(state))
  })
})

describe('instanceAutoRestartEligible', () => {
  const now = new Date('2024-06-01T12:00:00Z')
  const failed = { runState: 'failed', autoRestartEnabled: true }

  it('failed, enabled, no cooldown -> eligible', () => {
    expect(instanceAutoRestartEligible(failed, now)).toBe(true)
    expect(
      instanceAutoRestartEligible({ ...failed, autoRestartCooldownExpiration: null }, now),
    ).toBe(true)
  })

  it('cooldown in the past -> eligible; in the future or now -> not', () => {
    const at = (iso: string) =>
      instanceAutoRestartEligible({ ...failed, autoRestartCooldownExpiration: new Date(iso) }, now)
    expect(at('2024-06-01T11:59:59Z')).toBe(true)
    expect(at('2024-06-01T12:00:01Z')).toBe(false)
    expect(at('2024-06-01T12:00:00Z')).toBe(false)
  })

  it('accepts wire strings as the mock stores them', () => {
    expect(
      instanceAutoRestartEligible(
        { ...failed, autoRestartCooldownExpiration: '2024-06-01T11:00:00Z' },
        now,
      ),
    ).toBe(true)
  })

  it('auto-restart disabled -> never', () => {
    expect(instanceAutoRestartEligible({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
  })

  it.each(allInstanceStates.filter((s) => s !== 'failed'))('not failed (%s) -> never', (state) => {
    expect(instanceAutoRestartEligible({ runState: state, autoRestartEnabled: true }, now)).toBe(
      false,
    )
  })
})

describe('snapshotImageReason', () => {
  it('lets only a ready snapshot become an image, and says why otherwise', () => {
    expect(snapshotImageReason({ state: 'ready' })).toBeUndefined()
    for (const state of ['creating', 'faulted', 'destroyed'])
      expect(snapshotImageReason({ state })).toBe('Only ready snapshots can be made into an image')
    expect(snapshotImageReason({ state: 'archived' })).toMatch(/does not know/)
  })

  it('is what image.create reads from a snapshot target', () => {
    expect(hasSnapshotState({ state: 'ready' })).toBe(true)
    expect(hasSnapshotState({ state: { state: 'attached' } })).toBe(false)
    expect(hasSnapshotState(null)).toBe(false)
  })
})
