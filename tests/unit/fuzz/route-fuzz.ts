// The route fuzz: each route of the route table, rendered in front of FUZZ_ANSWERS (default 20)
// random platforms, must show no page-level error page (but for a failed page query), no panel
// that could not draw, no "Unknown server error", no endless loading and no uncaught error. A
// failure prints the seed that replays it:
//   FUZZ_SEED=<seed> FUZZ_ROUTE='<pattern>' FUZZ_ANSWERS=1 npx vitest run tests/unit/fuzz
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadCommands } from '@/commands/core/load'
import { pageRoutes, type PageRoute } from '@/views/routes/route-table'
import { concretePath, renderRoute } from './render-route'
import { ANSWERS, BASE_SEED } from './fuzz-config'
import { hash32 } from './rng'

const env = process.env

export function fuzzRoutes(routes: PageRoute[]) {
  const only = env.FUZZ_ROUTE
  const chosen = only ? routes.filter((r) => r.pattern === only) : routes
  describe.skipIf(chosen.length === 0)(`route fuzz (FUZZ_SEED=${BASE_SEED})`, () => {
    // Every page's code (a page may redirect to another) and the command registry load up
    // front, so every render measures the page and nothing loads after the environment is gone.
    beforeAll(async () => {
      await loadCommands()
      await Promise.all(pageRoutes.map((r) => r.component.preload()))
    }, 120_000)
    for (const route of chosen) {
      it(route.pattern, { timeout: 30_000 + ANSWERS * 6000 }, async () => {
        // The console logs failed calls and React its warnings; the outcome says what matters.
        for (const level of ['error', 'warn', 'info'] as const)
          vi.spyOn(console, level).mockImplementation(() => {})
        const failures: string[] = []
        for (let i = 0; i < ANSWERS; i++) {
          const seed = BASE_SEED + i
          // One seed, different platforms per route: the route is part of every answer's seed.
          const out = await renderRoute(
            concretePath(route.pattern),
            hash32(`${route.pattern}:${seed}`),
          )
          const problems = [
            ...(out.pageError ? ['the page-level error page showed'] : []),
            ...out.caught.map((e) => `caught by a boundary: ${e}`),
            ...out.shown,
            ...out.uncaught.map((e) => `uncaught: ${e}`),
            ...out.unknownCalls.map((c) => `a call outside the API: ${c}`),
          ]
          if (problems.length)
            failures.push(
              `replay: FUZZ_SEED=${seed} FUZZ_ROUTE='${route.pattern}' FUZZ_ANSWERS=1\n  ${problems.join('\n  ')}`,
            )
          if (failures.length >= 3) break
        }
        vi.restoreAllMocks()
        expect(failures, failures.join('\n\n')).toEqual([])
      })
    }
  })
}
