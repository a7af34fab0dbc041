import { describe, expect, it } from 'vitest'
import { pagePatternFor } from './route-preload'

describe('pagePatternFor', () => {
  it('finds the page of a URL, through redirects and form routes', () => {
    expect(pagePatternFor('/projects')).toBe('/projects')
    expect(pagePatternFor('/')).toBe('/projects')
    expect(pagePatternFor('/projects/demo')).toBe('/projects/:project/instances')
    expect(pagePatternFor('/projects/demo/instances/web-1')).toBe(
      '/projects/:project/instances/:instance/storage',
    )
    expect(pagePatternFor('/projects/demo/disks-new')).toBe('/projects/:project/disks')
    expect(pagePatternFor('/system/inventory/sleds/abc/instances')).toBe(
      '/system/inventory/sleds/:sledId/instances',
    )
    expect(pagePatternFor('/no/such/page')).toBeUndefined()
  })
})
