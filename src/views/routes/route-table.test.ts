// Every route of the spec is served: each pattern of `routePatterns` is a page of the route
// table or a form route, each form opens over a page, and no pattern is served twice.
import { describe, expect, it } from 'vitest'
import { redirectPatterns } from '@/lib/paths'
import { routePatterns } from '@/lib/route-patterns'
import { formRoutes } from '../forms/form-routes'
import { pageFor, pageRoutes } from './route-table'

describe('route table', () => {
  const pages = pageRoutes.map((r) => r.pattern)
  const forms = formRoutes.map((f) => f.pattern as string)

  it('serves every route pattern exactly once', () => {
    const served = [...pages, ...forms]
    expect([...served].sort()).toEqual([...routePatterns].sort())
    expect(new Set(served).size).toBe(served.length)
  })

  it('opens every form over a page', () => {
    for (const f of formRoutes) expect(pageFor(f.background), f.pattern).toBeDefined()
  })

  it('leaves index paths to the redirects', () => {
    for (const from of Object.keys(redirectPatterns)) expect(pages).not.toContain(from)
  })

  it('renders only sign-in and device pages without the shell', () => {
    const bare = pageRoutes.filter((r) => r.bare).map((r) => r.pattern)
    expect(bare.every((p) => /^\/(login|device)\b/.test(p))).toBe(true)
  })
})
