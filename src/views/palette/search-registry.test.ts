// The palette's ranking over the real registry: a plain word lists the commands that have it in
// their title or id before anything matched only fuzzily, and no generic API command.
import { beforeAll, describe, expect, it } from 'vitest'
import { registerAllCommands } from '@/commands/all'
import { allCommands } from '@/commands/core/registry'
import { fakeContext } from '@/commands/core/test-context'
import { commandEntries } from './entries'
import { buildIndex, search } from './search'

beforeAll(() => registerAllCommands())

describe('ranking over every command', () => {
  const entries = () => commandEntries(allCommands(), fakeContext({ project: 'demo' }).ctx)

  it('`stop`: the commands with stop in their title or id first, no API command', () => {
    const all = entries()
    const found = search(buildIndex(all), 'stop', 50)
    const has = (e: { title: string; commandId: string }) =>
      e.title.toLowerCase().includes('stop') || e.commandId.includes('stop')
    const withStop = all.filter((e) => !e.generic && has(e)).length
    expect(withStop).toBeGreaterThan(0)
    expect(found.slice(0, withStop).every(has)).toBe(true)
    expect(found[0]?.title).toBe('Stop instance')
    expect(found.filter((e) => e.generic)).toEqual([])
  })

  it('`api` and a word: the generic commands answer', () => {
    const found = search(buildIndex(entries()), 'api list disks', 10)
    expect(found.some((e) => e.generic)).toBe(true)
  })
})

describe('the words a newcomer tries for scripts', () => {
  const entries = () => commandEntries(allCommands(), fakeContext({}).ctx)
  for (const word of ['demo', 'runbook', 'script', 'record', 'play']) {
    it(`\`${word}\`: the shipped demos by name, Run script and Record script first`, () => {
      const found = search(buildIndex(entries()), word, 10)
      const first = found.slice(0, 5).map((e) => e.title)
      expect(first).toContain('Run script')
      expect(first).toContain('Record script')
      for (const demo of ['first-boot', 'disk-image', 'on-call'])
        expect(first.some((t) => t.startsWith(`Play demo ${demo}:`))).toBe(true)
    })
  }
})

it('`export`: the shell script first, before the console format', () => {
  const found = search(buildIndex(commandEntries(allCommands(), fakeContext({}).ctx)), 'export', 10)
  const titles = found.map((e) => e.title)
  expect(titles[0]).toBe('Export script as shell script')
  expect(titles.indexOf('Export recording as console script')).toBeGreaterThan(0)
})
