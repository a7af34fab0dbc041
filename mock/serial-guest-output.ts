// What the mock guest's everyday commands print (serial-guest.ts runs them): the kernel's log,
// uname's words, free, df, lsblk, ip a, ps and a few files in /etc, each from the facts of the
// instance. Pure text, no state.
import type { GuestFacts } from './serial-guest'

const GiB = 1024 ** 3

export const KERNEL = '6.8.0-45-generic'
export const BUILD = '#45-Ubuntu SMP PREEMPT_DYNAMIC Fri Aug 30 12:02:04 UTC 2024'

/** The kernel's boot messages (dmesg; the console replays them when the guest boots). */
export function kernelLog(f: GuestFacts): string[] {
  const kib = Math.round(f.memory / 1024)
  const lines = [
    `Linux version ${KERNEL} (buildd@lcy02-amd64-075) (gcc 13.2.0) #45-Ubuntu SMP`,
    `Command line: BOOT_IMAGE=/vmlinuz-${KERNEL} root=LABEL=cloudimg-rootfs ro console=ttyS0`,
    'BIOS-provided physical RAM map:',
    'BIOS-e820: [mem 0x0000000000000000-0x000000000009fbff] usable',
    'DMI: Oxide OxVM, BIOS v0.8 09/10/2024',
    'Hypervisor detected: Bhyve',
    `Memory: ${kib}K/${kib}K available`,
    'smpboot: CPU0: AMD EPYC 7713P 64-Core Processor (family: 0x19, model: 0x1, stepping: 0x1)',
    `smp: Brought up 1 node, ${f.ncpus} CPU${f.ncpus === 1 ? '' : 's'}`,
    ...f.disks.map(
      (d, i) =>
        `virtio_blk virtio${i + 1}: [vd${letter(i)}] ${Math.round(d.size / 512)} 512-byte logical blocks (${(d.size / 1e9).toFixed(1)} GB/${(d.size / GiB).toFixed(1)} GiB)`,
    ),
    ' vda: vda1 vda14 vda15',
    'EXT4-fs (vda1): mounted filesystem with ordered data mode. Quota mode: none.',
    'systemd[1]: systemd 255.4-1ubuntu8.4 running in system mode',
    `systemd[1]: Hostname set to <${f.host}>.`,
  ]
  return lines.map((l, i) => `[${(stamp(i) / 1e6).toFixed(6).padStart(12)}] ${l}`)
}

/** Monotonic, plausible boot timestamps (µs) for the log's lines. */
const stamp = (i: number) => Math.round(i * i * 7_919 + i * 3_301)

const letter = (i: number) => String.fromCharCode('a'.charCodeAt(0) + i)

const pad = (s: string | number, n: number) => String(s).padStart(n)
const padEnd = (s: string | number, n: number) => String(s).padEnd(n)

/** `7.8Gi`, `512Mi`: sizes as `free -h` and `df -h` write them. */
function human(bytes: number, suffix: 'i' | '' = 'i'): string {
  const units = ['B', 'K', 'M', 'G', 'T', 'P']
  let v = bytes
  let u = 0
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024
    u++
  }
  const n = v >= 10 || u === 0 ? Math.round(v).toString() : v.toFixed(1)
  return u === 0 ? `${n}B` : `${n}${units[u]}${suffix}`
}

const clockTime = (d: Date) => d.toISOString().slice(11, 19)

/** `Thu Nov 26 12:57:03 UTC 2026`, as `date` prints it. */
export function dateLine(d: Date) {
  // "Thu, 26 Nov 2026 12:57:03 GMT"
  const [wd = '', , mon = '', year = ''] = d.toUTCString().split(' ')
  return `${wd.replace(',', '')} ${mon} ${pad(d.getUTCDate(), 2)} ${clockTime(d)} UTC ${year}`
}

export function uptimeLine(f: GuestFacts, now: number) {
  const mins = Math.max(1, Math.floor((now - f.bootedAt) / 60_000))
  const days = Math.floor(mins / 1440)
  const hm = `${Math.floor((mins % 1440) / 60)}:${String(mins % 60).padStart(2, '0')}`
  const up = days ? `${days} day${days > 1 ? 's' : ''}, ${pad(hm, 5)}` : pad(hm, 5)
  const load = (0.02 * f.ncpus).toFixed(2)
  return ` ${clockTime(new Date(now))} up ${up},  1 user,  load average: ${load}, 0.03, 0.00`
}

