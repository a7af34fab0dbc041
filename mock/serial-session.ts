// What the serial console of a mock instance says: a greeting, an echo of what is typed (the
// guest's tty echoes), and for `demo` + Enter a realistic boot log ending at a shell prompt.
// Pure (no sockets) so it is tested directly; serial-console.ts wires it to the websocket.

export const greeting = (instance: string) => `Connected to ${instance} serial console\r\n`

const bootLog = (host: string) =>
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
    '[  OK  ] Started systemd-journald.service - Journal Service.',
    '[  OK  ] Reached target network-online.target - Network is Online.',
    '[  OK  ] Started ssh.service - OpenBSD Secure Shell server.',
    '[  OK  ] Finished cloud-final.service - Execute cloud user/final scripts.',
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

/** One console connection: feed it what the client sends, send back what it returns. */
export class SerialSession {
  private line = ''

  constructor(private readonly host: string) {}

  /** The output for `input` (typed characters, possibly several at once as when pasting). */
  input(input: string): string {
    let out = ''
    for (const ch of input) {
      if (ch === '\r' || ch === '\n') {
        const cmd = this.line.trim()
        this.line = ''
        out += '\r\n'
        if (cmd === 'demo') out += bootLog(this.host) + '\r\n' + prompt(this.host)
        else if (cmd !== '')
          out += `${cmd.split(' ')[0]}: command not found\r\n${prompt(this.host)}`
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
