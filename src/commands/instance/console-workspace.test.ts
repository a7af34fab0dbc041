// Getting to the console workspace through dispatch against the node mock: Open consoles on
// rows in turn builds one workspace, console add completes and resolves names across projects,
// and g c goes back to the workspace last opened.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { setLastWorkspaceAtom } from '@/state/console-workspace'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { completeAllInstances, openWorkspacePanes } from './console-workspace'
import { dispatch } from '../core/dispatch'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })
beforeEach(() => {
  store.set(setLastWorkspaceAtom, '')
  go('/projects/demo/instances')
})
afterAll(() => {
  vi.unstubAllGlobals()
})

/** The page's location (node has none): what the commands read to find the open workspace. */
function go(to: string) {
  const url = new URL(to, 'http://localhost')
  vi.stubGlobal('location', { pathname: url.pathname, search: url.search })
}

/** A context whose navigate moves the page's URL, as wouter's does. */
function navigatingContext(scope = {}) {
  const f = fakeContext(scope)
  f.ctx.navigate = (to) => {
    f.navigated.push(to)
    go(to)
  }
  return f
}

describe('console workspace commands', () => {
  it('Open consoles on rows in turn opens one workspace with each of them', async () => {
    const { ctx, navigated } = navigatingContext({ project: 'demo' })
    for (const instance of ['web-1', 'api-1', 'web-1'])
      expect(
        (await dispatch('instance.open-consoles', { project: 'demo', instance }, 'test', { ctx }))
          .status,
      ).toBe('ok')
    expect(navigated).toEqual([
      '/consoles?i=demo/web-1',
      '/consoles?i=demo/web-1,demo/api-1',
      '/consoles?i=demo/web-1,demo/api-1',
    ])
    expect(openWorkspacePanes()).toHaveLength(2)
  })

  it('console add completes across projects and finds a bare name in its one project', async () => {
    const choices = await completeAllInstances()
    expect(choices.map((c) => c.value)).toEqual(
      expect.arrayContaining(['demo/web-1', 'data/etl-1', 'infra/dns-1']),
    )
    store.set(setLastWorkspaceAtom, 'demo/web-1')
    const { ctx, navigated } = navigatingContext()
    const r = await dispatch('instance.add-to-workspace', { instance: 'etl-1' }, 'test', { ctx })
    expect(r.status).toBe('ok')
    // Not on the workspace: added to the one last opened, typing starting in the added pane.
    expect(navigated).toEqual(['/consoles?i=demo/web-1,data/etl-1&focus=data/etl-1'])
    const missing = await dispatch('instance.add-to-workspace', { instance: 'nope-1' }, 'test', {
      ctx,
    })
    expect(missing).toMatchObject({ status: 'error' })
    expect(JSON.stringify(missing)).toContain('No instance named nope-1 in any project')
  })

  it('g c goes to the workspace last opened, or an empty one', async () => {
    const { ctx, navigated } = navigatingContext()
    await dispatch('nav.consoles', {}, 'test', { ctx })
    store.set(setLastWorkspaceAtom, 'demo/web-1,data/etl-1')
    await dispatch('nav.consoles', {}, 'test', { ctx })
    expect(navigated).toEqual(['/consoles', '/consoles?i=demo/web-1,data/etl-1'])
  })
})