export function freeLines(f: GuestFacts, flag: string | undefined) {
  const total = Math.round(f.memory * 0.975)
  const used = Math.round(total * 0.061)
  const cache = Math.round(total * 0.083)
  const free = total - used - cache
  const shared = 1_126_400
  const available = total - used
  const cols = [total, used, free, shared, cache, available]
  const show =
    flag === '-h'
      ? (n: number) => human(n)
      : flag === '-m'
        ? (n: number) => String(Math.round(n / 1024 ** 2))
        : flag === '-g'
          ? (n: number) => String(Math.round(n / GiB))
          : (n: number) => String(Math.round(n / 1024))
  return [
    '               total        used        free      shared  buff/cache   available',
    `Mem:    ${cols.map((c) => pad(show(c), 12)).join('')}`,
    `Swap:   ${[0, 0, 0].map((c) => pad(show(c), 12)).join('')}`,
  ]
}

export function dfLines(f: GuestFacts, flag: string | undefined) {
  const h = flag === '-h'
  const boot = f.disks[0]?.size ?? 20 * GiB
  const root = boot - 112 * 1024 ** 2
  const rows: [string, number, number, string][] = [
    ['tmpfs', f.memory / 10, 1_048_576, '/run'],
    ['/dev/vda1', root, 2.1 * GiB, '/'],
    ['tmpfs', f.memory / 2, 0, '/dev/shm'],
    ['tmpfs', 5 * 1024 ** 2, 0, '/run/lock'],
    ['/dev/vda15', 105 * 1024 ** 2, 6.1 * 1024 ** 2, '/boot/efi'],
    ['tmpfs', f.memory / 10, 12 * 1024, '/run/user/1000'],
  ]
  const size = (n: number) => (h ? human(n, '') : String(Math.round(n / 1024)))
  return [
    `Filesystem     ${h ? ' Size  Used Avail' : '1K-blocks    Used Available'} Use% Mounted on`,
    ...rows.map(([fs, total, used, on]) => {
      const pct = `${Math.ceil((used / total) * 100)}%`
      const w = h ? [5, 5, 5] : [9, 7, 9]
      return `${padEnd(fs, 14)} ${pad(size(total), w[0]!)} ${pad(size(used), w[1]!)} ${pad(size(total - used), w[2]!)} ${pad(pct, 4)} ${on}`
    }),
  ]
}

export function lsblkLines(f: GuestFacts) {
  return [
    'NAME    MAJ:MIN RM  SIZE RO TYPE MOUNTPOINTS',
    ...f.disks.flatMap((d, i) => {
      const dev = `vd${letter(i)}`
      const disk = `${padEnd(dev, 8)}252:${pad(i * 16, 2)}   0 ${pad(human(d.size, ''), 5)}  0 disk `
      if (i > 0) return [disk]
      return [
        disk,
        `├─vda1  252:1    0 ${pad(human(d.size - 112 * 1024 ** 2, ''), 5)}  0 part /`,
        '├─vda14 252:14   0    4M  0 part ',
        '└─vda15 252:15   0  106M  0 part /boot/efi',
      ]
    }),
  ]
}

export function ipLines(f: GuestFacts) {
  return [
    '1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN group default qlen 1000',
    '    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00',
    '    inet 127.0.0.1/8 scope host lo',
    '       valid_lft forever preferred_lft forever',
    ...f.nics.flatMap((n, i) => [
      `${i + 2}: enp0s${8 + i}: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group default qlen 1000`,
      `    link/ether ${n.mac.toLowerCase()} brd ff:ff:ff:ff:ff:ff`,
      `    inet ${n.ip}/${n.prefix} metric 100 brd ${broadcast(n.ip, n.prefix)} scope global dynamic enp0s${8 + i}`,
      '       valid_lft 86254sec preferred_lft 86254sec',
    ]),
  ]
}

function broadcast(ip: string, prefix: number) {
  const parts = ip.split('.').map(Number)
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p))) return ip
  const n = parts.reduce((a, p) => a * 256 + p, 0)
  const host = 2 ** (32 - Math.min(32, Math.max(0, prefix))) - 1
  const b = Math.floor(n / (host + 1)) * (host + 1) + host
  return [24, 16, 8, 0].map((s) => Math.floor(b / 2 ** s) % 256).join('.')
}

