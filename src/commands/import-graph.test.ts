// The command layer's imports run one way: no module of src/commands reaches itself again
// (static or lazy imports alike). The loader sits below the script runtime, not inside a circle.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, it } from 'vitest'

const root = __dirname
const src = resolve(root, '..')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(src, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null
  if (!base) return null
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (candidate.startsWith(root) && statSync(candidate, { throwIfNoEntry: false })?.isFile())
      return candidate
  return null
}

/** Every import of a file that stays inside src/commands, type-only imports left out. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specs = [
    ...text.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm),
    ...text.matchAll(/^export\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm),
    ...text.matchAll(/import\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]!)
  return specs.flatMap((s) => resolveImport(file, s) ?? [])
}

/** A cycle through the graph, as file names, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node]
    state.set(node, 'open')
    path.push(node)
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next)
      if (cycle) return cycle
    }
    path.pop()
    state.set(node, 'done')
    return null
  }
  for (const node of graph.keys()) {
    const cycle = visit(node)
    if (cycle) return cycle
  }
  return null
}

it('src/commands has no import circle', () => {
  const graph = new Map(files(root).map((f) => [f, importsOf(f)]))
  expect(graph.size).toBeGreaterThan(40)
  const cycle = findCycle(graph)
  expect(cycle?.map((f) => relative(root, f)).join(' -> ') ?? null).toBeNull()
})

it('finds a circle when there is one', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
  ])
  expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
})
