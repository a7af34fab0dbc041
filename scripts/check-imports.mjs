#!/usr/bin/env node
// Import-direction lint (STYLE.md 1 and 6): views -> commands -> api, state; lib is a leaf.
// src never imports mock/ except the MSW start-up point; only src/state/store.ts imports jotai;
// no barrel index files inside the app. Inside src/commands, the areas (the folders of
// src/views/pages: project, instance, vpc, silo, system, settings) import their own area and the
// machinery every command shares (core, command-line, script, history, navigation, generic-api),
// never another area; the machinery imports no area. Only the top-level list (all.ts) gathers them.
// Exits 1 listing every violation.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, dirname, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const allowed = {
  lib: ['lib'],
  api: ['api', 'lib'],
  state: ['state', 'lib'],
  commands: ['commands', 'api', 'state', 'lib'],
  views: ['views', 'commands', 'api', 'state', 'lib'],
}
const MOCK_ENTRY = 'src/main.tsx'
const AREAS = ['project', 'instance', 'vpc', 'silo', 'system', 'settings']
const MACHINERY = ['core', 'command-line', 'script', 'history', 'navigation', 'generic-api']

/** The folder of src/commands a path lies in: an area, machinery, or 'top'. */
function commandsFolder(path) {
  const parts = relative(join(root, 'src/commands'), path).split('/')
  if (parts[0].startsWith('..')) return null
  return parts.length > 1 ? parts[0] : 'top'
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) {
      if (name !== 'generated' && name !== 'node_modules') yield* walk(p)
    } else if (/\.(ts|tsx)$/.test(name)) yield p
  }
}

const problems = []
for (const file of walk(join(root, 'src'))) {
  const rel = relative(root, file)
  const layer = rel.split('/')[1]
  if (/^index\.tsx?$/.test(rel.split('/').pop())) problems.push(`${rel}: no barrel index files`)
  const src = readFileSync(file, 'utf8')
  for (const m of src.matchAll(
    /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    const spec = m[1] ?? m[2]
    let target
    if (spec.startsWith('@/')) target = spec.slice(2).split('/')[0]
    else if (spec.startsWith('.')) {
      const abs = resolve(dirname(file), spec)
      const r = relative(root, abs)
      if (r.startsWith('mock')) target = 'mock'
      else if (r.startsWith('src/')) target = r.split('/')[1]
    } else if (spec.startsWith('@mock/')) target = 'mock'
    if (spec === 'jotai' || spec.startsWith('jotai/')) {
      if (rel !== 'src/state/store.ts') problems.push(`${rel}: import jotai through @/state/store`)
      continue
    }
    if (target === 'mock') {
      // Unit tests next to the code run commands against the node mock (STYLE.md 8); they never
      // ship, so they may import it.
      const isTest = /\.test\.tsx?$/.test(rel)
      if (!isTest && (rel !== MOCK_ENTRY || !m[2]))
        problems.push(`${rel}: src must not import mock/ (only ${MOCK_ENTRY}, dynamically)`)
      continue
    }
    if (layer === 'commands' && target === 'commands') {
      const abs = spec.startsWith('@/')
        ? join(root, 'src', spec.slice(2))
        : resolve(dirname(file), spec)
      const from = commandsFolder(file)
      const to = commandsFolder(abs)
      if (from !== 'top' && !AREAS.includes(from) && !MACHINERY.includes(from))
        problems.push(
          `${rel}: src/commands/${from}/ is neither an area nor machinery (add it to scripts/check-imports.mjs)`,
        )
      else if (AREAS.includes(to) && from !== to && from !== 'top')
        problems.push(
          `${rel}: ${AREAS.includes(from) ? `area ${from}` : `machinery ${from}`} must not import area ${to} (${spec}); share it through the machinery`,
        )
    }
    if (!target || !allowed[layer] || target.includes('.')) continue
    if (!allowed[layer].includes(target))
      problems.push(`${rel}: ${layer} must not import ${target} (${spec})`)
  }
}
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
