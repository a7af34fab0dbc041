// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setBaseUrl, setUnauthorizedHandler } from './client'
import { ApiError } from './errors'
import { instanceList, projectList, projectView } from './generated/operations'
import { apiKey, fetchAllPages, invalidate, swrDefaults, useApiQuery, usePageQuery } from './hooks'
import { clearPrefetches, prefetch, untakenPrefetches } from './prefetch'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => {
  setBaseUrl('http://localhost')
  setUnauthorizedHandler(() => {})
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  fetchMock.mockReset()
})

// A fresh cache per test, with the app's defaults.
const Providers = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>{children}</SWRConfig>
)

// React 19 retries a suspended render only inside an awaited act() in tests.
async function renderInAct(ui: ReactNode) {
  await act(async () => {
    render(ui)
  })
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    const status = error instanceof ApiError ? error.statusCode : undefined
    return <p>{status === 404 ? 'Page not found' : 'Something went wrong'}</p>
  }
}

describe('swrDefaults', () => {
  it('match the spec: no retry, 2 s freshness, no refetch on focus', () => {
    expect(swrDefaults).toMatchObject({
      shouldRetryOnError: false,
      dedupingInterval: 2000,
      revalidateOnFocus: false,
    })
  })
})

describe('apiKey', () => {
  it('is the endpoint name and the params', () => {
    expect(apiKey(projectView, { path: { project: 'demo' } })).toEqual([
      'projectView',
      { path: { project: 'demo' } },
    ])
    expect(apiKey(projectList)).toEqual(['projectList', {}])
  })
})

describe('usePageQuery', () => {
  function ProjectName({ project }: { project: string }) {
    const p = usePageQuery(projectView, { path: { project } })
    return <h1>{p.name}</h1>
  }
  const page = (project: string) => (
    <Providers>
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <ProjectName project={project} />
        </Suspense>
      </Boundary>
    </Providers>
  )

  it('suspends, then renders the data', async () => {
    let respond: (r: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (respond = r)))
    await renderInAct(page('demo'))
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => respond(json({ id: '1', name: 'demo' })))
    expect(screen.getByRole('heading', { name: 'demo' })).toBeTruthy()
  })

  it('sends a 404 to the error boundary as an ApiError', async () => {
    fetchMock.mockResolvedValue(
      json({ error_code: 'ObjectNotFound', message: 'not found: project "nope"' }, 404),
    )
    await renderInAct(page('nope'))
    expect(screen.getByText('Page not found')).toBeTruthy()
  })

  it('sends other failures to the error boundary too', async () => {
    fetchMock.mockResolvedValue(json({ error_code: 'Internal', message: 'boom' }, 500))
    await renderInAct(page('demo'))
    expect(screen.getByText('Something went wrong')).toBeTruthy()
  })
})

