// The mock validates against generated/wire-schemas.json, never against nexus.json itself, so a
// clone with nothing beside it runs. When the description is present, the committed generated
// files must be exactly what `npm run gen:api` would write from it.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { requestProblems, responseProblems } from './nexus-spec'

const root = resolve(__dirname, '../..')
const spec = process.env.NEXUS_SPEC ?? resolve(root, '../shared/api/nexus.json')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'generated' || name === 'node_modules') return []
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.test.ts') ? [path] : []
  })
}

describe('wire schemas', () => {
  test('only gen:api reads the API description', () => {
    const readers = ['src', 'mock', 'scripts', 'tests']
      .flatMap((d) => sources(join(root, d)))
      .filter((f) => /NEXUS_SPEC|shared\/api\/nexus\.json/.test(readFileSync(f, 'utf8')))
      .map((f) => f.slice(root.length + 1))
    expect(readers).toEqual(['scripts/gen-api.mjs'])
  })

  test('validation runs from the generated schemas', () => {
    expect(requestProblems('project_create', { name: 'ok', description: '' })).toEqual([])
    expect(requestProblems('project_create', { name: 'ok' })).toEqual([
      'missing field `description`',
    ])
    expect(responseProblems('project_view', 200, { name: 'x' }).length).toBeGreaterThan(0)
    expect(responseProblems('project_delete', 204, undefined)).toEqual([])
    expect(
      responseProblems('project_view', 404, { message: 'not found', request_id: 'r' }),
    ).toEqual([])
  })

  test.skipIf(!existsSync(spec))('the committed generated files match nexus.json', () => {
    const run = () =>
      execFileSync(process.execPath, [join(root, 'scripts/gen-api.mjs'), '--check'], {
        encoding: 'utf8',
        stdio: 'pipe',
      })
    expect(run).not.toThrow()
  })
})
