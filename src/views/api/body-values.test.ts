import { describe, expect, it } from 'vitest'
import type { BodyField } from '@/api/generated/op-bodies'
import { buildBody, fieldError } from './body-values'

const f = (name: string, kind: BodyField['kind'], required = false): BodyField => ({
  name,
  kind,
  required,
  description: '',
})

describe('body form values', () => {
  it('checks each kind as typed', () => {
    expect(fieldError(f('name', 'string', true), ' ')).toBe('Required')
    expect(fieldError(f('name', 'string'), '')).toBeUndefined()
    expect(fieldError(f('size', 'integer'), '1.5')).toBe('Must be a whole number')
    expect(fieldError(f('size', 'number'), 'x')).toBe('Must be a number')
    expect(fieldError(f('tags', 'json'), '[1,')).toMatch(/^Must be JSON/)
    expect(fieldError(f('tags', 'json'), '["a"]')).toBeUndefined()
  })

  it('builds the body with JSON types and leaves empty optional fields out', () => {
    const fields = [
      f('name', 'string', true),
      f('size', 'integer'),
      f('discoverable', 'boolean'),
      f('policy', 'enum'),
      f('tags', 'json'),
      f('description', 'string'),
    ]
    const values = { name: 'a', size: '10', discoverable: 'false', policy: 'allow', tags: '["x"]' }
    expect(buildBody(fields, values)).toEqual({
      name: 'a',
      size: 10,
      discoverable: false,
      policy: 'allow',
      tags: ['x'],
    })
  })
})
