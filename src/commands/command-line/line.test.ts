// The typed command line: tokens, the examples of issue 4, exact errors, and the oxide lines.
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { parseCommandLine, toCommandLine, tokenize } from './line'
import { usage } from './grammar'
import { editDistance } from './suggest'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

beforeAll(() => registerAllCommands())

const { ctx } = fakeContext({ project: 'demo' })
const parse = (line: string) => parseCommandLine(line, ctx)
const ok = (line: string) => {
  const r = parse(line)
  if (!r.ok) throw new Error(`${line}: ${r.message}`)
  return { id: r.command.id, args: r.args }
}
const error = (line: string) => {
  const r = parse(line)
  return r.ok ? `parsed as ${r.command.id}` : r.message
}

describe('tokenize', () => {
  it('splits on whitespace and honours quotes and escapes', () => {
    expect(tokenize(`a  "b c" 'd e' f\\ g "h\\"i" 'j'\\''k' ''`)).toEqual([
      'a',
      'b c',
      'd e',
      'f g',
      'h"i',
      "j'k",
      '',
    ])
    expect(tokenize('   ')).toEqual([])
    expect(tokenize('x"y z"w')).toEqual(['xy zw'])
  })
})

describe('parseCommandLine', () => {
  it('reads the issue examples', () => {
    expect(ok('instance stop web-1')).toEqual({
      id: 'instance.stop',
      args: { project: 'demo', instance: 'web-1' },
    })
    expect(ok('instance create --name db-2 --ncpus 4 --memory 8GiB --image debian-12')).toEqual({
      id: 'instance.create',
      args: { project: 'demo', name: 'db-2', ncpus: 4, memory: 8, image: 'debian-12' },
    })
    expect(ok('disk attach data-1 --instance web-1')).toEqual({
      id: 'disk.attach',
      args: { project: 'demo', disk: 'data-1', instance: 'web-1' },
    })
    expect(ok('ip-pool range add default 10.0.0.10 10.0.0.20')).toEqual({
      id: 'ip-pool.range-add',
      args: { pool: 'default', first: '10.0.0.10', last: '10.0.0.20' },
    })
    expect(ok('role set collaborator --project demo --group ops')).toEqual({
      id: 'role.set-project',
      args: { project: 'demo', role: 'collaborator', identity: 'ops' },
    })
  })

  it('takes flags as --flag=value, booleans as --flag / --no-flag / --flag false', () => {
    expect(ok('instance create --name=a --no-start --external-ip false').args).toMatchObject({
      name: 'a',
      start: false,
      externalIp: false,
    })
    expect(ok('instance create --name a --start').args).toMatchObject({ start: true })
    expect(ok('instance create --name a --memory 2048MiB').args).toMatchObject({ memory: 2 })
  })

  it('an explicit --project beats the current one; a flag may name the positional', () => {
    expect(ok('instance stop --instance web-1 --project other').args).toEqual({
      project: 'other',
      instance: 'web-1',
    })
  })

  it('says exactly what is wrong', () => {
    expect(error('instance create --name db-2 --cpu 4')).toBe(
      'unknown flag --cpu; did you mean --ncpus?',
    )
    expect(error('instance stp web-1')).toBe(
      "unknown command 'instance stp'; did you mean 'instance stop'?",
    )
    expect(error('instanse stop web-1')).toMatch(/^unknown command .*did you mean 'instance stop'/)
    expect(error('instance stop')).toBe('missing required argument <instance>')
    expect(error('instance create --ncpus 2')).toBe('missing required argument --name')
    expect(error('instance create --name a --ncpus lots')).toBe(
      "bad value for --ncpus: expected a number, got 'lots'",
    )
    expect(error('instance create --name a --ncpus 65')).toMatch(/^bad value for --ncpus: .*64/)
    expect(error('instance create --name a --memory 8 --memory 9')).toBe('--memory is given twice')
    expect(error('instance create --name')).toBe('flag --name needs a value')
    expect(error('jump a b')).toBe("unexpected argument 'b' for jump")
    expect(error('instance stop "web-1')).toBe('unterminated quote')
  })

  it('reads the argument that names the resource without its flag, for every command', () => {
    const { ctx: inVpc } = fakeContext({ project: 'demo', vpc: 'default' })
    const r = parseCommandLine('firewall-rule delete allow-ssh', inVpc)
    expect(r.ok && r.command.id).toBe('firewall-rule.delete')
    expect(r.ok && r.args).toMatchObject({ rule: 'allow-ssh' })
    expect(ok('network-interface delete nic0 --instance web-1').args).toMatchObject({
      interface: 'nic0',
    })
    expect(ok('internet-gateway delete gw-1 --vpc default').args).toMatchObject({ gateway: 'gw-1' })
    expect(ok('ip-pool delete lab').args).toEqual({ pool: 'lab' })
    expect(ok('access-token delete 0b5b6c1e-0000-4000-8000-000000000001').args).toEqual({
      tokenId: '0b5b6c1e-0000-4000-8000-000000000001',
    })
    // The flag still works.
    expect(parseCommandLine('firewall-rule delete --rule allow-ssh', inVpc).ok).toBe(true)
  })

  it('reads the oxide lines the commands show', () => {
    expect(ok('oxide instance stop --project p --instance web-1')).toEqual({
      id: 'instance.stop',
      args: { project: 'p', instance: 'web-1' },
    })
    expect(
      ok('oxide instance create --project p --name db --memory 16GiB --start false').args,
    ).toMatchObject({
      project: 'p',
      name: 'db',
      memory: 16,
      start: false,
    })
    // A boolean with its value, or alone for true.
    expect(ok('oxide instance create --project p --name db --start').args).toMatchObject({
      start: true,
    })
    expect(error('oxide instance create --project p --name db --start maybe')).toMatch(
      /^unexpected argument 'maybe'/,
    )
    expect(
      ok('oxide system networking ip-pool range add --pool x --first 10.0.0.1 --last 10.0.0.9').id,
    ).toBe('ip-pool.range-add')
    expect(error('oxide instance stop --instance web-1 --cpu 2')).toMatch(
      /^unknown flag --cpu for 'oxide instance stop'/,
    )
    expect(error('oxide instanse stop')).toMatch(
      /^unknown command 'oxide instanse stop'; did you mean 'oxide instance stop'/,
    )
  })
})

