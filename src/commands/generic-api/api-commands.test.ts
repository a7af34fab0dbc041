// The long tail: every operation is reachable, by a hand-written command or a generic one, and
// the generic ones run through dispatch against the node mock like any other command.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { opTable, type OperationId } from '@/api/generated/op-table'
import { apiViewAtom, openApiViewAtom } from '@/state/api-view'
import { confirmAtom } from '@/state/confirm'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { apiCommandId, longTailOps } from './api-commands'
import { handWrittenOps } from './api-coverage'
import { dispatch } from '../core/dispatch'
import { findCommand, getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })
beforeEach(() => {
  store.set(openApiViewAtom, null)
})

const ops = Object.keys(opTable) as OperationId[]
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
// Every resource command's source: the area folders, not the machinery (the generic commands' own
// code calls every operation).
const MACHINERY = ['core', 'command-line', 'script', 'history', 'generic-api', 'generated']
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return MACHINERY.includes(e.name) ? [] : sourcesUnder(path)
    return e.name.endsWith('.ts') && !e.name.includes('.test.') ? [readFileSync(path, 'utf8')] : []
  })
const handWrittenSources = sourcesUnder(join(__dirname, '..')).join('\n')

describe('coverage of nexus.json', () => {
  it('reaches every operation: by a hand-written command or by a generic api command', () => {
    const unreachable = ops.filter((op) => {
      const hand = handWrittenOps[op]
      return !(hand ? findCommand(hand) : findCommand(apiCommandId(op)))
    })
    expect(unreachable).toEqual([])
    // The figure docs/scripts-console.md states.
    expect(ops.length).toBe(317)
    expect(longTailOps().length).toBe(317 - Object.keys(handWrittenOps).length)
  })

  it('names, for each covered operation, a registered command whose code calls it', () => {
    for (const [op, id] of Object.entries(handWrittenOps)) {
      expect(findCommand(id), `${op} -> ${id}`).toBeDefined()
      expect(handWrittenSources, op).toMatch(new RegExp(`\\b${camel(op)}\\(`))
      expect(findCommand(apiCommandId(op)), `no generic duplicate of ${op}`).toBeUndefined()
    }
  })

  it('builds args from path and query parameters, leaving pagination to the table', () => {
    const shape = getCommand('api.disk-view').args.shape
    expect(Object.keys(shape).sort()).toEqual(['disk', 'project'])
    const list = getCommand('api.instance-list').args.shape
    expect(Object.keys(list).sort()).toEqual(['project', 'sortBy'])
    expect(Object.keys(getCommand('api.affinity-group-create').args.shape)).toContain('body')
  })
})

