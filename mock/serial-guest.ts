// The mock guest's shell: the everyday commands a newcomer types at a serial console (uname, ls,
// cat of a few files in /etc, uptime, df, free, ps, ip a, hostname, whoami, date, dmesg | tail)
// answer with what is true of the instance: its hostname, vCPUs, memory, disks and addresses,
// read from the mock database when the console connects. Anything else is "command not found".
// Pure: the session (serial-session.ts) feeds it lines, the stream (serial-stream.ts) the facts.
import type { Db } from './db/store'
import type { Schemas as S } from './db/types'
import {
  BUILD,
  dateLine,
  dfLines,
  ETC,
  fileOf,
  freeLines,
  ipLines,
  KERNEL,
  kernelLog,
  lsblkLines,
  psLines,
  ROOT_DIRS,
  uptimeLine,
} from './serial-guest-output'

export { kernelLog }

export type GuestDisk = { name: string; size: number }
export type GuestNic = { ip: string; mac: string; prefix: number; gateway?: string }

/** What the guest knows about itself. */
export type GuestFacts = {
  host: string
  ncpus: number
  /** bytes */
  memory: number
  /** the boot disk first, then the others as attached */
  disks: GuestDisk[]
  nics: GuestNic[]
  /** external addresses (ephemeral, floating): the guest does not see them, `curl ifconfig.me` would */
  external: string[]
  /** when the instance last started (ms since the epoch) */
  bootedAt: number
}

const GiB = 1024 ** 3

/** A guest of which only the hostname is known (tests, an instance gone from the database). */
export const bareFacts = (host: string): GuestFacts => ({
  host,
  ncpus: 2,
  memory: 4 * GiB,
  disks: [{ name: `${host}-boot`, size: 20 * GiB }],
  nics: [],
  external: [],
  bootedAt: Date.now(),
})

/** The facts of `instance` as the mock database holds them. */
export function guestFacts(db: Db, instance: S['Instance']): GuestFacts {
  const attached = db.disks.filter((d) => 'instance' in d.state && d.state.instance === instance.id)
  const boot = attached.find((d) => d.id === instance.boot_disk_id)
  const disks = [...(boot ? [boot] : []), ...attached.filter((d) => d !== boot)].map((d) => ({
    name: d.name,
    size: d.size,
  }))
  const nics = db.networkInterfaces
    .filter((n) => n.instance_id === instance.id)
    .sort((a, b) => Number(b.primary) - Number(a.primary))
    .map((n) => {
      const st = n.ip_stack
      const ip = st.type === 'dual_stack' ? st.value.v4.ip : st.value.ip
      const block = db.vpcSubnets.find((s) => s.id === n.subnet_id)?.ipv4_block ?? `${ip}/24`
      const [net = '', bits = '24'] = block.split('/')
      const parts = net.split('.')
      const gateway =
        parts.length === 4 ? [...parts.slice(0, 3), Number(parts[3]) + 1].join('.') : undefined
      return { ip, mac: n.mac, prefix: Number(bits), gateway }
    })
  const external = [
    ...db.externalIps.filter((e) => e.instance_id === instance.id).map((e) => e.value.ip),
    ...db.floatingIps.filter((f) => f.instance_id === instance.id).map((f) => f.ip),
  ]
  return {
    host: instance.hostname,
    ncpus: instance.ncpus,
    memory: instance.memory,
    disks: disks.length ? disks : bareFacts(instance.hostname).disks,
    nics,
    external,
    bootedAt: Date.parse(instance.time_run_state_updated) || Date.now(),
  }
}

