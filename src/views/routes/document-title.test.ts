import { describe, expect, it } from 'vitest'
import { APP_TITLE, documentTitle } from './document-title'

describe('documentTitle', () => {
  it('puts the most specific part first and drops container words', () => {
    expect(documentTitle('/projects/demo/instances/web-1/storage')).toBe(
      `storage · web-1 · instances · demo | ${APP_TITLE}`,
    )
  })
  it('keeps a container word when it is the page itself', () => {
    expect(documentTitle('/projects')).toBe(`projects | ${APP_TITLE}`)
  })
  it('decodes names and survives bad escapes', () => {
    expect(documentTitle('/system/silos/a%20b')).toBe(`a b · system | ${APP_TITLE}`)
    expect(documentTitle('/x/%E0%A4%A')).toBe(`%E0%A4%A · x | ${APP_TITLE}`)
  })
  it('the root is the app title', () => {
    expect(documentTitle('/')).toBe(APP_TITLE)
  })
})
