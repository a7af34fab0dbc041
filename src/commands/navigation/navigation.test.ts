// Navigation and session commands run through dispatch, as every trigger runs them.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setBaseUrl, setUnauthorizedHandler } from '@/api/client'
import { setLastProjectAtom } from '@/state/history'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

beforeAll(() => {
  registerAllCommands()
  setBaseUrl('http://localhost')
  setUnauthorizedHandler(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllGlobals())

/** Answers every fetch with `body`, recording the URLs asked for. */
function stubFetch(body: unknown, status = 200) {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      return new Response(status === 204 ? null : JSON.stringify(body), { status })
    }),
  )
  return urls
}

const ID = '0b5ae8b4-8d0a-4c38-9b7e-4a0f0c1b2f21'

describe('navigation commands', () => {
  it('nav.instance goes to the storage tab of the named instance', async () => {
    const { ctx, navigated } = fakeContext()
    const r = await dispatch('nav.instance', { project: 'demo', instance: 'web-1' }, 'test', {
      ctx,
    })
    expect(r.status).toBe('ok')
    expect(navigated).toEqual(['/projects/demo/instances/web-1/storage'])
  })

  it('nav.instance-by-id goes to the short lookup route', async () => {
    const { ctx, navigated } = fakeContext()
    await dispatch('nav.instance-by-id', { id: ID }, 'test', { ctx })
    expect(navigated).toEqual([`/lookup/i/${ID}`])
  })

  it('a bad id is refused before anything happens', async () => {
    const { ctx, navigated, toasts } = fakeContext()
    const r = await dispatch('nav.instance-by-id', { id: 'web-1' }, 'test', { ctx })
    expect(r.status).toBe('error')
    expect(r.status === 'error' && r.message).toMatch(/^id: /)
    expect(navigated).toEqual([])
    expect(toasts).toEqual([expect.objectContaining({ title: 'Go to instance by id' })])
  })

  it('a missing argument names the argument', async () => {
    const { ctx, navigated } = fakeContext()
    const r = await dispatch('nav.instance', { instance: 'web-1' }, 'test', { ctx })
    expect(r).toMatchObject({ status: 'error', message: 'project: required' })
    expect(navigated).toEqual([])
  })

  it('takes the project from the page the user is on', async () => {
    const { ctx, navigated } = fakeContext({ project: 'data', instance: 'db-1' })
    await dispatch('nav.disks', {}, 'test', { ctx })
    await dispatch('nav.instance-networking', {}, 'test', { ctx })
    await dispatch('nav.vpcs', { project: 'web' }, 'test', { ctx })
    expect(navigated).toEqual([
      '/projects/data/disks',
      '/projects/data/instances/db-1/networking',
      '/projects/web/vpcs',
    ])
  })

  it('"Go to instance" asks for the instance even on an instance page', async () => {
    const { ctx } = fakeContext({ project: 'demo', instance: 'web-1' })
    expect(getCommand('nav.instance').defaults?.(ctx)).toEqual({ project: 'demo' })
  })

  it('encodes names into the path', async () => {
    const { ctx, navigated } = fakeContext()
    await dispatch('nav.system-silo', { silo: 'a b' }, 'test', { ctx })
    expect(navigated).toEqual(['/system/silos/a%20b/idps'])
  })

  it('"Go to fleet access" opens the fleet policy page, for fleet viewers only', async () => {
    const { ctx, navigated } = fakeContext()
    const cmd = getCommand('nav.system-access')
    store.set(setFleetViewerAtom, false)
    expect(cmd.visible?.(ctx)).toBe(false)
    store.set(setFleetViewerAtom, true)
    expect(cmd.visible?.(ctx)).toBe(true)
    await dispatch('nav.system-access', {}, 'test', { ctx })
    expect(navigated).toEqual(['/system/access'])
    expect(cmd.cli?.({})).toBe('oxide api /v1/system/policy')
  })

  it('system pages are visible to fleet viewers only', () => {
    const { ctx } = fakeContext()
    const silos = getCommand('nav.system-silos')
    store.set(setFleetViewerAtom, null)
    expect(silos.visible?.(ctx)).toBe(false)
    store.set(setFleetViewerAtom, false)
    expect(silos.visible?.(ctx)).toBe(false)
    store.set(setFleetViewerAtom, true)
    expect(silos.visible?.(ctx)).toBe(true)
    expect(getCommand('nav.projects').visible).toBeUndefined()
  })

  it('instance completion lists the project instances with their state', async () => {
    const urls = stubFetch({
      items: [
        { id: ID, name: 'web-1', runState: 'running', description: '' },
        { id: ID, name: 'db-1', runState: 'stopped', description: '' },
      ],
      next_page: null,
    })
    const { ctx } = fakeContext()
    const choices = await getCommand('nav.instance').complete!.instance!(ctx, { project: 'demo' })
    expect(choices.map((c) => [c.value, c.detail])).toEqual([
      ['web-1', 'running'],
      ['db-1', 'stopped'],
    ])
    expect(urls[0]).toMatch(/^http:\/\/localhost\/v1\/instances\?project=demo&limit=\d+$/)
  })

  it('the CLI line fills in what is known', () => {
    const cmd = getCommand('nav.instance')
    expect(cmd.cli?.({ project: 'demo', instance: 'web-1' })).toBe(
      'oxide instance view --project demo --instance web-1',
    )
    expect(cmd.cli?.({ project: 'demo' })).toBe('oxide instance view --project demo')
  })
})

