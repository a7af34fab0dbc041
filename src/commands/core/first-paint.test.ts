// The first-paint titles agree with the registry, and every command button of the views has one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '../all'
import { firstPaint } from './first-paint'
import { findCommand } from './registry'

beforeAll(() => registerAllCommands())

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : []
  })
}

describe('first-paint titles', () => {
  it('match the title and key binding of the registered command', () => {
    for (const [id, entry] of Object.entries(firstPaint)) {
      const cmd = findCommand(id)
      expect(cmd?.title, id).toBe(entry.title)
      expect(cmd?.keybinding, id).toBe(entry.keybinding)
    }
  })

  it('cover every command button, form button and useCommand id named in the views', () => {
    const ids = new Set<string>()
    for (const file of sources('src/views')) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/<(?:CommandButton|FormButton)\s[^>]*?\bid="([^"]+)"/g))
        ids.add(m[1] ?? '')
      for (const m of text.matchAll(/useCommand\('([^']+)'/g)) ids.add(m[1] ?? '')
    }
    expect(ids.size).toBeGreaterThan(20)
    expect([...ids].filter((id) => !firstPaint[id])).toEqual([])
  })
})
