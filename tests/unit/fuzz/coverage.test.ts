// The route fuzz covers every route of the route table: the two halves together are the table.
import { describe, expect, it } from 'vitest'
import { pageRoutes } from '@/views/routes/route-table'
import { ANSWERS } from './fuzz-config'

describe('route fuzz coverage', () => {
  it('splits the route table into halves that cover every route once', () => {
    const halves = [0, 1].map((k) => pageRoutes.filter((_, i) => i % 2 === k))
    expect(
      halves
        .flat()
        .map((r) => r.pattern)
        .sort(),
    ).toEqual(pageRoutes.map((r) => r.pattern).sort())
  })

  it('answers every route at least 20 times unless told otherwise', () => {
    if (!process.env.FUZZ_ANSWERS) expect(ANSWERS).toBeGreaterThanOrEqual(20)
  })
})
