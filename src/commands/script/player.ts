// The script player: a small state machine over the parsed steps. It types each command line
// into the palette at the chosen speed, runs it through dispatch, and stops at the first failing
// line with its number, text and reason. Pause, resume and stop act between (and inside) steps.
// Everything that touches the page comes in as `PlayerIo`, so unit tests drive it with fake timers.
// A session that ends pauses the script; signing in again as the same user resumes it, and as
// someone else stops it (their console starts afresh).
import { onSessionEvent, type SessionEvent } from '@/api/session-gate'
import type { Store } from '@/state/store'
import {
  setScriptPlayerAtom,
  type PlayerState,
  type ScriptFailure,
  type ScriptSpeed,
} from '@/state/script'
import { parseScript, type ScriptStep } from './parse'

export type PlayerIo = {
  store: Store
  /** shows the line being typed (palette open) so far; `null` closes the palette */
  show: (typed: string | null) => void
  /** runs one command line; the error message, or undefined when it ran */
  run: (text: string) => Promise<string | undefined>
  /** whether the page (not the player's own bar) shows this text */
  pageHas: (text: string) => boolean
  navigate: (path: string) => void
}

/** Milliseconds per typed character, and the pause after each step. */
export const SPEEDS: Record<ScriptSpeed, { perChar: number; between: number }> = {
  slow: { perChar: 90, between: 900 },
  normal: { perChar: 40, between: 400 },
  fast: { perChar: 12, between: 120 },
  instant: { perChar: 0, between: 0 },
}

const TICK_MS = 50

class Stopped extends Error {}

export class ScriptPlayer {
  private state: PlayerState
  private stopped = false
  private paused = false
  private wake: (() => void) | null = null
  /** paused by an ended session, not by the user: signing in again resumes it */
  private pausedBySession = false

  constructor(
    private io: PlayerIo,
    name: string,
    private speed: ScriptSpeed,
  ) {
    this.state = { name, status: 'playing', step: 0, total: 0, speed }
  }

  get snapshot(): PlayerState {
    return this.state
  }

  private update(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch }
    this.io.store.set(setScriptPlayerAtom, this.state)
  }

  pause() {
    if (this.state.status !== 'playing') return
    this.paused = true
    this.update({ status: 'paused' })
  }

  /** Resume after `pause`, or go on past a `pause` line (any key does that too). */
  resume() {
    if (this.state.status !== 'paused' && this.state.status !== 'waiting-key') return
    this.paused = false
    this.update({ status: 'playing' })
    this.wake?.()
  }

  stop() {
    if (!this.running) return
    this.stopped = true
    this.paused = false
    this.wake?.()
  }

  private onSession(e: SessionEvent) {
    if (e.type === 'ended' && this.state.status === 'playing') {
      this.pause()
      this.pausedBySession = true
    } else if (e.type === 'resumed' && this.pausedBySession) {
      this.pausedBySession = false
      if (this.state.status === 'paused') this.resume()
    } else if (e.type === 'user-changed' && e.midWork) {
      this.stop()
    }
  }

  get running() {
    return ['playing', 'paused', 'waiting-key'].includes(this.state.status)
  }

  /** Waits while paused; throws when stopped. */
  private async gate() {
    while (this.paused && !this.stopped) await new Promise<void>((r) => (this.wake = r))
    this.wake = null
    if (this.stopped) throw new Stopped()
  }

  /** Sleeps in ticks so pause and stop take effect at once; paused time does not count. */
  private async sleep(ms: number) {
    let left = ms
    while (left > 0) {
      await this.gate()
      const step = Math.min(TICK_MS, left)
      await new Promise((r) => setTimeout(r, step))
      left -= step
    }
    await this.gate()
  }

  private async type(text: string) {
    const { perChar } = SPEEDS[this.speed]
    if (perChar === 0) return
    for (let i = 1; i <= text.length; i++) {
      await this.gate()
      this.io.show(text.slice(0, i))
      await this.sleep(perChar)
    }
    // Long enough to read the whole line before it runs.
    await this.sleep(perChar * 8)
    this.io.show(null)
  }

  private async expectText(expected: string, timeoutMs: number): Promise<string | undefined> {
    let waited = 0
    while (!this.io.pageHas(expected)) {
      if (waited >= timeoutMs)
        return `'${expected}' did not appear within ${formatSeconds(timeoutMs)}`
      await this.sleep(TICK_MS * 2)
      waited += TICK_MS * 2
    }
    return undefined
  }

  private async playStep(s: ScriptStep): Promise<string | undefined> {
    switch (s.kind) {
      case 'sleep':
        return void (await this.sleep(s.ms))
      case 'goto':
        return void this.io.navigate(s.path)
      case 'expect':
        return this.expectText(s.expected, s.timeoutMs)
      case 'pause':
        this.paused = true
        this.update({ status: 'waiting-key' })
        return void (await this.gate())
      case 'command': {
        await this.type(s.text)
        await this.gate()
        return this.io.run(s.text)
      }
    }
  }

  /** Plays the script to its end, its first failing line, or a stop. */
  async play(source: string): Promise<PlayerState> {
    const { steps, errors } = parseScript(source)
    this.update({ total: steps.length })
    const fail = (failure: ScriptFailure) => {
      this.io.show(null)
      this.update({ status: 'failed', failure })
      return this.state
    }
    // A malformed directive anywhere fails before anything runs: nothing half-done.
    if (errors[0]) return fail(errors[0])
    if (steps.length === 0) return fail({ line: 1, text: '', reason: 'the script has no steps' })
    const stopListening = onSessionEvent((e) => this.onSession(e))
    try {
      for (const [i, s] of steps.entries()) {
        await this.gate()
        this.update({ step: i + 1, line: s.line, text: s.text })
        const error = await this.playStep(s)
        if (error) return fail({ line: s.line, text: s.text, reason: error })
        if (i < steps.length - 1) await this.sleep(SPEEDS[this.speed].between)
      }
      this.update({ status: 'done' })
    } catch (e) {
      this.io.show(null)
      if (!(e instanceof Stopped)) throw e
      this.update({ status: 'stopped' })
    } finally {
      stopListening()
    }
    return this.state
  }
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`

let current: ScriptPlayer | null = null

/** The player of the script being played (or the last one), for pause/resume/stop. */
export const currentPlayer = () => current

/** Starts a script; one at a time (a running one is stopped first). */
export function startScript(io: PlayerIo, name: string, source: string, speed: ScriptSpeed) {
  current?.stop()
  const player = new ScriptPlayer(io, name, speed)
  current = player
  return player.play(source)
}
