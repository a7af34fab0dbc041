import { describe, expect, it } from 'vitest'
import { parentPath } from './parent-path'

describe('parentPath', () => {
  it('goes up to the nearest real page, past redirecting index routes', () => {
    expect(parentPath('/projects/demo/instances/web-1/storage')).toBe('/projects/demo/instances')
    expect(parentPath('/projects/demo/instances/web-1/metrics/cpu')).toBe(
      '/projects/demo/instances',
    )
    expect(parentPath('/projects/demo/vpcs/default/subnets')).toBe('/projects/demo/vpcs')
    expect(parentPath('/projects/demo/instances')).toBe('/projects')
    expect(parentPath('/system/silos/corp')).toBe('/system/silos')
  })

  it('has nowhere to go from a top-level page', () => {
    expect(parentPath('/projects')).toBeNull()
    expect(parentPath('/settings/profile')).toBeNull()
  })
})