describe('session commands', () => {
  it('sign out posts /v1/logout, forgets cached data and goes to the login page', async () => {
    const urls = stubFetch(null, 204)
    const { ctx, navigated } = fakeContext({ project: 'demo' })
    const r = await dispatch('session.sign-out', {}, 'test', { ctx })
    expect(r.status).toBe('ok')
    expect(urls).toEqual(['http://localhost/v1/logout'])
    expect(ctx.mutate).toHaveBeenCalled()
    expect(navigated).toEqual(['/login'])
  })

  it('sign in returns to a same-origin redirect only', async () => {
    stubFetch(null, 204)
    const { ctx, navigated } = fakeContext()
    const creds = { silo: 'corp', username: 'ops-admin', password: 'oxide' }
    await dispatch('session.login', { ...creds, redirectUri: '/projects/web/disks' }, 'test', {
      ctx,
    })
    await dispatch('session.login', { ...creds, redirectUri: '//evil.example' }, 'test', { ctx })
    expect(navigated).toEqual(['/projects/web/disks', '/'])
  })

  it('a wrong password is an error to show, not a redirect', async () => {
    stubFetch({ error_code: 'Unauthorized', message: 'credentials missing or invalid' }, 401)
    const { ctx, navigated } = fakeContext()
    const r = await dispatch(
      'session.login',
      { silo: 'corp', username: 'ops-admin', password: 'nope' },
      'test',
      { ctx, quiet: true },
    )
    expect(r).toMatchObject({ status: 'error', message: 'Credentials missing or invalid' })
    expect(navigated).toEqual([])
  })

  it('the chaos switch exists only in mock mode', () => {
    const { ctx } = fakeContext()
    expect(getCommand('mock.toggle-chaos').visible?.(ctx)).toBe(import.meta.env.VITE_MSW === '1')
  })
})

describe('project pages from outside any project', () => {
  afterEach(() => store.set(setLastProjectAtom, null))

  it('go to the last project visited instead of asking', async () => {
    store.set(setLastProjectAtom, 'demo')
    const { ctx, navigated } = fakeContext({})
    expect(await dispatch('nav.instances', {}, 'keyboard', { ctx, ask: true })).toMatchObject({
      status: 'ok',
    })
    expect(navigated).toEqual(['/projects/demo/instances'])
  })

  it('ask for the project when none was visited; the current one wins over the last', async () => {
    const { ctx } = fakeContext({})
    expect(await dispatch('nav.disks', {}, 'keyboard', { ctx, ask: true })).toMatchObject({
      status: 'needs-arg',
      arg: 'project',
    })
    store.set(setLastProjectAtom, 'demo')
    const inOther = fakeContext({ project: 'other' })
    await dispatch('nav.disks', {}, 'keyboard', { ctx: inOther.ctx, ask: true })
    expect(inOther.navigated).toEqual(['/projects/other/disks'])
  })
})
