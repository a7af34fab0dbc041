import { describe, expect, test } from 'vitest'
import { listKey, projectSources, type IndexList } from './index-state'
import {
  FAR_EVERY_MS,
  NEAR_EVERY_MS,
  PROJECTS_EVERY_MS,
  nextList,
  projectOrder,
} from './refresh-plan'

const NOW = 10_000_000

function held(lists: Record<string, number>) {
  return (key: string): IndexList | undefined =>
    key in lists ? { key, kind: '', items: [], readAt: lists[key]! } : undefined
}

/** Every list of the silo read at `at`. */
function everything(projects: string[], at: number, fleet = false) {
  const lists: Record<string, number> = {}
  lists[listKey('project')] = at
  lists[listKey('silo image')] = at
  if (fleet) {
    lists[listKey('silo')] = at
    lists[listKey('ip pool')] = at
  }
  for (const p of projects) for (const s of projectSources) lists[listKey(s.kind, p)] = at
  return lists
}

const plan = (lists: Record<string, number>, projects: string[] | null, near: string[] = []) =>
  nextList({ now: NOW, fleet: false, projects, near, held: held(lists), skip: () => false })

describe('nextList', () => {
  test('the project list first, then lists never read, near projects before the rest', () => {
    expect(plan({}, null)?.key).toBe(listKey('project'))
    const lists = { [listKey('project')]: NOW, [listKey('silo image')]: NOW }
    expect(plan(lists, ['a', 'b', 'c'], ['c'])?.key).toBe(listKey('instance', 'c'))
    expect(plan(lists, ['a', 'b', 'c'])?.key).toBe(listKey('instance', 'a'))
  })

  test('nothing while every list is fresh: the budget is spent only on old lists', () => {
    const projects = ['a', 'b']
    expect(plan(everything(projects, NOW - 1000), projects, ['a'])).toBeNull()
  })

  test('the project list once a minute, near lists after two, the rest after ten, oldest first', () => {
    const projects = ['a', 'b']
    const lists = everything(projects, NOW - NEAR_EVERY_MS + 1000)
    lists[listKey('project')] = NOW - PROJECTS_EVERY_MS
    expect(plan(lists, projects, ['a'])?.key).toBe(listKey('project'))
    lists[listKey('project')] = NOW
    lists[listKey('disk', 'a')] = NOW - NEAR_EVERY_MS
    lists[listKey('vpc', 'b')] = NOW - NEAR_EVERY_MS - 5000
    expect(plan(lists, projects, ['a'])?.key).toBe(listKey('disk', 'a'))
    lists[listKey('disk', 'a')] = NOW
    expect(plan(lists, projects, ['a'])).toBeNull()
    lists[listKey('vpc', 'b')] = NOW - FAR_EVERY_MS
    expect(plan(lists, projects, ['a'])?.key).toBe(listKey('vpc', 'b'))
  })

  test('while the change feed runs, a list read since it started is not read again', () => {
    const projects = ['a', 'b']
    const lists = everything(projects, NOW - FAR_EVERY_MS - 1000)
    const covered = NOW - FAR_EVERY_MS - 5000
    const withFeed = (c: number | null) =>
      nextList({
        now: NOW,
        covered: c,
        fleet: false,
        projects,
        near: ['a'],
        held: held(lists),
        skip: () => false,
      })
    expect(withFeed(covered)).toBeNull()
    // A list read before the feed started is refreshed as before; so is every list without it.
    lists[listKey('vpc', 'b')] = covered - 1
    expect(withFeed(covered)?.key).toBe(listKey('vpc', 'b'))
    expect(withFeed(null)?.key).toBe(listKey('project'))
    // Lists never read are read whatever the feed.
    delete lists[listKey('disk', 'a')]
    expect(withFeed(covered)?.key).toBe(listKey('disk', 'a'))
  })

  test('lists being read or failed a moment ago are left for later', () => {
    const lists = { [listKey('project')]: NOW, [listKey('silo image')]: NOW }
    const next = nextList({
      now: NOW,
      fleet: false,
      projects: ['a'],
      near: [],
      held: held(lists),
      skip: (key) => key === listKey('instance', 'a'),
    })
    expect(next?.key).toBe(listKey('disk', 'a'))
  })
})

test('projectOrder puts the near projects first, each once, and drops unknown ones', () => {
  expect(projectOrder(['a', 'b', 'c', 'd'], ['c', 'x', 'c', 'a'])).toEqual(['c', 'a', 'b', 'd'])
})