/** The answer to one command (no pipes), as lines; null when the guest has no such command. */
function answer(f: GuestFacts, words: string[], now: number, user: string): string[] | null {
  const [name = '', ...args] = words
  const flag = args.find((a) => a.startsWith('-'))
  switch (name) {
    case 'uname': {
      const all = ['Linux', f.host, KERNEL, BUILD, 'x86_64', 'x86_64', 'x86_64', 'GNU/Linux']
      if (!args.length || flag === '-s') return ['Linux']
      if (flag === '-a') return [all.join(' ')]
      const pick: Record<string, string> = {
        '-n': f.host,
        '-r': KERNEL,
        '-v': BUILD,
        '-m': 'x86_64',
        '-o': 'GNU/Linux',
      }
      return [
        args
          .map((a) => pick[a] ?? '')
          .filter(Boolean)
          .join(' ') || 'Linux',
      ]
    }
    case 'hostname':
      return [flag === '-I' ? f.nics.map((n) => n.ip).join(' ') + ' ' : f.host]
    case 'whoami':
      return [user]
    case 'id':
      return user === 'root'
        ? ['uid=0(root) gid=0(root) groups=0(root)']
        : ['uid=1000(ubuntu) gid=1000(ubuntu) groups=1000(ubuntu),4(adm),27(sudo)']
    case 'pwd':
      return [user === 'root' ? '/root' : '/home/ubuntu']
    case 'nproc':
      return [String(f.ncpus)]
    case 'date':
      return [dateLine(new Date(now))]
    case 'uptime':
      return [uptimeLine(f, now)]
    case 'free':
      return freeLines(f, flag)
    case 'df':
      return dfLines(f, flag)
    case 'lsblk':
      return lsblkLines(f)
    case 'ps':
      return psLines(args)
    case 'ip': {
      const sub = args[0] ?? ''
      if (['a', 'addr', 'address'].includes(sub)) return ipLines(f)
      if (['r', 'route'].includes(sub))
        return f.nics.flatMap((n, i) =>
          i === 0 && n.gateway
            ? [`default via ${n.gateway} dev enp0s8 proto dhcp src ${n.ip} metric 100`]
            : [],
        )
      return [
        'Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }',
        'where  OBJECT := { address | route }',
      ]
    }
    case 'ls': {
      const path = args.find((a) => !a.startsWith('-'))
      const long = flag?.includes('a')
      if (path === '/') return [ROOT_DIRS]
      if (path === '/etc' || path === '/etc/') return [ETC]
      if (path === undefined || path === '~' || path === '.' || path === '/home/ubuntu')
        return long ? ['.  ..  .bash_history  .bash_logout  .bashrc  .cache  .profile  .ssh'] : []
      return [`ls: cannot access '${path}': No such file or directory`]
    }
    case 'cat':
      return args.flatMap((p) => fileOf(f, p) ?? [`cat: ${p}: No such file or directory`])
    case 'dmesg':
      return kernelLog(f)
    case 'echo':
      return [args.join(' ')]
    case 'clear':
      return ['\x1b[H\x1b[2J']
    case 'cd':
    case 'true':
    case 'sync':
      return []
    case 'sudo':
      return args.length ? answer(f, args, now, 'root') : ['usage: sudo command']
    default:
      return null
  }
}

/** A filter after a pipe: `tail -3`, `tail -n 3`, `head`, `grep word`, `wc -l`. */
function filter(lines: string[], words: string[]): string[] | string {
  const [name = '', ...args] = words
  const count = () => {
    const n = args[0] === '-n' ? args[1] : args[0]?.replace(/^-/, '')
    return Math.max(0, Number(n ?? 10) || 10)
  }
  switch (name) {
    case 'tail':
      return lines.slice(-count())
    case 'head':
      return lines.slice(0, count())
    case 'grep': {
      const word = args.find((a) => !a.startsWith('-')) ?? ''
      const nocase = args.includes('-i')
      return lines.filter((l) =>
        nocase ? l.toLowerCase().includes(word.toLowerCase()) : l.includes(word),
      )
    }
    case 'wc':
      return [String(lines.length)]
    default:
      return `${name}: command not found`
  }
}

/**
 * The output of a typed line: each command's answer, through the filters after its pipes, as
 * terminal text ending in a line break (empty for a command that prints nothing).
 */
export function runGuestLine(f: GuestFacts, line: string, now = Date.now()): string {
  const [first = [], ...pipes] = line.split('|').map((s) => s.trim().split(/\s+/).filter(Boolean))
  const name = first[0] ?? ''
  let out = answer(f, first, now, 'ubuntu')
  if (out === null) return `${name}: command not found\r\n`
  for (const p of pipes) {
    const next = filter(out, p)
    if (typeof next === 'string') return `${next}\r\n`
    out = next
  }
  return out.map((l) => `${l}\r\n`).join('')
}
