import { expect, it } from 'vitest'
import { crumbsFor, keptFrom } from './prompt'

it("keeps the page's resource and what follows it", () => {
  const crumbs = crumbsFor('/projects/demo/instances/web-1/metrics/network')
  expect(keptFrom(crumbs, { project: 'demo', instance: 'web-1' })).toBe(3)
})

it('keeps the last segment of a page that names no resource', () => {
  expect(keptFrom(crumbsFor('/system/inventory/sleds'), {})).toBe(2)
})

it('a list page of a project keeps the project', () => {
  expect(keptFrom(crumbsFor('/projects/demo/instances'), { project: 'demo' })).toBe(1)
})
