// The player state machine with fake timers: typing, expect, sleep, pause/resume/stop and the
// report of the first failing line.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scriptPlayerAtom } from '@/state/script'
import { store } from '@/state/store'
import { ScriptPlayer, type PlayerIo } from './player'

function fakeIo(opts: { page?: string[]; fail?: Record<string, string> } = {}) {
  const page = opts.page ?? []
  const ran: string[] = []
  const shown: (string | null)[] = []
  const went: string[] = []
  const io: PlayerIo = {
    store,
    show: (t) => void shown.push(t),
    run: async (text) => {
      ran.push(text)
      return opts.fail?.[text]
    },
    pageHas: (t) => page.some((p) => p.toLowerCase().includes(t.toLowerCase())),
    navigate: (p) => void went.push(p),
    instanceState: async () => 'running',
    preview: async (s) => ({ command: s.text, allowed: true }),
  }
  return { io, store, page, ran, shown, went }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('ScriptPlayer', () => {
  it('types each command into the palette, runs it, and counts steps', async () => {
    const { io, store, ran, shown, went } = fakeIo()
    const player = new ScriptPlayer(io, 'demo', 'fast')
    const done = player.play('# hello\ngoto /projects\nproject create --name a\n\nsleep 1s')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await done).toMatchObject({ status: 'done', step: 3, total: 3 })
    expect(went).toEqual(['/projects'])
    expect(ran).toEqual(['project create --name a'])
    // Typed one character at a time, then the palette closes before it runs.
    expect(shown.slice(0, 3)).toEqual(['p', 'pr', 'pro'])
    expect(shown).toContain('project create --name a')
    expect(shown.at(-1)).toBeNull()
    expect(store.get(scriptPlayerAtom)).toMatchObject({ status: 'done', name: 'demo' })
  })

  it('waits for expected text, and fails on the line when it does not appear in time', async () => {
    const { io, page, ran } = fakeIo()
    const player = new ScriptPlayer(io, 'demo', 'instant')
    const done = player.play('expect running\ninstance stop web-1\nexpect 2s: stopped\nsleep 1s')
    await vi.advanceTimersByTimeAsync(3_000)
    expect(player.snapshot).toMatchObject({ status: 'playing', step: 1, line: 1 })
    page.push('web-1 Running')
    await vi.advanceTimersByTimeAsync(2_500)
    expect(await done).toMatchObject({
      status: 'failed',
      step: 3,
      failure: {
        line: 3,
        text: 'expect 2s: stopped',
        reason: "'stopped' did not appear within 2 s",
      },
    })
    expect(ran).toEqual(['instance stop web-1'])
  })

  it('reports the first command that fails, with the reason, and runs nothing after it', async () => {
    const { io, ran } = fakeIo({ fail: { 'instance stop nope': 'Instance not found' } })
    const done = new ScriptPlayer(io, 'demo', 'instant').play(
      'project create --name a\n\ninstance stop nope\nproject create --name b',
    )
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await done).failure).toEqual({
      line: 3,
      text: 'instance stop nope',
      reason: 'Instance not found',
    })
    expect(ran).toEqual(['project create --name a', 'instance stop nope'])
  })

  it('refuses a malformed script before running any of it', async () => {
    const { io, ran } = fakeIo()
    const done = new ScriptPlayer(io, 'demo', 'instant').play('project create --name a\nsleep x')
    expect((await done).failure).toEqual({
      line: 2,
      text: 'sleep x',
      reason: "sleep takes a duration like 2s or 500ms, not 'x'",
    })
    expect(ran).toEqual([])
  })

  it('pauses and resumes between steps; a pause line waits for a key', async () => {
    const { io, ran } = fakeIo()
    const player = new ScriptPlayer(io, 'demo', 'instant')
    const done = player.play('sleep 1s\nproject create --name a\npause\nproject create --name b')
    await vi.advanceTimersByTimeAsync(500)
    player.pause()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(player.snapshot.status).toBe('paused')
    expect(ran).toEqual([])
    player.resume()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(ran).toEqual(['project create --name a'])
    expect(player.snapshot).toMatchObject({ status: 'waiting-key', step: 3 })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(ran).toHaveLength(1)
    player.resume()
    expect(await done).toMatchObject({ status: 'done' })
    expect(ran).toEqual(['project create --name a', 'project create --name b'])
  })

  it('stops at once, even in the middle of typing or a sleep', async () => {
    const { io, ran, shown } = fakeIo()
    const player = new ScriptPlayer(io, 'demo', 'slow')
    const done = player.play('project create --name a\nproject create --name b')
    await vi.advanceTimersByTimeAsync(300)
    expect(shown.length).toBeGreaterThan(0)
    player.stop()
    await vi.advanceTimersByTimeAsync(100)
    expect(await done).toMatchObject({ status: 'stopped', step: 1 })
    expect(ran).toEqual([])
    expect(shown.at(-1)).toBeNull()
  })
})
