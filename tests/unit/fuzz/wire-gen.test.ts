// The generator's answers are what they claim to be: valid against nexus.json's response schemas
// (checked with the same ajv schemas the mock's conformance tests use), the same for the same
// seed, and varied across seeds. A drifting profile is the one exception, on purpose.
import { describe, expect, it } from 'vitest'
import type { OperationId } from '@/api/generated/op-table'
import { responseProblems } from '@mock/validate/nexus-spec'
import { generateResponse, operationIds, profileFor, type Profile } from './wire-gen'

const profiles: Profile[] = [
  {
    optional: 'absent',
    lists: 'empty',
    numbers: 'plain',
    strings: 'plain',
    extras: false,
    drift: false,
  },
  {
    optional: 'present',
    lists: 'long',
    numbers: 'extreme',
    strings: 'long',
    extras: false,
    drift: false,
  },
  {
    optional: 'mixed',
    lists: 'mixed',
    numbers: 'mixed',
    strings: 'mixed',
    extras: false,
    drift: false,
  },
]

describe('wire-gen', () => {
  it(
    'answers every operation with a body valid against its response schema',
    { timeout: 120_000 },
    () => {
      const problems: string[] = []
      for (const op of operationIds()) {
        for (const [i, profile] of profiles.entries()) {
          for (let seed = 0; seed < 2; seed++) {
            const { status, body } = generateResponse(op, seed, `${op}:${i}`, profile)
            const found = responseProblems(op as OperationId, status, body)
            if (found.length) problems.push(`${op} seed ${seed} profile ${i}: ${found.join('; ')}`)
          }
        }
      }
      expect(problems.slice(0, 20)).toEqual([])
      expect(problems.length).toBe(0)
    },
  )

  it('replays the same answer for the same seed and label', () => {
    const a = generateResponse('instance_list', 42, 'GET /v1/instances#0')
    const b = generateResponse('instance_list', 42, 'GET /v1/instances#0')
    expect(a).toEqual(b)
    const c = generateResponse('instance_list', 43, 'GET /v1/instances#0')
    expect(c).not.toEqual(a)
  })

  it('leans each seed towards one profile, and covers every kind of lean over a few seeds', () => {
    const seen = new Set<string>()
    for (let seed = 0; seed < 200; seed++) {
      const p = profileFor(seed)
      seen.add(`optional:${p.optional}`).add(`lists:${p.lists}`).add(`numbers:${p.numbers}`)
      seen.add(`strings:${p.strings}`).add(`extras:${p.extras}`).add(`drift:${p.drift}`)
    }
    expect(seen.size).toBe(3 + 4 + 3 + 3 + 2 + 2)
  })
})
