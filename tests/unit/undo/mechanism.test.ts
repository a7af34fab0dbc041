// The undo mechanism: the stack, redo, refusal after a concurrent change, bulk as one action,
// a delete that says it cannot be undone, the toast's Undo, the log line.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { instanceView } from '@/api/generated/operations'
import { commandLogAtom } from '@/state/command-log'
import { store } from '@/state/store'
import { pushChangeAtom, redoStackAtom, undoLabel, undoStackAtom, UNDO_LIMIT } from '@/state/undo'
import { runBulk } from '@/commands/core/bulk'
import { recordedLines } from '@/commands/script/recorder'
import { entryConfirm } from '@/commands/history/run-entry'
import { getCommand } from '@/commands/core/registry'
import { changeOf } from '@/commands/core/undo-change'
import { dispatch } from '@/commands/core/dispatch'
import { fakeContext } from '@/commands/core/test-context'
import { closeMock, ctx, redo, resetAll, roundTrip, run, setUpMock, undo, wire } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterAll(closeMock)

const web1 = { project: 'demo', instance: 'web-1' }
const state = async (instance: string) =>
  (await instanceView({ path: { instance }, query: { project: 'demo' } })).runState

describe('undo stack', () => {
  it('stop, undo, redo round-trips on the wire', () => roundTrip('instance.stop', web1))

  it('offers Undo on the success toast and logs the undo once, with its oxide line', async () => {
    const { ctx: c, toasts } = fakeContext({ project: 'demo' })
    await dispatch('instance.stop', web1, 'test', { ctx: c, skipConfirm: true })
    const key = store.get(undoStackAtom).at(-1)!.key
    expect(toasts.at(-1)).toMatchObject({
      title: 'Stopping instance web-1',
      action: { label: 'Undo', commandId: 'history.undo', args: { entry: key } },
    })
    await dispatch('history.undo', { entry: key }, 'test', { ctx: c })
    expect(toasts.at(-1)).toMatchObject({ title: 'Undone: Stopping instance web-1' })
    // Once: as the command it ran, marked as an undo; not also as the undo command itself.
    const log = store.get(commandLogAtom)
    expect(log.findLast((e) => e.commandId === 'history.undo')).toBeUndefined()
    expect(log.at(-1)).toMatchObject({
      commandId: 'instance.start',
      source: 'undo',
      line: 'oxide instance start --project demo --instance web-1',
    })
    expect(await state('web-1')).toBe('running')
  })

  it('refuses after someone else changed the same thing, says what, and runs nothing', async () => {
    await run('instance.stop', web1)
    // Someone else starts it again meanwhile; undo of the stop (a start) must not act.
    await dispatch('instance.start', web1, 'test', { ctx: ctx(), collectUndo: () => {} })
    const before = wire()
    const u = await undo()
    expect(u).toMatchObject({
      status: 'error',
      message:
        'Not undone, nothing changed: instance web-1 is now running (this change left stopped)',
    })
    expect(wire()).toEqual(before)
    expect(store.get(undoStackAtom).at(-1)?.title).not.toBe('Stopping instance web-1')
  })

  it('a delete cannot be undone and says so; the next undo reaches the change before', async () => {
    await run('instance.stop', web1)
    await run('instance.delete', web1)
    expect(await undo()).toMatchObject({
      status: 'error',
      message: 'Instance web-1 deleted: Delete instance cannot be undone',
    })
    // The stop before it: its undo (a start) finds the instance gone and refuses.
    expect(await undo()).toMatchObject({ status: 'error', message: /instance web-1 is now gone/ })
  })

  it('undoes a bulk action as one bulk action', async () => {
    const before = wire()
    const items = ['web-1', 'web-2'].map((i) => ({
      label: i,
      args: { project: 'demo', instance: i },
    }))
    await runBulk('instance.stop', items, ctx(), 'test', true)
    expect(store.get(undoStackAtom)).toHaveLength(1)
    expect(await state('web-2')).toBe('stopped')
    expect(await undo()).toMatchObject({ status: 'ok' })
    expect(wire()).toEqual(before)
    expect(store.get(redoStackAtom).at(-1)?.steps).toHaveLength(2)
  })

  it('a redo pressed while its undo still runs redoes that undo', async () => {
    await run('instance.stop', web1)
    const stopped = wire()
    const [u, r] = await Promise.all([undo(), redo()])
    expect(u).toMatchObject({ status: 'ok', result: { title: 'Stopping instance web-1' } })
    expect(r).toMatchObject({ status: 'ok', result: { title: 'Stopping instance web-1' } })
    expect(wire()).toEqual(stopped)
  })

  it('two undos pressed at once take two changes back, the last one first', async () => {
    const before = wire()
    await run('instance.stop', web1)
    await run('instance.stop', { project: 'demo', instance: 'web-2' })
    const [first, second] = await Promise.all([undo(), undo()])
    expect(first).toMatchObject({ status: 'ok', result: { title: 'Stopping instance web-2' } })
    expect(second).toMatchObject({ status: 'ok', result: { title: 'Stopping instance web-1' } })
    expect(wire()).toEqual(before)
  })

  it('a new change clears the redo stack; the stack keeps the last 50', async () => {
    await run('instance.stop', web1)
    await undo()
    expect(store.get(redoStackAtom)).toHaveLength(1)
    await run('instance.stop', { project: 'demo', instance: 'web-2' })
    expect(store.get(redoStackAtom)).toHaveLength(0)
    expect(await redo()).toMatchObject({ status: 'error', message: 'Nothing to redo' })
    for (let n = 0; n < UNDO_LIMIT + 2; n++)
      store.set(pushChangeAtom, { title: `change ${n}`, steps: [], never: 'test', logSeqs: [] })
    expect(store.get(undoStackAtom)).toHaveLength(UNDO_LIMIT)
    expect(store.get(undoStackAtom)[0]?.title).toBe('change 2')
  })

  it('a recording gets the commands an undo ran, not the undo', async () => {
    const afterSeq = store.get(commandLogAtom).at(-1)?.seq ?? 0
    await run('instance.stop', web1)
    await undo()
    const rec = { afterSeq, startedAt: new Date(), startPath: '/', gotos: [] }
    // The start waits for the stop to end (the recorder's wait, so the export runs in a shell).
    expect(recordedLines(store.get(commandLogAtom), rec)).toEqual([
      'instance stop web-1 --project demo',
      'wait instance web-1 stopped --project demo',
      'instance start web-1 --project demo',
    ])
  })

  it('says what a bulk undo will do, row by row', async () => {
    const items = ['web-1', 'web-2', 'api-1', 'db-primary'].map((i) => ({
      label: i,
      args: { project: 'demo', instance: i },
    }))
    await runBulk('instance.stop', items, ctx(), 'test', true)
    expect(undoLabel(store.get(undoStackAtom).at(-1)!)).toBe(
      'Start instance web-1, Start instance web-2, Start instance api-1 and 1 more',
    )
  })

  it('asks before an undo that runs something destructive, naming every step', async () => {
    await runBulk(
      'instance.stop',
      ['web-1', 'web-2'].map((i) => ({ label: i, args: { project: 'demo', instance: i } })),
      ctx(),
      'test',
      true,
    )
    // Starting them again asks nothing.
    expect(entryConfirm('Undo', store.get(undoStackAtom).at(-1))).toBeNull()
    await run('instance.create', { project: 'demo', name: 'made', image: 'debian-12' })
    expect(entryConfirm('Undo', store.get(undoStackAtom).at(-1))).toEqual({
      title: 'Undo: Instance made created',
      message:
        'Undo will run: Stop instance made, Delete instance made, Delete its boot disk. A delete cannot be undone.',
      actionLabel: 'Delete',
      danger: true,
    })
  })

  it('a platform change without an inverse says so; the console controls are no change', () => {
    const reboot = changeOf(getCommand('instance.reboot'), web1, undefined, {}, 1, 'Rebooting')
    expect(reboot).toMatchObject({ steps: [], never: 'Reboot instance cannot be undone' })
    expect(changeOf(getCommand('script.record'), {}, undefined, {}, 2, 'Recording')).toBeNull()
  })
})
