// The service worker the browser registers lets through to MSW exactly the API's paths: a root
// missing there would leave those operations unanswered in mock mode.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { apiRoots } from '../validate/match-operation'

it("mock-sw.js passes MSW the first segment of every one of nexus.json's paths, and no other", () => {
  const source = readFileSync(new URL('../public/mock-sw.js', import.meta.url), 'utf8')
  const listed = source.match(/const API_ROOTS = \[([^\]]*)\]/)?.[1]
  expect(listed).toBeDefined()
  const roots = [...listed!.matchAll(/'([^']*)'/g)].map((m) => m[1])
  expect(roots).toEqual([...apiRoots].sort())
})
