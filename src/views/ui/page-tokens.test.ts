import { describe, expect, it } from 'vitest'
import { currentToken, initialPageState, pageNumber, pageReducer } from './page-tokens'

describe('page token stack', () => {
  it('starts on the first page without a token', () => {
    const s = initialPageState(50)
    expect(currentToken(s)).toBeUndefined()
    expect(pageNumber(s)).toBe(1)
  })

  it('next pushes the token, previous pops back to the earlier token', () => {
    let s = initialPageState(25)
    s = pageReducer(s, { type: 'next', token: 't2' })
    s = pageReducer(s, { type: 'next', token: 't3' })
    expect(currentToken(s)).toBe('t3')
    expect(pageNumber(s)).toBe(3)
    s = pageReducer(s, { type: 'prev' })
    expect(currentToken(s)).toBe('t2')
    s = pageReducer(s, { type: 'prev' })
    expect(currentToken(s)).toBeUndefined()
    expect(pageNumber(s)).toBe(1)
  })

  it('previous on the first page stays there', () => {
    const s = initialPageState(25)
    expect(pageReducer(s, { type: 'prev' })).toBe(s)
  })

  it('a new page size or a reset starts over from the first page', () => {
    let s = pageReducer(initialPageState(25), { type: 'next', token: 't2' })
    s = pageReducer(s, { type: 'limit', limit: 100 })
    expect(s).toEqual({ stack: [undefined], limit: 100 })
    s = pageReducer(pageReducer(s, { type: 'next', token: 'x' }), { type: 'reset' })
    expect(s).toEqual({ stack: [undefined], limit: 100 })
  })
})
