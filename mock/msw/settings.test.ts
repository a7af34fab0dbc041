// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { chaosFromEnvironment, latencyFromEnvironment, parseLatency } from './settings'

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

describe('latency', () => {
  afterEach(() => localStorage.clear())

  it('is 200-400 ms in the browser unless localStorage says otherwise', () => {
    expect(latencyFromEnvironment()).toEqual([200, 400])
    localStorage.setItem('oxide-mock-latency', '20-60')
    expect(latencyFromEnvironment()).toEqual([20, 60])
    localStorage.setItem('oxide-mock-latency', '0')
    expect(latencyFromEnvironment()).toEqual([0, 0])
  })

  it('a setting that does not read as MS or MIN-MAX is no setting', () => {
    for (const bad of ['', 'fast', '60-20', '-5', '1e3', '20-', null])
      expect(parseLatency(bad)).toBeUndefined()
  })
})
