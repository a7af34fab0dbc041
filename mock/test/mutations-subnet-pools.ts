// Subnet pool and external subnet mutations through the console's client, for the conformance
// test: every request and response body of these operations is checked against nexus.json.
import { expect } from 'vitest'
import * as api from '@/api/generated/operations'
import { expectApiError } from './expect-error'

const project = 'demo'

export async function subnetPoolsAndExternalSubnets() {
  const pool = 'conf-subnets'
  await api.systemSubnetPoolCreate({ body: { name: pool, description: 'c', ipVersion: 'v4' } })
  await api.systemSubnetPoolUpdate({ path: { pool }, body: { description: 'conformance' } })
  await api.systemSubnetPoolMemberAdd({
    path: { pool },
    body: { subnet: '10.77.0.0/16', minPrefixLength: 24, maxPrefixLength: 28 },
  })
  await api.systemSubnetPoolSiloLink({ path: { pool }, body: { silo: 'corp', isDefault: false } })
  await api.systemSubnetPoolSiloUpdate({
    path: { pool, silo: 'corp' },
    body: { isDefault: true },
  })
  const subnet = await api.externalSubnetCreate({
    query: { project },
    body: {
      name: 'conf-block',
      description: 'c',
      allocator: {
        type: 'auto',
        prefixLength: 24,
        poolSelector: { type: 'auto', ipVersion: 'v4' },
      },
    },
  })
  expect(subnet.subnet).toBe('10.77.0.0/24')
  await api.externalSubnetCreate({
    query: { project },
    body: {
      name: 'conf-explicit',
      description: '',
      allocator: { type: 'explicit', subnet: '10.77.9.0/28' },
    },
  })
  expect((await api.systemSubnetPoolUtilizationView({ path: { pool } })).remaining).toBe(
    65536 - 256 - 16,
  )
  await api.externalSubnetUpdate({
    path: { externalSubnet: 'conf-block' },
    query: { project },
    body: { description: 'updated' },
  })
  await api.externalSubnetAttach({
    path: { externalSubnet: 'conf-block' },
    query: { project },
    body: { instance: 'web-3' },
  })
  await expectApiError(
    api.externalSubnetDelete({ path: { externalSubnet: 'conf-block' }, query: { project } }),
    400,
    'InvalidRequest',
  )
  await api.externalSubnetDetach({ path: { externalSubnet: 'conf-block' }, query: { project } })
  await expectApiError(
    api.systemSubnetPoolSiloUnlink({ path: { pool, silo: 'corp' } }),
    400,
    'InvalidRequest',
  )
  for (const externalSubnet of ['conf-block', 'conf-explicit'])
    await api.externalSubnetDelete({ path: { externalSubnet }, query: { project } })
  await api.systemSubnetPoolSiloUnlink({ path: { pool, silo: 'corp' } })
  await expectApiError(api.systemSubnetPoolDelete({ path: { pool } }), 400, 'InvalidRequest')
  await api.systemSubnetPoolMemberRemove({ path: { pool }, body: { subnet: '10.77.0.0/16' } })
  await api.systemSubnetPoolDelete({ path: { pool } })
}
