// Shell runbooks played in the console against the mock platform: the runbook of issue 46 creates
// its project and stops worker-1; one with a pipe runs nothing; stepping through shows each step's
// command, target and availability and can skip it; `ensure` starts a stopped instance and waits.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTransitionDelay } from '@mock/db/transitions'
import { resetMock, server, startMockServer } from '@mock/node'
import { setBaseUrl } from '@/api/client'
import { instanceView, projectList } from '@/api/generated/operations'
import { scriptPlayerAtom } from '@/state/script'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { setCommandContext } from '../core/context'
import { fakeContext } from '../core/test-context'
import { ScriptPlayer, type PlayerIo } from './player'
import { browserIo } from './runtime'

beforeAll(() => {
  setBaseUrl('http://localhost')
  startMockServer()
  registerAllCommands()
  setTransitionDelay(40)
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterAll(() => {
  setTransitionDelay(2000)
  server.close()
})
beforeEach(() => {
  resetMock()
  setCommandContext(fakeContext({ project: 'demo' }).ctx)
})

const io = (): PlayerIo => ({ ...browserIo(store), show: () => {}, pageHas: () => true })
const runState = async (instance: string) =>
  (await instanceView({ path: { instance }, query: { project: 'demo' } })).runState
const projects = async () => (await projectList({})).items.map((p) => p.name)

const RUNBOOK = [
  '#!/bin/sh',
  'set -eu',
  '# make the project, then take worker-1 down',
  'oxide project create --name rb-import \\',
  '  --description "from a runbook"',
  'oxide instance stop --project demo --instance worker-1',
].join('\n')

describe('a shell runbook in the console', () => {
  it('runs the runbook of the issue: the project is created and worker-1 stops', async () => {
    expect(await runState('worker-1')).toBe('running')
    const done = await new ScriptPlayer(io(), 'runbook.sh', 'instant').play(RUNBOOK)
    expect(done).toMatchObject({ status: 'done', total: 2, shell: true })
    expect(await projects()).toContain('rb-import')
    expect(await runState('worker-1')).toMatch(/stopping|stopped/)
  })

  it('refuses a runbook with a pipe before anything runs, naming the line', async () => {
    const piped = `${RUNBOOK}\noxide instance list --project demo | grep worker\n`
    const done = await new ScriptPlayer(io(), 'piped.sh', 'instant').play(piped)
    expect(done).toMatchObject({
      status: 'failed',
      failure: { line: 7, text: 'oxide instance list --project demo | grep worker' },
    })
    expect(done.failure!.reason).toContain('a pipe (|)')
    expect(await projects()).not.toContain('rb-import')
    expect(await runState('worker-1')).toBe('running')
  })

  it('refuses a line the console cannot read before anything runs', async () => {
    const done = await new ScriptPlayer(io(), 'body.sh', 'instant').play(
      `${RUNBOOK}\noxide project create --json-body body.json\n`,
    )
    expect(done).toMatchObject({ status: 'failed', failure: { line: 7 } })
    expect(done.failure!.reason).toContain('--json-body reads a file')
    expect(await projects()).not.toContain('rb-import')
  })

  it('steps through: each step shows its command, target and availability; s skips', async () => {
    const player = new ScriptPlayer(io(), 'runbook.sh', 'instant', { stepping: true })
    const done = player.play(RUNBOOK)
    await vi.waitFor(() => expect(store.get(scriptPlayerAtom)?.status).toBe('step'))
    expect(store.get(scriptPlayerAtom)).toMatchObject({
      line: 4,
      preview: { command: 'Create project', target: 'project rb-import', allowed: true },
    })
    player.answer('skip')
    await vi.waitFor(() => expect(store.get(scriptPlayerAtom)?.line).toBe(6))
    await vi.waitFor(() => expect(store.get(scriptPlayerAtom)?.status).toBe('step'))
    expect(store.get(scriptPlayerAtom)?.preview).toEqual({
      command: 'Stop instance',
      target: 'instance worker-1 in project demo',
      allowed: true,
    })
    player.answer('run')
    expect(await done).toMatchObject({ status: 'done', skipped: 1 })
    expect(await projects()).not.toContain('rb-import')
    expect(await runState('worker-1')).toMatch(/stopping|stopped/)
  })

  it('says a step is not allowed now before it runs', async () => {
    await new ScriptPlayer(io(), 'stop', 'instant').play(
      'oxide instance stop --project demo --instance worker-2\nwait 5s: instance worker-2 stopped',
    )
    const player = new ScriptPlayer(io(), 'again', 'instant', { stepping: true })
    const done = player.play('oxide instance stop --project demo --instance worker-2')
    await vi.waitFor(() => expect(store.get(scriptPlayerAtom)?.status).toBe('step'))
    expect(store.get(scriptPlayerAtom)?.preview?.allowed).toMatch(/can be stopped/)
    player.stop()
    expect(await done).toMatchObject({ status: 'stopped' })
  })

  it('ensure starts a stopped instance and waits for it; a running one is left alone', async () => {
    await new ScriptPlayer(io(), 'stop', 'instant').play(
      'instance stop worker-1\nwait 5s: instance worker-1 stopped',
    )
    expect(await runState('worker-1')).toBe('stopped')
    const done = await new ScriptPlayer(io(), 'ensure', 'instant').play(
      'ensure 5s: instance worker-1 running\nensure 5s: instance worker-2 running',
    )
    expect(done).toMatchObject({ status: 'done' })
    expect(await runState('worker-1')).toBe('running')
    expect(await runState('worker-2')).toBe('running')
  })
})
