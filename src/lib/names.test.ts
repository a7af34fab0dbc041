import { describe, expect, it } from 'vitest'
import { genName, genNameWith, randomHex } from './names'
import { validateName } from './validators'

// Cycles through the given values, so the suffix is predictable.
const seq = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

describe('genName', () => {
  it('joins the parts with dashes and appends six hex characters', () => {
    expect(genNameWith(seq(3 / 16, 15 / 16, 10 / 16, 9 / 16, 1 / 16, 12 / 16), 'web', 'disk')).toBe(
      'web-disk-3fa91c',
    )
    expect(genName('web', 'disk')).toMatch(/^web-disk-[0-9a-f]{6}$/)
  })

  it('differs between calls', () => {
    const names = new Set(Array.from({ length: 20 }, () => genName('x')))
    expect(names.size).toBeGreaterThan(1)
  })

  it('shortens parts to stay within 63 characters', () => {
    const long = 'a'.repeat(80)
    const name = genNameWith(seq(0), long, 'b'.repeat(80))
    expect(name.length).toBeLessThanOrEqual(63)
    expect(name).toBe(`${'a'.repeat(27)}-${'b'.repeat(28)}-000000`)
    expect(name).toHaveLength(63)
  })

  it('lets short parts leave room for long ones', () => {
    const name = genNameWith(seq(0), 'db', 'x'.repeat(100))
    expect(name).toBe(`db-${'x'.repeat(53)}-000000`)
    expect(name).toHaveLength(63)
  })

  it('keeps short names whole', () => {
    expect(genNameWith(seq(0), 'my-project', 'instance')).toBe('my-project-instance-000000')
  })

  it('always gives a valid name, whatever the parts', () => {
    const inputs: string[][] = [
      ['Web Server', 'Disk #1'],
      ['1st', 'disk'],
      ['---', '***'],
      [],
      [''],
      ['a-'.repeat(40), 'b'],
      ['ümlaut', 'ßtraße'],
      Array.from({ length: 70 }, (_, i) => `p${i}`),
      ['x'.repeat(200)],
      ['0f8fad5b-d9cb-469f-a165-70867728950e'],
    ]
    for (const parts of inputs) {
      for (let k = 0; k < 20; k++) {
        const name = genName(...parts)
        expect(validateName(name), `${JSON.stringify(parts)} -> ${name}`).toBeUndefined()
        expect(name).toMatch(/-[0-9a-f]{6}$/)
      }
    }
  })

  it('sanitises parts instead of dropping them', () => {
    expect(genNameWith(seq(0), 'Web Server', 'Disk #1')).toBe('web-server-disk-1-000000')
  })
})

it('randomHex uses the given source', () => {
  expect(randomHex(4, seq(0, 0.5, 0.99, 0.0625))).toBe('08f1')
  expect(randomHex(6)).toMatch(/^[0-9a-f]{6}$/)
})
