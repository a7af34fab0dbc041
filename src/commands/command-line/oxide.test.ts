// Real `oxide` lines, as users type them from memory and paste them from runbooks, read into the
// console's commands (issue 20).
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { fakeContext } from '../core/test-context'
import { parseCommandLine } from './line'
import { parseBytes } from './oxide-read'

beforeAll(() => registerAllCommands())

const { ctx } = fakeContext({})
const ok = (line: string) => {
  const r = parseCommandLine(line, ctx)
  if (!r.ok) throw new Error(`${line}: ${r.message}`)
  return { id: r.command.id, args: r.args }
}
const error = (line: string) => {
  const r = parseCommandLine(line, ctx)
  return r.ok ? `parsed as ${r.command.id}` : r.message
}

describe('real oxide lines', () => {
  it('read lifecycle lines into the hand-written commands', () => {
    expect(ok('oxide instance stop --project demo --instance web-1')).toEqual({
      id: 'instance.stop',
      args: { project: 'demo', instance: 'web-1' },
    })
    expect(ok('oxide instance reboot --project=demo --instance=web-1').id).toBe('instance.reboot')
  })

  it('take --profile anywhere', () => {
    expect(ok('oxide --profile lab instance start --project demo --instance web-1').id).toBe(
      'instance.start',
    )
    expect(ok('oxide instance start --profile=lab --project demo --instance web-1').id).toBe(
      'instance.start',
    )
    expect(error('oxide instance start --project demo --instance web-1 --profile')).toBe(
      'flag --profile needs a value',
    )
  })

  it('read byte sizes with the CLI suffixes, any case', () => {
    expect(parseBytes('256G')).toBe(256 * 2 ** 30)
    expect(parseBytes('4t')).toBe(4 * 2 ** 40)
    expect(parseBytes('512KiB')).toBe(512 * 1024)
    expect(parseBytes('2048mib')).toBe(2 * 2 ** 30)
    expect(parseBytes('7')).toBe(7)
    expect(parseBytes('lots')).toBeNull()
    expect(ok('oxide disk create --project demo --name d --description x --size 20g').args).toEqual(
      expect.objectContaining({ name: 'd', size: 20 }),
    )
    const resize = ok(
      'oxide instance update --project demo --instance web-1 --ncpus 4 --memory 16G',
    )
    expect(resize).toEqual({
      id: 'instance.resize',
      args: expect.objectContaining({ ncpus: 4, memory: 16 }),
    })
  })

  it('read instance from-image into the create command', () => {
    const r = ok(
      'oxide instance from-image --project demo --name db --description d --hostname db --image debian --size 40GiB --memory 8g --ncpus 2 --start',
    )
    expect(r.id).toBe('instance.create')
    expect(r.args).toMatchObject({ image: 'debian', bootDiskSize: 40, memory: 8, ncpus: 2 })
  })

  it('read disk import into the import, a file of the terminal left to its form', () => {
    const local = ok(
      'oxide disk import --project demo --disk d1 --path ./disk.raw --disk-block-size 4096',
    )
    expect(local.id).toBe('disk.import')
    expect(local.args).toMatchObject({ disk: 'd1', blockSize: 4096 })
    expect(local.args.url).toBeUndefined()
    const site = ok('oxide disk import --project demo --disk d1 --path /demos/tiny-disk.raw')
    expect(site.args).toMatchObject({ url: '/demos/tiny-disk.raw' })
  })

  it('read list, view and serial console lines into the pages that show them', () => {
    expect(ok('oxide instance serial console --project demo --instance web-1')).toEqual({
      id: 'nav.serial-console',
      args: { project: 'demo', instance: 'web-1' },
    })
    expect(ok('oxide instance list --project demo').id).toBe('nav.instances')
    expect(ok('oxide vpc view --project demo --vpc default').id).toBe('nav.vpc')
    expect(ok('oxide system networking ip-pool view --pool default').id).toBe('nav.system-ip-pool')
    // A disk and an image have pages of their own.
    expect(ok('oxide disk view --project demo --disk data-1')).toEqual({
      id: 'nav.disk',
      args: { project: 'demo', disk: 'data-1' },
    })
    expect(ok('oxide image view --image debian-12')).toEqual({
      id: 'nav.image',
      args: { image: 'debian-12' },
    })
    // A resource without a page of its own: its list, the row under the cursor.
    expect(ok('oxide floating-ip view --project demo --floating-ip fip-1').args).toEqual({
      project: 'demo',
      row: 'fip-1',
    })
  })

  it('read the system networking tree and booleans with their value', () => {
    expect(ok('oxide system networking ip-pool delete --pool lab').id).toBe('ip-pool.delete')
    expect(
      ok('oxide system networking ip-pool silo link --pool lab --silo corp --is-default false'),
    ).toEqual({
      id: 'ip-pool.silo-link',
      args: expect.objectContaining({ isDefault: false }),
    })
    expect(
      ok(
        'oxide internet-gateway ip-pool attach --project demo --vpc v --gateway g --ip-pool p --name n --description d',
      ).id,
    ).toBe('internet-gateway.pool-attach')
  })

  it('read subcommands without a hand-written command into the generic operation command', () => {
    expect(ok('oxide instance external-ip list --project demo --instance web-1')).toEqual({
      id: 'api.instance-external-ip-list',
      args: { project: 'demo', instance: 'web-1' },
    })
    expect(ok('oxide system networking ip-pool utilization --pool lab').id).toBe(
      'api.system-ip-pool-utilization-view',
    )
    // Body flags go in the body, typed as the wire wants them.
    const r = ok('oxide auth-settings update --device-token-max-ttl-seconds 3600')
    expect(r.id).toBe('api.auth-settings-update')
    expect(JSON.parse(String(r.args.body))).toEqual({ device_token_max_ttl_seconds: 3600 })
  })

  it('read sizes into the unit of the hand-written command', () => {
    expect(ok('oxide silo quotas update --silo corp --cpus 64 --memory 1T --storage 10t')).toEqual({
      id: 'silo.quotas-update',
      args: expect.objectContaining({ cpus: 64, memory: 1024, storage: 10240 }),
    })
  })

  it('read oxide api lines into the operation of that path and method', () => {
    expect(ok("oxide api '/v1/disks/data-1?project=demo'")).toEqual({
      id: 'api.disk-view',
      args: { disk: 'data-1', project: 'demo' },
    })
    const post = ok(
      `oxide api /v1/certificates --method POST --input '{"name":"c","description":"x"}'`,
    )
    expect(post.id).toBe('api.certificate-create')
    expect(JSON.parse(String(post.args.body))).toEqual({ name: 'c', description: 'x' })
    const fields = ok('oxide api /v1/certificates -X POST -f name=c -F description=x')
    expect(JSON.parse(String(fields.args.body))).toEqual({ name: 'c', description: 'x' })
    // An operation a hand-written command performs runs as that command.
    expect(
      ok(
        `oxide api '/v1/vpcs?project=demo' --method POST --input '{"name":"v2","description":"x","dns_name":"v2"}'`,
      ),
    ).toEqual({
      id: 'vpc.create',
      args: { project: 'demo', name: 'v2', description: 'x', dnsName: 'v2' },
    })
    expect(error('oxide api /v1/nothing')).toBe('no API operation is GET /v1/nothing')
    expect(error('oxide api /v1/certificates --method POST --input cert.json')).toMatch(
      /^--input cert.json names a file/,
    )
  })

  it('refuse --json-body, offering the form or an inline body', () => {
    expect(error('oxide instance create --project demo --json-body i.json')).toBe(
      "--json-body reads a file, which the console cannot open: type 'instance create' to fill in the form",
    )
    expect(error('oxide certificate create --json-body c.json')).toBe(
      "--json-body reads a file, which the console cannot open: type 'api certificate_create' to fill in the form, or give the body inline: api certificate_create --body '{...}'",
    )
  })

  it('name what is wrong', () => {
    expect(error('oxide instance stop --project demo --instance web-1 --force')).toBe(
      "unknown flag --force for 'oxide instance stop'",
    )
    expect(error('oxide instance create --project demo --name a --cpu-platform amd_milan')).toBe(
      'the console\'s "Create instance" does not take --cpu-platform',
    )
    expect(error('oxide auth login --host https://rack')).toBe(
      "'oxide auth login' is not something the console runs (it is not one API call)",
    )
    expect(error('oxide system ip-pool list')).toMatch(/^unknown command 'oxide system ip-pool/)
  })
})

describe('the CLI tree', () => {
  it('every subcommand whose operation the console can run reads into a command', async () => {
    const { cliTable } = await import('./generated/cli-table')
    const { opTable } = await import('@/api/generated/op-table')
    const { consoleCommandsFor } = await import('./oxide')
    const unread = Object.entries(cliTable)
      .filter(([, row]) => row.op && row.op in opTable)
      .filter(([key]) => consoleCommandsFor(key, true).length === 0)
      .map(([key]) => key)
    expect(unread).toEqual([])
  })
})
