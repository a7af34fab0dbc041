// @vitest-environment happy-dom
// Start-up prefetching (src/views/routes/route-data.ts): for every route that declares its first
// queries, the page, rendered in the whole console, takes each one (so none is asked twice, and
// no declaration has drifted from what the page asks for).
import { describe, expect, it } from 'vitest'
import { clearPrefetches, untakenPrefetches } from '@/api/prefetch'
import { prefetchRouteData, routeQueries } from '@/views/routes/route-data'
import { preloadPage } from '@/views/routes/route-preload'
import { pageRoutes } from '@/views/routes/route-table'
import { concretePath, renderRoute } from './fuzz/render-route'
import { hash32, rng } from './fuzz/rng'

// A platform of the fuzz that answers every call (none of its calls fail on purpose).
const SEED = Array.from({ length: 50 }, (_, i) => i + 1).find(
  (s) => !rng(hash32(`failing:${s}`)).chance(0.35),
) as number

const declaring = pageRoutes.filter((r) => r.data)

describe('first-screen queries asked for at start-up', () => {
  it('list pages declare them, and a sign-in page asks for nothing', () => {
    expect(declaring.length).toBeGreaterThanOrEqual(15)
    expect(routeQueries('/login')).toEqual([])
    expect(routeQueries('/no/such/page')).toEqual([])
    // A redirect and a form route ask for the page they show.
    const keys = (path: string) => routeQueries(path).map((q) => q.endpoint.key)
    expect(keys('/projects/demo')).toEqual(keys('/projects/demo/instances'))
    expect(keys('/projects/demo/disks-new')).toEqual(keys('/projects/demo/disks'))
  })

  for (const paths of [
    ...declaring.map((r) => [concretePath(r.pattern)]),
    // through a redirect and a form route
    ['/projects/fuzz-project'],
    ['/projects/fuzz-project/instances-new'],
  ])
    it(`${paths[0]}: the page takes every query asked for before it loaded`, async () => {
      const path = paths[0] as string
      clearPrefetches()
      // The page's code first: the render below waits in virtual time, not for a module import.
      await preloadPage(path)
      await renderRoute(path, SEED, 3000, () => prefetchRouteData(path))
      expect(routeQueries(path).length).toBeGreaterThan(0)
      expect(untakenPrefetches()).toEqual([])
      clearPrefetches()
    })
})