describe('running a generic command', () => {
  it('shows a list operation as a table view of the first page', async () => {
    const { ctx } = fakeContext({ project: 'demo' })
    const result = await dispatch('api.disk-list', {}, 'test', { ctx })
    expect(result.status).toBe('ok')
    const page = (result as { result: { items: { name: string }[] } }).result
    expect(page.items.length).toBeGreaterThan(0)
    expect(store.get(apiViewAtom)).toMatchObject({ kind: 'list', opId: 'disk_list' })
    expect(store.get(apiViewAtom)?.args).toMatchObject({ project: 'demo' })
  })

  it('shows any other result as JSON', async () => {
    const { ctx } = fakeContext()
    const result = await dispatch('api.current-user-view', {}, 'test', { ctx })
    expect(result.status).toBe('ok')
    const view = store.get(apiViewAtom)
    expect(view?.kind).toBe('json')
    expect(view && 'result' in view && view.result).toMatchObject({ displayName: 'ops-admin' })
  })

  it('fails with the same normalised errors as every command', async () => {
    const { ctx, toasts } = fakeContext({ project: 'demo' })
    const result = await dispatch('api.disk-view', { disk: 'no-such-disk' }, 'test', { ctx })
    expect(result.status).toBe('error')
    expect(toasts[0]).toMatchObject({ title: 'API: Fetch disk', variant: 'error' })
    expect(store.get(apiViewAtom)).toBeNull()
    const missing = await dispatch('api.disk-view', {}, 'test', { ctx: fakeContext().ctx })
    expect(missing).toMatchObject({ status: 'error' })
  })

  it('opens the body form when no body is given, and refuses a body that is not JSON', async () => {
    const { ctx } = fakeContext({ project: 'demo' })
    await dispatch('api.affinity-group-create', {}, 'test', { ctx })
    expect(store.get(apiViewAtom)).toMatchObject({ kind: 'form', opId: 'affinity_group_create' })
    const bad = await dispatch('api.affinity-group-create', { body: '{name:' }, 'test', { ctx })
    expect(bad).toMatchObject({ status: 'error' })
    expect((bad as { message: string }).message).toMatch(/^body: not valid JSON/)
  })

  it('sends a typed body and shows what the API answered', async () => {
    const { ctx } = fakeContext({ project: 'demo' })
    const body = JSON.stringify({
      name: 'spread',
      description: '',
      policy: 'allow',
      failure_domain: 'sled',
    })
    const result = await dispatch('api.affinity-group-create', { body }, 'test', { ctx })
    expect(result.status).toBe('ok')
    expect(store.get(apiViewAtom)).toMatchObject({ kind: 'json', result: { name: 'spread' } })
    const list = await dispatch('api.affinity-group-list', {}, 'test', { ctx })
    const items = (list as { result: { items: { name: string }[] } }).result.items
    expect(items.map((g) => g.name)).toContain('spread')
  })

  it('asks before a DELETE, naming what it deletes', async () => {
    const { ctx } = fakeContext()
    const pending = dispatch('api.certificate-delete', { certificate: 'web-cert' }, 'test', { ctx })
    await vi.waitFor(() => expect(store.get(confirmAtom)).not.toBeNull())
    expect(store.get(confirmAtom)?.message).toBe('Are you sure you want to delete web-cert?')
    store.get(confirmAtom)!.answer(false)
    expect(await pending).toEqual({ status: 'cancelled' })
  })

  it("gives the CLI's own subcommand for the operation, else the oxide api line", () => {
    const cmd = getCommand('api.disk-view')
    expect(cmd.cli?.({ disk: 'data-1', project: 'demo' })).toBe(
      'oxide disk view --project demo --disk data-1',
    )
    expect(getCommand('api.certificate-delete').cli?.({ certificate: 'c' })).toBe(
      'oxide certificate delete --certificate c',
    )
    // A body goes in the file the line names; cliBody gives its contents.
    const create = getCommand('api.certificate-create')
    const body = '{"name":"c"}'
    expect(create.cli?.({ body })).toBe('oxide certificate create --json-body body.json')
    expect(create.cliBody?.({ body })).toEqual({ name: 'c' })
    // No subcommand in the CLI: its raw API call.
    expect(getCommand('api.alert-view').cli?.({ alertId: 'a1' })).toBe('oxide api /v1/alerts/a1')
    expect(getCommand('api.device-auth-confirm').cli?.({ body })).toBe(
      'oxide api /device/confirm --method POST --input body.json',
    )
  })
})

describe('the command line', () => {
  it('reads `api <operation_id> --param value` and writes it back', async () => {
    const { parseCommandLine, toCommandLine } = await import('../command-line/line')
    const { ctx } = fakeContext({ project: 'demo' })
    const back = parseCommandLine('api disk_view data-1', ctx)
    expect(back.ok).toBe(false)
    const line = parseCommandLine('api disk_view --disk data-1', ctx)
    expect(line).toMatchObject({ ok: true, args: { disk: 'data-1', project: 'demo' } })
    const cmd = getCommand('api.affinity-group-create')
    expect(toCommandLine(cmd, { project: 'demo', body: '{"name":"a"}' })).toBe(
      `api affinity_group_create --project demo --body '{"name":"a"}'`,
    )
  })
})
