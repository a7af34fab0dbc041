// A CLI list line opens its list in the order its `--sort-by` asks, with `oxide` or without
// (issue 51): `disk list --project demo --sort-by name_descending`.
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { findCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'
import { parseCommandLine, looksLikeCommandLine } from './line'

beforeAll(() => registerAllCommands())

const { ctx } = fakeContext({})
const parse = (line: string) => parseCommandLine(line, ctx)

describe('--sort-by on a list line', () => {
  it('opens the list sorted as asked, with or without oxide', async () => {
    for (const line of [
      'oxide disk list --project demo --sort-by name_descending',
      'disk list --project demo --sort-by name_descending',
    ]) {
      const r = parse(line)
      expect(r.ok && r.command.id, line).toBe('nav.disks')
      if (!r.ok) continue
      expect(r.args).toEqual({ project: 'demo', sortBy: 'name_descending' })
      const out = (await r.command.run(r.args, ctx)) as { to: string }
      expect(out.to).toBe('/projects/demo/disks?sort=name&order=desc')
    }
    expect(looksLikeCommandLine('disk list --sort-by id_ascending')).toBe(true)
  })

  it('refuses an order the list does not take, naming those it does', () => {
    const r = parse('disk list --project demo --sort-by time_and_id_descending')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toMatch(/--sort-by.*name_ascending/)
  })

  it('shows the line back with its --sort-by', () => {
    const cmd = findCommand('nav.instances')!
    expect(cmd.cli?.({ project: 'bulk', sortBy: 'name_descending' })).toBe(
      'oxide instance list --project bulk --sort-by name_descending',
    )
    expect(findCommand('nav.projects')!.cli?.({ sortBy: 'id_ascending' })).toBe(
      'oxide project list --sort-by id_ascending',
    )
  })
})
