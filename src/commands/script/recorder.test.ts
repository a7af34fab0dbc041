// A recorded session replays to the same end state on a fresh mock: record commands run from the
// UI, export the script, reset the mock, play the script, compare what the API shows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetMock, server, startMockServer } from '@mock/node'
import { setBaseUrl } from '@/api/client'
import {
  diskList,
  instanceView,
  projectList,
  snapshotList,
  vpcList,
} from '@/api/generated/operations'
import { commandLogAtom } from '@/state/command-log'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { setCommandContext } from '../core/context'
import { dispatch } from '../core/dispatch'
import { ScriptPlayer } from './player'
import { recordedLines, recordedScript } from './recorder'
import { previewStep, runLine } from './runtime'
import { fakeContext } from '../core/test-context'

beforeAll(() => {
  setBaseUrl('http://localhost')
  startMockServer()
  registerAllCommands()
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterAll(() => server.close())

async function endState() {
  const project = 'demo'
  return {
    projects: (await projectList({})).items.map((p) => [p.name, p.description]),
    disks: (await diskList({ query: { project, limit: 1000 } })).items.map((d) => [
      d.name,
      d.size,
      d.state.state,
    ]),
    snapshots: (await snapshotList({ query: { project, limit: 1000 } })).items.map((s) => [
      s.name,
      s.size,
    ]),
    vpcs: (await vpcList({ query: { project } })).items.map((v) => [v.name, v.dnsName]),
    web1: (await instanceView({ path: { instance: 'web-1' }, query: { project } })).runState,
  }
}

describe('record-script', () => {
  it('replays a recorded session to the same end state on a fresh mock', async () => {
    resetMock()
    const { ctx } = fakeContext({ project: 'demo' })
    setCommandContext(ctx)
    const rec = {
      afterSeq: store.get(commandLogAtom).at(-1)?.seq ?? 0,
      startPath: '/projects/demo/instances',
      startedAt: new Date(),
    }
    const ui = async (id: string, args: Record<string, unknown>) =>
      expect((await dispatch(id, args, 'ui', { ctx, skipConfirm: true })).status).toBe('ok')
    await ui('project.create', { name: 'rec-proj', description: "it's recorded" })
    await ui('vpc.create', { project: 'demo', name: 'rec-vpc', dnsName: 'recvpc' })
    await ui('disk.create', { project: 'demo', name: 'rec-disk', size: 20 })
    await ui('snapshot.create', { project: 'demo', disk: 'rec-disk', name: 'rec-snap' })
    await ui('disk.delete', { project: 'demo', disk: 'old-logs' })
    await ui('instance.stop', { project: 'demo', instance: 'web-1' })
    // A failed run is not part of the session.
    await dispatch('disk.delete', { project: 'demo', disk: 'nope' }, 'ui', { ctx, quiet: true })
    const recorded = await endState()
    const script = recordedScript(store, rec, '/projects/demo/disks')
    expect(script.split('\n').filter((l) => l && !l.startsWith('#'))).toHaveLength(8)

    resetMock()
    expect(await endState()).not.toEqual(recorded)
    const played = await new ScriptPlayer(
      {
        store,
        show: () => {},
        run: runLine,
        pageHas: () => true,
        navigate: () => {},
        instanceState: async () => 'running',
        preview: previewStep,
      },
      'recorded',
      'instant',
    ).play(script)
    expect(played).toMatchObject({ status: 'done', total: 8 })
    expect(await endState()).toEqual(recorded)
  })
})

describe('recordedLines', () => {
  it('puts a goto where the user changed page between commands', () => {
    const entry = (seq: number, commandId: string, args = {}, status = 'ok' as const) => ({
      seq,
      time: new Date(),
      commandId,
      title: commandId,
      args,
      source: 'ui',
      status,
    })
    const lines = recordedLines(
      [
        entry(5, 'project.create', { name: 'p1' }),
        entry(6, 'ui.toggle-log'),
        entry(7, 'instance.stop', { project: 'demo', instance: 'web-1' }),
        entry(8, 'script.export'),
      ],
      {
        afterSeq: 4,
        startPath: '/projects',
        startedAt: new Date(),
        gotos: [
          { afterSeq: 5, path: '/projects/p1/instances' },
          { afterSeq: 6, path: '/projects/demo/instances' },
          { afterSeq: 8, path: '/projects/demo/disks' },
        ],
      },
    )
    expect(lines).toEqual([
      'project create --name p1',
      'goto /projects/p1/instances',
      'goto /projects/demo/instances',
      'instance stop web-1 --project demo',
      'goto /projects/demo/disks',
    ])
  })

  it('waits for an instance to settle before a later command on it', () => {
    const entry = (seq: number, commandId: string, args: Record<string, unknown>) => ({
      seq,
      time: new Date(),
      commandId,
      title: commandId,
      args,
      source: 'ui',
      status: 'ok' as const,
    })
    const lines = recordedLines(
      [
        entry(2, 'instance.stop', { project: 'demo', instance: 'web-1' }),
        entry(3, 'instance.stop', { project: 'demo', instance: 'web-2' }),
        entry(4, 'instance.delete', { project: 'demo', instance: 'web-1' }),
      ],
      { afterSeq: 1, startPath: '/projects/demo/instances', startedAt: new Date() },
    )
    expect(lines).toEqual([
      'instance stop web-1 --project demo',
      'wait instance web-1 stopped --project demo',
      'instance stop web-2 --project demo',
      'instance delete web-1 --project demo',
    ])
  })

  it('writes booleans as the flag alone or with no-, as the log does', () => {
    const args = { project: 'demo', name: 'quiet-1', externalIp: false, start: false }
    const [line] = recordedLines(
      [
        {
          seq: 2,
          time: new Date(),
          commandId: 'instance.create',
          title: 'Create instance',
          args,
          source: 'ui',
          status: 'ok',
        },
      ],
      { afterSeq: 1, startPath: '/projects/demo/instances', startedAt: new Date(), gotos: [] },
    )
    expect(line).toMatch(/ --no-external-ip\b/)
    expect(line).toMatch(/ --no-start$/)
    expect(line).not.toMatch(/true|false/)
  })
})
