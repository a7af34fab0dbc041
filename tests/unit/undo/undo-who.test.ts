// Undo names who: a refused undo (the state moved since) says, to a fleet viewer, who made the
// change and when, from the audit log; to anyone else, only what changed.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { store } from '@/state/store'
import { setFleetViewerAtom } from '@/state/session'
import { dispatch } from '@/commands/core/dispatch'
import { closeMock, ctx, resetAll, run, setUpMock, undo } from './harness'

beforeAll(setUpMock)
beforeEach(resetAll)
afterEach(() => store.set(setFleetViewerAtom, null))
afterAll(closeMock)

const web1 = { project: 'demo', instance: 'web-1' }
const REFUSED =
  'Not undone, nothing changed: instance web-1 is now running (this change left stopped)'

async function stopThenSomeoneStarts() {
  await run('instance.stop', web1)
  await dispatch('instance.start', web1, 'test', { ctx: ctx(), collectUndo: () => {} })
}

describe('a refused undo', () => {
  it('names who moved the state and when, for a fleet viewer', async () => {
    store.set(setFleetViewerAtom, true)
    await stopThenSomeoneStarts()
    const u = await undo()
    expect(u).toMatchObject({ status: 'error' })
    const message = (u as { message: string }).message
    expect(message.startsWith(`${REFUSED}; changed by `)).toBe(true)
    // The mock's signed-in user, their silo, the time of the start, and what they did.
    expect(message).toMatch(/; changed by \S+ \(\S+\) at \d{2}:\d{2}:\d{2} \(Start instance\)$/)
  })

  it('says only what changed to someone who cannot read the audit log', async () => {
    store.set(setFleetViewerAtom, false)
    await stopThenSomeoneStarts()
    expect(await undo()).toMatchObject({ status: 'error', message: REFUSED })
  })
})
