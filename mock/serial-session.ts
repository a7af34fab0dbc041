// What the serial console of a mock instance says: a greeting, an echo of what is typed (the
// guest's tty echoes), the everyday commands answered as the instance (serial-guest.ts), for
// `demo` + Enter a realistic boot log ending at a shell prompt, for `flood <MB>` that much log
// output in bursts (the bench streams 10 MB through the terminal), and for `hangup` the end of
// the connection.
// Pure (no sockets) so it is tested directly; serial-console.ts wires it to the websocket.
import { bareFacts, kernelLog, runGuestLine, type GuestFacts } from './serial-guest'

export const greeting = (instance: string) => `Connected to ${instance} serial console\r\n`

/** A guest given by its facts, or by its hostname alone. */
export type Guest = GuestFacts | string

const factsOf = (g: Guest) => (typeof g === 'string' ? bareFacts(g) : g)

/** The boot as the console shows it: the kernel's log (true to the instance), then a login. */
export const bootLog = (guest: Guest) => {
  const f = factsOf(guest)
  return [
    '',
    ...kernelLog(f),
    '[  \x1b[32mOK\x1b[0m  ] Started systemd-journald.service - Journal Service.',
    '[  \x1b[32mOK\x1b[0m  ] Reached target network-online.target - Network is Online.',
    '[  \x1b[32mOK\x1b[0m  ] Started ssh.service - OpenBSD Secure Shell server.',
    '[  \x1b[32mOK\x1b[0m  ] Finished cloud-final.service - Execute cloud user/final scripts.',
    '',
    `Ubuntu 24.04.1 LTS ${f.host} ttyS0`,
    '',
    `${f.host} login: ubuntu (automatic login)`,
    '',
  ].join('\r\n')
}

export const prompt = (host: string) => `ubuntu@${host}:~$ `

/** What the console buffer holds for a booted instance (instance_serial_console). */
export const consoleHistory = (guest: Guest) =>
  bootLog(guest).replace(/^\r\n/, '') + '\r\n' + prompt(factsOf(guest).host)

/** The largest `flood` accepted, in MB: enough for the bench, not enough to exhaust memory. */
export const FLOOD_MAX_MB = 64

/** The last line of a flood, so a reader (the bench) knows all of it arrived. */
export const floodDone = (mb: number) => `flood: ${mb} MB sent\r\n`

/**
 * `mb` megabytes (10^6 bytes) of kernel-log-like lines, cut into frames of about `frameBytes`,
 * ending with the `floodDone` line. Lines carry a running number so a reader can spot loss.
 */
export function* floodFrames(mb: number, frameBytes = 8192): Generator<string> {
  const total = Math.round(mb * 1_000_000)
  let sent = 0
  let n = 0
  while (sent < total) {
    let frame = ''
    while (frame.length < frameBytes && sent + frame.length < total) {
      const t = (n / 1000).toFixed(6).padStart(12)
      frame += `[${t}] flood ${String(n).padStart(8, '0')}: virtio_net virtio0 enp0s8: rx queue 0 \x1b[33mdrop\x1b[0m 0, tx ok\r\n`
      n++
    }
    frame = frame.slice(0, total - sent)
    sent += frame.length
    yield frame
  }
  yield floodDone(mb)
}

export type SerialSessionOptions = {
  /** asked for `flood <MB>`; the caller streams `floodFrames(mb)` */
  onFlood?: (mb: number) => void
  /** asked for `hangup`: the caller closes the connection (to show a disconnect) */
  onHangup?: () => void
}

/** One console connection: feed it what the client sends, send back what it returns. */
export class SerialSession {
  private line = ''
  private readonly facts: GuestFacts

  constructor(
    guest: Guest,
    private readonly options: SerialSessionOptions = {},
  ) {
    this.facts = factsOf(guest)
  }

  private run(cmd: string): string {
    const host = this.facts.host
    const [name = '', ...rest] = cmd.split(/\s+/)
    if (name === 'demo') return bootLog(this.facts) + '\r\n' + prompt(host)
    if (name === 'flood') {
      const mb = Number(rest[0] ?? '1')
      if (!Number.isFinite(mb) || mb <= 0 || mb > FLOOD_MAX_MB)
        return `flood: size must be a number of MB from 0 to ${FLOOD_MAX_MB}\r\n${prompt(host)}`
      this.options.onFlood?.(mb)
      return ''
    }
    if (name === 'hangup') {
      this.options.onHangup?.()
      return ''
    }
    return runGuestLine(this.facts, cmd) + prompt(host)
  }

  /** The output for `input` (typed characters, possibly several at once as when pasting). */
  input(input: string): string {
    let out = ''
    for (const ch of input) {
      if (ch === '\r' || ch === '\n') {
        const cmd = this.line.trim()
        this.line = ''
        out += '\r\n'
        if (cmd !== '') out += this.run(cmd)
      } else if (ch === '\x7f' || ch === '\b') {
        if (this.line.length > 0) {
          this.line = this.line.slice(0, -1)
          out += '\b \b'
        }
      } else if (ch >= ' ') {
        this.line += ch
        out += ch
      }
    }
    return out
  }
}