export const ROOT_DIRS =
  'bin  boot  dev  etc  home  lib  lib64  lost+found  media  mnt  opt  proc  root  run  sbin  snap  srv  sys  tmp  usr  var'
export const ETC =
  'adduser.conf  apt  bash.bashrc  cloud  cron.d  default  fstab  group  hostname  hosts  issue  netplan  os-release  passwd  profile  resolv.conf  shadow  ssh  sudoers  systemd  timezone'

export function fileOf(f: GuestFacts, path: string): string[] | undefined {
  const files: Record<string, string[]> = {
    '/etc/hostname': [f.host],
    '/etc/hosts': [
      '127.0.0.1 localhost',
      ...(f.nics[0] ? [`${f.nics[0].ip} ${f.host}`] : [`127.0.1.1 ${f.host}`]),
      '',
      '::1 ip6-localhost ip6-loopback',
      'ff02::1 ip6-allnodes',
      'ff02::2 ip6-allrouters',
    ],
    '/etc/os-release': [
      'PRETTY_NAME="Ubuntu 24.04.1 LTS"',
      'NAME="Ubuntu"',
      'VERSION_ID="24.04"',
      'VERSION="24.04.1 LTS (Noble Numbat)"',
      'VERSION_CODENAME=noble',
      'ID=ubuntu',
      'ID_LIKE=debian',
      'HOME_URL="https://www.ubuntu.com/"',
    ],
    '/etc/issue': ['Ubuntu 24.04.1 LTS \\n \\l', ''],
    '/etc/timezone': ['Etc/UTC'],
    '/etc/resolv.conf': [
      '# This is /run/systemd/resolve/stub-resolv.conf managed by man:systemd-resolved(8).',
      'nameserver 127.0.0.53',
      'options edns0 trust-ad',
      'search .',
    ],
    '/etc/fstab': [
      'LABEL=cloudimg-rootfs\t/\t ext4\tdiscard,commit=30,errors=remount-ro\t0 1',
      'LABEL=UEFI\t/boot/efi\tvfat\tumask=0077\t0 1',
    ],
    '/proc/meminfo': [
      `MemTotal:       ${pad(Math.round((f.memory * 0.975) / 1024), 8)} kB`,
      `MemFree:        ${pad(Math.round((f.memory * 0.83) / 1024), 8)} kB`,
      `MemAvailable:   ${pad(Math.round((f.memory * 0.91) / 1024), 8)} kB`,
    ],
    '/proc/cpuinfo': Array.from({ length: f.ncpus }, (_, i) => [
      `processor\t: ${i}`,
      'vendor_id\t: AuthenticAMD',
      'model name\t: AMD EPYC 7713P 64-Core Processor',
      `cpu cores\t: ${f.ncpus}`,
      '',
    ]).flat(),
  }
  return files[path]
}

const PROCESSES = [
  ['root', 1, '/sbin/init'],
  ['root', 312, '/usr/lib/systemd/systemd-journald'],
  ['root', 356, '/usr/lib/systemd/systemd-udevd'],
  ['systemd+', 498, '/usr/lib/systemd/systemd-networkd'],
  ['systemd+', 512, '/usr/lib/systemd/systemd-resolved'],
  ['root', 603, '/usr/sbin/cron -f -P'],
  ['root', 744, 'sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups'],
  ['root', 812, '/sbin/agetty -o -p -- \\u --keep-baud 115200,57600,38400,9600 - vt220'],
  ['ubuntu', 1021, '-bash'],
] as const

export function psLines(args: string[]) {
  const all = args.some((a) => /a|e/.test(a.replace(/^-/, '')))
  if (!all)
    return [
      '    PID TTY          TIME CMD',
      '   1021 ttyS0    00:00:00 bash',
      '   1187 ttyS0    00:00:00 ps',
    ]
  return [
    'USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND',
    ...PROCESSES.map(
      ([user, pid, cmd]) =>
        `${padEnd(user, 8)} ${pad(pid, 7)}  0.0  0.1  22052 12800 ${pid === 1021 ? 'ttyS0   ' : '?       '} Ss   12:00   0:00 ${cmd}`,
    ),
    `ubuntu      1187  0.0  0.0  11540  4608 ttyS0    R+   12:00   0:00 ps ${args.join(' ')}`,
  ]
}
