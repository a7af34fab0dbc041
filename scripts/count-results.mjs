#!/usr/bin/env node
// Sums the unit (vitest JSON) and browser (Playwright JSON) results that `npm test` wrote to
// reports/ and prints the one closing line CI reads: `N passed, N failed`.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0

if (existsSync('reports/unit.json')) {
  const r = JSON.parse(readFileSync('reports/unit.json', 'utf8'))
  passed += r.numPassedTests ?? 0
  failed += r.numFailedTests ?? 0
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
}
if (existsSync('reports/e2e.json')) {
  const r = JSON.parse(readFileSync('reports/e2e.json', 'utf8'))
  passed += (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0)
  failed += r.stats?.unexpected ?? 0
  skipped += r.stats?.skipped ?? 0
}
// A step that failed outside any test (type-check, lint, format, the preview server) still
// counts as one failure, so a red run never reads as all-passed.
const exitStatus = Number(process.argv[2] ?? 0)
if (exitStatus !== 0 && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