describe('useApiQuery', () => {
  function Names({ project }: { project: string | null }) {
    const { data, error } = useApiQuery(instanceList, project ? { query: { project } } : null)
    if (error) return <p>error: {error.message}</p>
    return <p>{data ? data.items.map((i) => i.name).join(',') : 'none'}</p>
  }

  it('skips the call for null params', () => {
    render(
      <Providers>
        <Names project={null} />
      </Providers>,
    )
    expect(screen.getByText('none')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('returns the normalised error without retrying', async () => {
    fetchMock.mockImplementation(async () => json({ error_code: 'Forbidden' }, 403))
    render(
      <Providers>
        <Names project="demo" />
      </Providers>,
    )
    expect(await screen.findByText('error: Action not authorized')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('does not show the previous key’s data while the next one loads', async () => {
    let resolveWeb: (r: Response) => void = () => {}
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('project=demo')
        ? json({ items: [{ name: 'demo-vm' }] })
        : new Promise<Response>((r) => (resolveWeb = r)),
    )
    const { rerender } = render(
      <Providers>
        <Names project="demo" />
      </Providers>,
    )
    expect(await screen.findByText('demo-vm')).toBeTruthy()
    rerender(
      <Providers>
        <Names project="web" />
      </Providers>,
    )
    await waitFor(() => expect(screen.getByText('none')).toBeTruthy())
    await act(async () => resolveWeb(json({ items: [{ name: 'web-vm' }] })))
    expect(await screen.findByText('web-vm')).toBeTruthy()
  })
})

describe('a query prefetched at start-up (route-data.ts)', () => {
  function Names() {
    const { data } = useApiQuery(instanceList, { query: { project: 'demo' } })
    return <p>{data ? data.items.map((i) => i.name).join(',') : 'none'}</p>
  }
  function Title() {
    return <h1>{usePageQuery(projectView, { path: { project: 'demo' } }).name}</h1>
  }
  const ask = () => {
    const params = { query: { project: 'demo' } }
    prefetch(apiKey(instanceList, params), () => instanceList(params))
    const page = { path: { project: 'demo' } }
    prefetch(apiKey(projectView, page), () => projectView(page))
  }
  afterEach(clearPrefetches)

  it('answered before the first render: drawn by it, and taken rather than asked again', async () => {
    fetchMock.mockImplementation(async (url) =>
      json(
        String(url).includes('/instances') ? { items: [{ name: 'demo-vm' }] } : { name: 'demo' },
      ),
    )
    ask()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    // The answers' own handlers run once the bodies are read.
    await act(async () => await new Promise((r) => setTimeout(r, 0)))
    render(
      <Providers>
        <Names />
        <Suspense fallback={<p>loading</p>}>
          <Title />
        </Suspense>
      </Providers>,
    )
    // Neither the list nor the page's own query waited for a second render.
    expect(screen.getByText('demo-vm')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'demo' })).toBeTruthy()
    await waitFor(() => expect(untakenPrefetches()).toEqual([]))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('still on its way at the first render: drawn when it comes, asked once', async () => {
    let answer: (r: Response) => void = () => {}
    fetchMock.mockImplementation((url) =>
      String(url).includes('/instances')
        ? new Promise<Response>((r) => (answer = r))
        : Promise.resolve(json({ name: 'demo' })),
    )
    ask()
    render(
      <Providers>
        <Names />
      </Providers>,
    )
    expect(screen.getByText('none')).toBeTruthy()
    // The call leaves a moment after it is asked for once the session gate is loaded (in a file
    // that imports the commands, or one after it in the same worker): answer it once it has.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/instances'))).toBe(true),
    )
    await act(async () => answer(json({ items: [{ name: 'demo-vm' }] })))
    expect(await screen.findByText('demo-vm')).toBeTruthy()
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/instances'))).toHaveLength(1)
  })
})

describe('invalidate', () => {
  it('revalidates every key of the given endpoints and no other', async () => {
    const mutate = vi.fn()
    await invalidate(mutate as never, instanceList, projectList)
    const filter = mutate.mock.calls[0]?.[0] as (key: unknown) => boolean
    expect(filter(['instanceList', { query: { project: 'a' } }])).toBe(true)
    expect(filter(['projectList', {}])).toBe(true)
    expect(filter(['projectView', { path: { project: 'a' } }])).toBe(false)
    expect(filter('instanceList')).toBe(false)
  })
})

describe('fetchAllPages', () => {
  it('follows page tokens until the last page', async () => {
    const pages: Record<string, unknown> = {
      '': { items: [{ name: 'a' }, { name: 'b' }], next_page: 't1' },
      t1: { items: [{ name: 'c' }], next_page: 't2' },
      t2: { items: [{ name: 'd' }], next_page: null },
    }
    fetchMock.mockImplementation(async (url) => {
      const u = new URL(String(url))
      expect(u.searchParams.get('project')).toBe('demo')
      expect(u.searchParams.get('limit')).toBe('1000')
      return json(pages[u.searchParams.get('page_token') ?? ''])
    })
    const items = await fetchAllPages(instanceList, { query: { project: 'demo' } })
    expect(items.map((i) => i.name)).toEqual(['a', 'b', 'c', 'd'])
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('stops at the item cap', async () => {
    let n = 0
    fetchMock.mockImplementation(async () =>
      json({ items: [{ name: 'x' }], next_page: `more-${++n}` }),
    )
    const items = await fetchAllPages(projectList, {}, 3)
    expect(items).toHaveLength(3)
  })

  it('stops when the platform hands back a token it gave before', async () => {
    fetchMock.mockImplementation(async () => json({ items: [{ name: 'x' }], next_page: 'again' }))
    const items = await fetchAllPages(projectList, {})
    expect(items).toHaveLength(2)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
