// What the serial console of a mock instance says: a greeting, an echo of what is typed (the
// guest's tty echoes), for `demo` + Enter a realistic boot log ending at a shell prompt, and for
// `flood <MB>` that much log output in bursts (the bench streams 10 MB through the terminal),
// and for `hangup` the end of the connection.
// Pure (no sockets) so it is tested directly; serial-console.ts wires it to the websocket.

export const greeting = (instance: string) => `Connected to ${instance} serial console\r\n`

export const bootLog = (host: string) =>
  [
    '',
    '[    0.000000] Linux version 6.8.0-45-generic (buildd@lcy02-amd64-075) (gcc 13.2.0) #45-Ubuntu SMP',
    '[    0.000000] Command line: BOOT_IMAGE=/vmlinuz-6.8.0-45-generic root=LABEL=cloudimg-rootfs ro console=ttyS0',
    '[    0.000000] BIOS-provided physical RAM map:',
    '[    0.000000] BIOS-e820: [mem 0x0000000000000000-0x000000000009fbff] usable',
    '[    0.004213] DMI: Oxide OxVM, BIOS v0.8 09/10/2024',
    '[    0.012019] Hypervisor detected: Bhyve',
    '[    0.180335] smpboot: CPU0: AMD EPYC 7713P 64-Core Processor (family: 0x19, model: 0x1, stepping: 0x1)',
    '[    0.512874] virtio_blk virtio1: [vda] 41943040 512-byte logical blocks (21.5 GB/20.0 GiB)',
    '[    0.530991]  vda: vda1 vda14 vda15',
    '[    1.204519] EXT4-fs (vda1): mounted filesystem with ordered data mode. Quota mode: none.',
    '[    1.802233] systemd[1]: systemd 255.4-1ubuntu8.4 running in system mode',
    `[    1.830012] systemd[1]: Hostname set to <${host}>.`,
    '[  \x1b[32mOK\x1b[0m  ] Started systemd-journald.service - Journal Service.',
    '[  \x1b[32mOK\x1b[0m  ] Reached target network-online.target - Network is Online.',
    '[  \x1b[32mOK\x1b[0m  ] Started ssh.service - OpenBSD Secure Shell server.',
    '[  \x1b[32mOK\x1b[0m  ] Finished cloud-final.service - Execute cloud user/final scripts.',
    '',
    `Ubuntu 24.04.1 LTS ${host} ttyS0`,
    '',
    `${host} login: ubuntu (automatic login)`,
    '',
  ].join('\r\n')

export const prompt = (host: string) => `ubuntu@${host}:~$ `

/** What the console buffer holds for a booted instance (instance_serial_console). */
export const consoleHistory = (host: string) =>
  bootLog(host).replace(/^\r\n/, '') + '\r\n' + prompt(host)

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

  constructor(
    private readonly host: string,
    private readonly options: SerialSessionOptions = {},
  ) {}

  private run(cmd: string): string {
    const [name = '', ...rest] = cmd.split(/\s+/)
    if (name === 'demo') return bootLog(this.host) + '\r\n' + prompt(this.host)
    if (name === 'flood') {
      const mb = Number(rest[0] ?? '1')
      if (!Number.isFinite(mb) || mb <= 0 || mb > FLOOD_MAX_MB)
        return `flood: size must be a number of MB from 0 to ${FLOOD_MAX_MB}\r\n${prompt(this.host)}`
      this.options.onFlood?.(mb)
      return ''
    }
    if (name === 'hangup') {
      this.options.onHangup?.()
      return ''
    }
    return `${name}: command not found\r\n${prompt(this.host)}`
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
