// nav.by-id against the node mock: each kind of id lands on its page; an unknown id says so.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { server, startMockServer } from '@mock/node'
import { setBaseUrl } from '@/api/client'
import { diskList, instanceList, vpcList } from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { dispatch } from '../core/dispatch'
import { fakeContext } from '../core/test-context'

beforeAll(() => {
  setBaseUrl('http://localhost')
  startMockServer()
  registerAllCommands()
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterAll(() => server.close())

const query = { query: { project: 'demo' } }

describe('nav.by-id', () => {
  it('goes to an instance, a disk and a VPC by id', async () => {
    const { ctx, navigated } = fakeContext()
    const instance = (await instanceList(query)).items[0]!
    const disk = (await diskList(query)).items[0]!
    const vpc = (await vpcList(query)).items[0]!
    for (const id of [instance.id, disk.id, vpc.id])
      await dispatch('nav.by-id', { id }, 'test', { ctx })
    expect(navigated).toEqual([
      `/lookup/i/${instance.id}`,
      '/projects/demo/disks',
      `/projects/demo/vpcs/${vpc.name}`,
    ])
  })

  it('an id nothing has is an error naming it', async () => {
    const { ctx, navigated } = fakeContext()
    const id = '00000000-0000-4000-8000-000000000000'
    const r = await dispatch('nav.by-id', { id }, 'test', { ctx })
    expect(r).toMatchObject({
      status: 'error',
      message: `No resource you can see has the id ${id}`,
    })
    expect(navigated).toEqual([])
  })
})
