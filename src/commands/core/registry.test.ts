// Registry invariants over every built-in command: ids, titles, described args, key bindings
// without conflicts, a navigation command per page route, availability that never throws.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { routePatterns } from '@/lib/route-patterns'
import { setFleetViewerAtom } from '@/state/session'
import { store } from '@/state/store'
import { registerAllCommands } from '../all'
import type { AnyCommand } from './define'
import { availability, dispatch } from './dispatch'
import { allCommands } from './registry'
import { fakeContext } from './test-context'

beforeAll(() => {
  registerAllCommands()
  // dispatch logs every run; the test output stays readable without it.
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

const shapeOf = (cmd: AnyCommand) => cmd.args.shape as Record<string, z.ZodType>

describe('command registry', () => {
  it('holds the navigation and session commands', () => {
    const ids = allCommands().map((c) => c.id)
    expect(ids).toEqual(expect.arrayContaining(['nav.instance', 'session.sign-out']))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('ids are resource.verb, titles sentence case, every command has a group', () => {
    for (const cmd of allCommands()) {
      expect(cmd.id, cmd.id).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/)
      expect(cmd.title, cmd.id).toMatch(/^[A-Z][^.]*$/)
      expect(cmd.group.trim(), cmd.id).not.toBe('')
    }
  })

  it('every argument has a description', () => {
    for (const cmd of allCommands()) {
      for (const [key, field] of Object.entries(shapeOf(cmd))) {
        expect(field.description?.trim(), `${cmd.id} ${key}`).toBeTruthy()
      }
    }
  })

  it('completion sources only name arguments the command has', () => {
    for (const cmd of allCommands()) {
      for (const key of Object.keys(cmd.complete ?? {})) {
        expect(Object.keys(shapeOf(cmd)), `${cmd.id} completes ${key}`).toContain(key)
      }
    }
  })

  it('key bindings use one format and never conflict', () => {
    const step = /^((mod|ctrl|alt|shift)\+)*([a-z0-9]|[`/?,.;'[\]\\=-]|enter|escape|space)$/
    const bound = allCommands().filter((c) => c.keybinding)
    expect(bound.length).toBeGreaterThan(5)
    const seen = new Map<string, string>()
    for (const cmd of bound) {
      const binding = cmd.keybinding!.trim() // filtered above
      for (const s of binding.split(' ')) expect(s, cmd.id).toMatch(step)
      expect(seen.get(binding), `${cmd.id} and ${seen.get(binding)} share ${binding}`).toBe(
        undefined,
      )
      seen.set(binding, cmd.id)
    }
    // A binding that is the first key of a chord would make the chord unreachable.
    for (const [binding, id] of seen) {
      const first = binding.split(' ')[0]!
      if (binding.includes(' ') && seen.has(first)) {
        throw new Error(`${seen.get(first)} (${first}) shadows the chord ${binding} of ${id}`)
      }
    }
  })

  it('availability never throws, whatever args or target it gets', () => {
    const { ctx } = fakeContext({ project: 'demo', instance: 'web-1', vpc: 'default' })
    const targets = [undefined, null, {}, 'web-1', { runState: 'bogus' }, { state: {} }, []]
    for (const cmd of allCommands()) {
      for (const target of targets) {
        for (const args of [{}, { project: 'demo' }, { name: 42 }]) {
          const ok = availability(cmd, ctx, args, target)
          expect(ok === true || typeof ok === 'string', cmd.id).toBe(true)
        }
      }
    }
  })
})

/** Pages that are not reached by a "Go to" command, and why. */
const notNavigable = (p: string) =>
  // Signed-out pages: reached by signing out or by the device flow, never from inside the app.
  /^\/(login|device)(\/|$)/.test(p) ||
  // Forms open from their create/edit commands and buttons (a few also have "Go to" entries).
  /(-new(\/:\w+)?|\/edit|\/ranges-add|\/idps\/saml\/:provider)$/.test(p) ||
  // The long form of the instance lookup; "Go to instance by id" uses the short /lookup/i/.
  p === '/lookup/instances/:instance'

// A query (`?row=` of a list) stays on the page.
const patternRegex = (p: string) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}(\\?.*)?$`)

describe('navigation commands', () => {
  it('cover every page route of the spec', async () => {
    store.set(setFleetViewerAtom, true)
    const { ctx, navigated } = fakeContext()
    // nav.up goes to the page above the current one, not to a route of its own.
    const navs = allCommands().filter((c) => c.group === 'Navigation' && c.id !== 'nav.up')
    for (const cmd of navs) {
      const args = Object.fromEntries(
        Object.entries(shapeOf(cmd)).map(([key, field]) => {
          const uuid = crypto.randomUUID()
          // An optional choice (a list's `--sort-by`) takes none of those: left out.
          const value = field.safeParse('x-value').success
            ? `x-${key}`
            : field.safeParse(uuid).success
              ? uuid
              : undefined
          return [key, value]
        }),
      )
      // A gated page (the serial console) is reached for a resource in a state that allows it;
      // nothing answers a fetch of the made-up one here.
      const target = cmd.resolve ? { runState: 'running' } : undefined
      const result = await dispatch(cmd.id, args, 'test', { ctx, target })
      expect(result.status, `${cmd.id}: ${JSON.stringify(result)}`).toBe('ok')
    }
    const missing = routePatterns
      .filter((p) => !notNavigable(p))
      .filter((p) => !navigated.some((to) => patternRegex(p).test(to)))
    expect(missing).toEqual([])
    // Every "Go to" lands on a real page, never on a redirect or an unknown path.
    for (const to of navigated) {
      expect(
        routePatterns.some((p) => patternRegex(p).test(to)),
        to,
      ).toBe(true)
    }
  })
})
