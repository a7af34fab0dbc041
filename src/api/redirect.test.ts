import { describe, expect, it } from 'vitest'
import { loginUrl, safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it.each([
    '/projects/demo/instances?x=1',
    '/',
    '/settings/profile#keys',
    '/device/verify?user_code=ABCD-EFGH',
  ])('accepts the same-origin path %s', (path) => {
    expect(safeRedirect(path)).toBe(path)
  })

  it.each([
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'http://evil.com/projects',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\t//evil',
    ' /projects',
    '/\t/evil.com',
    '/.//evil.com',
    '/a/..//evil.com',
    'evil.com',
    'data:text/html,hi',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBe('/')
  })

  it('falls back to / without a value', () => {
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect('')).toBe('/')
  })
})

describe('loginUrl', () => {
  it('carries the path and query as redirect_uri, encoded', () => {
    const url = loginUrl('/projects/demo/instances?x=1&y=2')
    expect(url).toBe('/login?redirect_uri=%2Fprojects%2Fdemo%2Finstances%3Fx%3D1%26y%3D2')
    const back = new URLSearchParams(url.split('?')[1]).get('redirect_uri')
    expect(safeRedirect(back)).toBe('/projects/demo/instances?x=1&y=2')
  })
})