describe('toCommandLine', () => {
  it('writes positional arguments first, leaves defaults out, quotes what needs it', () => {
    const stop = getCommand('instance.stop')
    expect(toCommandLine(stop, { project: 'demo', instance: 'web 1' })).toBe(
      "instance stop 'web 1' --project demo",
    )
    const create = getCommand('instance.create')
    expect(
      toCommandLine(create, { project: 'demo', name: 'db', ncpus: 2, memory: 16, start: false }),
    ).toBe('instance create --project demo --name db --memory 16GiB --no-start')
  })
})

describe('usage', () => {
  it('shows positional, required and optional arguments', () => {
    expect(usage(getCommand('instance.stop'))).toBe('instance stop <instance> --project <project>')
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('cpu', 'ncpus')).toBe(2)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
  })
})

describe('several values for the resource argument', () => {
  it('run the command once per value, the flags applying to each', () => {
    const r = parse('instance stop worker-1 worker-2 db-replica')
    expect(r).toMatchObject({
      ok: true,
      command: { id: 'instance.stop' },
      args: { project: 'demo', instance: 'worker-1' },
      bulk: [
        { project: 'demo', instance: 'worker-1' },
        { project: 'demo', instance: 'worker-2' },
        { project: 'demo', instance: 'db-replica' },
      ],
    })
    expect(parse('instance stop a --project other b')).toMatchObject({
      bulk: [
        { project: 'other', instance: 'a' },
        { project: 'other', instance: 'b' },
      ],
    })
    expect(parse('instance stop --instance a b')).toMatchObject({
      bulk: [{ instance: 'a' }, { instance: 'b' }],
    })
  })

  it('one value is not a bulk run', () => {
    expect(parse('instance stop web-1')).not.toHaveProperty('bulk')
  })

  it('refuse a value given twice, and only the resource argument repeats', () => {
    expect(error('instance stop a b a')).toBe('<instance> a is given twice')
    expect(error('instance create a b')).toBe("unexpected argument 'a' for instance create")
    // a new resource's name is not a set of resources
    expect(error('disk import a b')).toBe("unexpected argument 'b' for disk import")
    expect(error('ip-pool range add p 10.0.0.1 10.0.0.9 10.0.0.20')).toBe(
      "unexpected argument '10.0.0.20' for ip-pool range add",
    )
  })
})
