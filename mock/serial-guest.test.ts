// The guest's everyday commands answer with what is true of the instance in the mock database:
// web-1 has 4 vCPUs, 8 GiB, its boot disk and its interface's address; anything else is
// "command not found".
import { beforeEach, describe, expect, test } from 'vitest'
import { getDb, resetDb } from './db/store'
import { guestFacts, runGuestLine } from './serial-guest'
import { SerialSession } from './serial-session'

beforeEach(() => resetDb())

const web1 = () => {
  const db = getDb()
  const instance = db.instances.find((i) => i.name === 'web-1')!
  return { db, instance, facts: guestFacts(db, instance) }
}
const lines = (out: string) => out.split('\r\n').filter((l) => l !== '')
const NOW = Date.parse('2026-11-26T12:57:03Z')

describe('the mock guest', () => {
  test('knows the instance: hostname, vCPUs, memory, disks, addresses', () => {
    const { db, instance, facts } = web1()
    expect(facts.host).toBe('web-1')
    expect(facts.ncpus).toBe(4)
    expect(facts.memory).toBe(8 * 1024 ** 3)
    const boot = db.disks.find((d) => d.id === instance.boot_disk_id)!
    expect(facts.disks[0]).toEqual({ name: boot.name, size: boot.size })
    const nic = db.networkInterfaces.find((n) => n.instance_id === instance.id && n.primary)!
    expect(facts.nics[0]?.ip).toBe(
      nic.ip_stack.type === 'dual_stack' ? nic.ip_stack.value.v4.ip : nic.ip_stack.value.ip,
    )
  })

  test('answers the everyday commands as the instance', () => {
    const { facts } = web1()
    const run = (l: string) => runGuestLine(facts, l, NOW)
    expect(run('uname -a')).toMatch(/^Linux web-1 6\.8\.0-45-generic .* x86_64 GNU\/Linux\r\n$/)
    expect(run('uname')).toBe('Linux\r\n')
    expect(run('hostname')).toBe('web-1\r\n')
    expect(run('whoami')).toBe('ubuntu\r\n')
    expect(run('sudo whoami')).toBe('root\r\n')
    expect(run('nproc')).toBe('4\r\n')
    expect(run('date')).toBe('Thu Nov 26 12:57:03 UTC 2026\r\n')
    expect(run('cat /etc/hostname')).toBe('web-1\r\n')
    expect(run('cat /etc/os-release')).toContain('Ubuntu 24.04.1 LTS')
    expect(run('cat /etc/nothing')).toBe('cat: /etc/nothing: No such file or directory\r\n')
    expect(run('ls /')).toContain('etc')
    expect(run('ls')).toBe('')
    expect(run('uptime')).toMatch(/ up .* load average: /)
    expect(lines(run('free -h'))[1]).toMatch(/^Mem:\s+7\.8Gi/)
    const df = lines(run('df -h'))
    const root = df.find((l) => l.endsWith(' /'))!
    expect(root).toMatch(/^\/dev\/vda1 /)
    expect(run('ip a')).toContain(`inet ${facts.nics[0]!.ip}/`)
    expect(run('ip a')).toContain(`link/ether ${facts.nics[0]!.mac.toLowerCase()}`)
    expect(lines(run('ps aux')).length).toBeGreaterThan(5)
    expect(run('lsblk')).toContain('vda ')
  })

  test('pipes into tail, head, grep and wc', () => {
    const { facts } = web1()
    const tail = lines(runGuestLine(facts, 'dmesg | tail -3', NOW))
    expect(tail).toHaveLength(3)
    expect(tail.at(-1)).toContain('Hostname set to <web-1>')
    expect(lines(runGuestLine(facts, 'dmesg | tail -n 2', NOW))).toHaveLength(2)
    expect(lines(runGuestLine(facts, 'dmesg | head -1', NOW))[0]).toContain('Linux version')
    expect(runGuestLine(facts, 'dmesg | grep Hostname', NOW)).toContain('<web-1>')
    expect(runGuestLine(facts, 'ps aux | wc -l', NOW)).toMatch(/^\d+\r\n$/)
    expect(runGuestLine(facts, 'dmesg | frob', NOW)).toBe('frob: command not found\r\n')
  })

  test('"command not found" for the rest only', () => {
    const { facts } = web1()
    expect(runGuestLine(facts, 'frobnicate --now', NOW)).toBe('frobnicate: command not found\r\n')
    const s = new SerialSession(facts)
    expect(s.input('nproc\r')).toBe('nproc\r\n4\r\nubuntu@web-1:~$ ')
  })

  test('the boot log tells the instance: its memory, vCPUs and disk', () => {
    const { facts } = web1()
    const s = new SerialSession(facts)
    const out = s.input('demo\r')
    expect(out).toContain(`${facts.ncpus} CPUs`)
    expect(out).toContain(`[vda] ${Math.round(facts.disks[0]!.size / 512)} 512-byte logical blocks`)
  })
})
