// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { chaosFromEnvironment } from './settings'

const visit = (search: string) => window.history.replaceState(null, '', `/projects${search}`)

describe('chaos switch', () => {
  afterEach(() => localStorage.clear())

  it('is off by default', () => {
    visit('')
    expect(chaosFromEnvironment()).toBe(false)
  })

  it('?chaos=1 turns it on and is remembered across loads until ?chaos=0', () => {
    visit('?chaos=1')
    expect(chaosFromEnvironment()).toBe(true)
    visit('?redirect_uri=%2Fprojects') // the login page a chaotic 401 leads to
    expect(chaosFromEnvironment()).toBe(true)
    visit('?chaos=0')
    expect(chaosFromEnvironment()).toBe(false)
    visit('')
    expect(chaosFromEnvironment()).toBe(false)
  })
})
