// The round-trip harness of the inverses: each command's change, then its undo, must leave the
// mock platform's state as it was, compared on its wire-format objects (the mock database stores
// whole API objects), without the bookkeeping a change always moves (timestamps, the clock's
// pending transitions, which sled runs an instance).
import { expect, vi } from 'vitest'
import { getDb } from '@mock/db/store'
import { advanceTransitions } from '@mock/db/transitions'
import { resetMock, server, startMockServer } from '@mock/node'
import { setBaseUrl } from '@/api/client'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { clearUndoAtom, redoStackAtom, undoStackAtom } from '@/state/undo'
import { registerAllCommands } from '@/commands/all'
import { dispatch } from '@/commands/core/dispatch'
import { fakeContext } from '@/commands/core/test-context'

// The audit log records every request, the undo's own included: a log, not state an undo restores.
const VOLATILE = new Set(['transitions', 'sessions', 'instanceSled', 'deviceAuths', 'auditLog'])

/** The platform's state as the wire shows it, minus what every write moves (time_* fields). */
export function wire(): unknown {
  // What is due has happened (the mock applies it on the next request; look as that request would).
  advanceTransitions(getDb())
  const db = getDb() as unknown as Record<string, unknown>
  const kept = Object.fromEntries(Object.entries(db).filter(([k]) => !VOLATILE.has(k)))
  // A VPC's rules are written as one list: the platform gives every rule of it a new id, and the
  // mock keeps each VPC's list together at the end; compare each VPC's list, in its order.
  const rules = (kept.firewallRules as { vpc_id: string; id?: string }[]).map((r) => ({
    ...r,
    id: undefined,
  }))
  kept.firewallRules = rules.toSorted((a, b) => a.vpc_id.localeCompare(b.vpc_id))
  // An instance's external IPs are listed per instance: where one sits in the table is not shown.
  type Ip = { instance_id: string; value: { kind: string; ip: string } }
  const ipKey = (x: Ip) => `${x.instance_id} ${x.value.kind} ${x.value.ip}`
  kept.externalIps = (kept.externalIps as Ip[]).toSorted((a, b) => ipKey(a).localeCompare(ipKey(b)))
  // A disk's adoption request is the disk it names: one made again for it has a new id.
  kept.diskAdoptionRequests = (kept.diskAdoptionRequests as { id: string }[]).map((r) => ({
    ...r,
    id: undefined,
  }))
  // A policy is a set of assignments: a role taken and given back may come back in another place.
  const bySubject = (a: { identity_id: string }, b: { identity_id: string }) =>
    a.identity_id.localeCompare(b.identity_id)
  return JSON.parse(
    JSON.stringify(kept, (k, v: unknown) =>
      k.startsWith('time_') || k === 'generation'
        ? undefined
        : k === 'role_assignments'
          ? (v as { identity_id: string }[]).toSorted(bySubject)
          : v,
    ),
  ) as unknown
}

export function setUpMock() {
  // The store is the app's one store, and the shared test project runs files one after the other
  // in one worker: whether the user is a fleet viewer (which adds who changed a resource to an
  // undo's refusal) starts unknown here, not as the file before left it.
  store.set(setFleetViewerAtom, null)
  setBaseUrl('http://localhost')
  startMockServer()
  registerAllCommands()
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
}

export function resetAll() {
  resetMock()
  store.set(clearUndoAtom)
}

export function closeMock() {
  store.set(setFleetViewerAtom, null)
  server.close()
}

export const ctx = () => fakeContext({ project: 'demo' }).ctx

export async function run(id: string, args: Record<string, unknown>) {
  const r = await dispatch(id, args, 'test', { ctx: ctx(), skipConfirm: true })
  expect(r, `${id} ${JSON.stringify(r)}`).toMatchObject({ status: 'ok' })
  return r
}

export const undo = (args: Record<string, unknown> = {}) =>
  dispatch('history.undo', args, 'test', { ctx: ctx(), skipConfirm: true })
export const redo = () => dispatch('history.redo', {}, 'test', { ctx: ctx(), skipConfirm: true })

/**
 * The change, then its undo: the change shows on the wire, the undo brings back exactly the state
 * before, and the redo (where the inverse has one) makes the change again.
 */
export async function roundTrip(id: string, args: Record<string, unknown>, opts = { redo: true }) {
  const before = wire()
  await run(id, args)
  const changed = wire()
  expect(changed, `${id} changed nothing`).not.toEqual(before)
  expect(store.get(undoStackAtom).at(-1)?.steps.length, `${id} left no inverse`).toBeGreaterThan(0)
  const u = await undo()
  expect(u, `undo of ${id}: ${JSON.stringify(u)}`).toMatchObject({ status: 'ok' })
  expect(wire(), `undo of ${id}`).toEqual(before)
  if (!opts.redo) return
  expect(store.get(redoStackAtom).length, `redo of ${id}`).toBe(1)
  const r = await redo()
  expect(r, `redo of ${id}: ${JSON.stringify(r)}`).toMatchObject({ status: 'ok' })
  expect(wire(), `redo of ${id}`).toEqual(changed)
}
