// The script player: a small state machine over the parsed steps. It types each command line
// into the palette at the chosen speed, runs it through dispatch, and stops at the first failing
// line with its number, text and reason. Pause, resume and stop act between (and inside) steps.
// Everything that touches the page comes in as `PlayerIo`, so unit tests drive it with fake timers.
// A shell runbook (shell-runbook.ts) plays as the steps it reads into. Stepping through, the player
// shows each step (its command, target and whether it is allowed now) and waits: Enter runs it,
// `s` skips it, Esc stops (the key router, keyboard-shortcuts.tsx).
// A session that ends pauses the script; signing in again as the same user resumes it, and as
// someone else stops it (their console starts afresh).
import { onSessionEvent, type SessionEvent } from '@/api/session-gate'
import type { Store } from '@/state/store'
import {
  setScriptPlayerAtom,
  type PlayerState,
  type ScriptFailure,
  type ScriptSpeed,
  type StepPreview,
} from '@/state/script'
import { isBusy } from '@/api/capabilities'
import { parseScript, type ScriptStep, type WaitFor } from './parse'
import { isShellScript, readShellRunbook } from './shell-runbook'

export type PlayerIo = {
  store: Store
  /** shows the line being typed (palette open) so far; `null` closes the palette */
  show: (typed: string | null) => void
  /** runs one command line; the error message, or undefined when it ran */
  run: (text: string) => Promise<string | undefined>
  /** whether the page (not the player's own bar) shows this text */
  pageHas: (text: string) => boolean
  navigate: (path: string) => void
  /** the instance's run state now (the page's project unless the step names one) */
  instanceState: (w: WaitFor) => Promise<string>
  /** what a step will do, for stepping through: its command, target and availability now */
  preview: (s: ScriptStep) => Promise<StepPreview>
  /** why the console cannot read a command line at all, checked before a runbook runs */
  check?: (text: string) => string | undefined
  /** once the script has run: the page back where a user expects it (its top, the breadcrumb) */
  settle?: () => void
}

/** Where the script came from and how to play it. */
export type PlayOptions = {
  /** a same-origin path it was loaded from (a failed demo can be run again from there) */
  url?: string
  /** stop before each step until it is run or skipped */
  stepping?: boolean
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
  /** the answer to the step shown while stepping through */
  private decision: 'run' | 'skip' | null = null

  constructor(
    private io: PlayerIo,
    name: string,
    private speed: ScriptSpeed,
    options: PlayOptions = {},
  ) {
    this.state = { name, status: 'playing', step: 0, total: 0, speed, ...options }
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

  /** Stepping through: run the step shown (`run`) or go past it (`skip`). */
  answer(decision: 'run' | 'skip') {
    if (this.state.status !== 'step') return
    this.decision = decision
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
    return ['playing', 'paused', 'waiting-key', 'step'].includes(this.state.status)
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

  private async waitFor(w: WaitFor): Promise<string | undefined> {
    let waited = 0
    let now = ''
    for (;;) {
      try {
        now = await this.io.instanceState(w)
      } catch (e) {
        return (e as Error).message
      }
      if (now === w.state) return undefined
      if (waited >= w.timeoutMs)
        return `instance ${w.instance} is ${now}, not ${w.state}, after ${formatSeconds(w.timeoutMs)}`
      await this.sleep(TICK_MS * 10)
      waited += TICK_MS * 10
    }
  }

  /** Brings the instance to the state (once any change under way has settled), then waits. */
  private async ensure(w: WaitFor): Promise<string | undefined> {
    let waited = 0
    let now: string
    for (;;) {
      try {
        now = await this.io.instanceState(w)
      } catch (e) {
        return (e as Error).message
      }
      if (!isBusy(now)) break
      if (waited >= w.timeoutMs)
        return `instance ${w.instance} is still ${now} after ${formatSeconds(w.timeoutMs)}`
      await this.sleep(TICK_MS * 10)
      waited += TICK_MS * 10
    }
    if (now !== w.state) {
      const verb = w.state === 'running' ? 'start' : 'stop'
      const error = await this.io.run(
        w.project
          ? `oxide instance ${verb} --project ${w.project} --instance ${w.instance}`
          : `instance ${verb} ${w.instance}`,
      )
      if (error) return error
    }
    return this.waitFor(w)
  }

  /** Stepping through: shows the step and waits for Enter (run), `s` (skip) or Esc (stop). */
  private async ask(s: ScriptStep): Promise<'run' | 'skip'> {
    const preview = await this.io.preview(s)
    this.decision = null
    this.update({ status: 'step', preview })
    while (this.decision === null && !this.stopped) await new Promise<void>((r) => (this.wake = r))
    this.wake = null
    if (this.stopped) throw new Stopped()
    const decision = this.decision ?? 'run'
    this.update({ status: 'playing', preview: undefined })
    return decision
  }

  private async playStep(s: ScriptStep): Promise<string | undefined> {
    switch (s.kind) {
      case 'wait':
        return this.waitFor(s)
      case 'ensure':
        return this.ensure(s)
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
    const shell = isShellScript(source)
    const { steps, errors } = shell ? readShellRunbook(source) : parseScript(source)
    this.update({ total: steps.length, shell })
    const fail = (failure: ScriptFailure) => {
      this.io.show(null)
      this.update({ status: 'failed', failure })
      return this.state
    }
    // A malformed directive anywhere fails before anything runs: nothing half-done.
    if (errors[0]) return fail(errors[0])
    // A shell runbook's lines name every flag: one the console cannot read is refused up front.
    for (const s of shell ? steps : []) {
      const reason = s.kind === 'command' ? this.io.check?.(s.text) : undefined
      if (reason) return fail({ line: s.line, text: s.text, reason })
    }
    if (steps.length === 0) return fail({ line: 1, text: '', reason: 'the script has no steps' })
    const stopListening = onSessionEvent((e) => this.onSession(e))
    try {
      for (const [i, s] of steps.entries()) {
        await this.gate()
        this.update({ step: i + 1, line: s.line, text: s.text })
        if (this.state.stepping && (await this.ask(s)) === 'skip') {
          this.update({ skipped: (this.state.skipped ?? 0) + 1 })
          continue
        }
        const error = await this.playStep(s)
        if (error) return fail({ line: s.line, text: s.text, reason: error })
        if (i < steps.length - 1) await this.sleep(SPEEDS[this.speed].between)
      }
      this.update({ status: 'done' })
      this.io.settle?.()
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

let lastSource: string | null = null

/** The player of the script being played (or the last one), for pause/resume/stop. */
export const currentPlayer = () => current

/** The text of the script being played (or the last one), for its export. */
export const currentSource = () => lastSource

/** Starts a script; one at a time (a running one is stopped first). */
export function startScript(
  io: PlayerIo,
  name: string,
  source: string,
  speed: ScriptSpeed,
  options: PlayOptions = {},
) {
  current?.stop()
  lastSource = source
  const player = new ScriptPlayer(io, name, speed, options)
  current = player
  return player.play(source)
}
