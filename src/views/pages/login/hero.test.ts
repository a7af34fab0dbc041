// The sign-in hero lists what the mock platform's seed holds: each instance in project demo, with
// its state, vCPUs and memory as seeded.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import { instanceList } from '@/api/generated/operations'
import { HERO_ROWS } from './hero'

setUpMockPlatform()

describe('the sign-in hero', () => {
  it('shows instances of the seed with their real state and sizes', async () => {
    const { items } = await instanceList({ query: { project: 'demo', limit: 1000 } })
    const seeded = new Map(items.map((i) => [i.name, i]))
    for (const [name, state, ncpus, gib] of HERO_ROWS) {
      const i = seeded.get(name)
      expect(i, name).toBeDefined()
      expect([i?.runState, i?.ncpus, (i?.memory ?? 0) / 1024 ** 3], name).toEqual([
        state,
        ncpus,
        gib,
      ])
    }
  })
})
