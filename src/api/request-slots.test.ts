import { describe, expect, it } from 'vitest'
import { MAX_IN_FLIGHT, PRIORITY, isAbort, slotStats, withSlot } from './request-slots'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((ok) => (resolve = ok))
  return { promise, resolve }
}
const tick = () => new Promise((ok) => setTimeout(ok, 0))

describe('request slots', () => {
  it('lets at most MAX_IN_FLIGHT through, background work one fewer, urgent work first', async () => {
    const gates = Array.from({ length: 8 }, deferred)
    const started: string[] = []
    const run = (name: string, i: number) => () => {
      started.push(name)
      return gates[i]!.promise
    }
    const all = [
      ...[0, 1, 2, 3, 4].map((i) => withSlot(run(`bg${i}`, i))),
      withSlot(run('urgent', 5), { priority: PRIORITY.asked }),
    ]
    await tick()
    // Background work leaves one slot free: the urgent call starts at once.
    expect(started).toEqual(['bg0', 'bg1', 'bg2', 'urgent'])
    expect(slotStats().inFlight).toBe(MAX_IN_FLIGHT)
    const late = withSlot(run('urgent2', 6), { priority: PRIORITY.asked })
    gates[0]!.resolve()
    await tick()
    // The freed slot goes to the urgent call queued after the background ones.
    expect(started.at(-1)).toBe('urgent2')
    for (const g of gates) g.resolve()
    await Promise.all([...all, late])
    expect(slotStats().peak).toBe(MAX_IN_FLIGHT)
    expect(slotStats().inFlight).toBe(0)
  })

  it('an aborted waiter leaves the queue and rejects with an AbortError', async () => {
    const gates = Array.from({ length: 4 }, deferred)
    const busy = gates.map((g) => withSlot(() => g.promise, { priority: PRIORITY.asked }))
    const ac = new AbortController()
    let ran = false
    const waiting = withSlot(
      async () => {
        ran = true
      },
      { signal: ac.signal },
    )
    ac.abort()
    const error = await waiting.catch((e: unknown) => e)
    expect(isAbort(error)).toBe(true)
    for (const g of gates) g.resolve()
    await Promise.all(busy)
    await tick()
    expect(ran).toBe(false)
    expect(slotStats().queued).toBe(0)
  })
})
