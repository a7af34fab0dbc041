// VPC, subnet, router, route, firewall rule and internet gateway commands against the node mock:
// each create shows up in its list, names stay unique, updates and deletes land.
import { describe, expect, it } from 'vitest'
import { setUpMockPlatform } from '@mock/test/platform'
import {
  internetGatewayList,
  vpcFirewallRulesView,
  vpcList,
  vpcRouterRouteList,
  vpcRouterRouteView,
  vpcSubnetList,
  vpcSubnetListNetworkInterfaces,
  vpcSubnetView,
} from '@/api/generated/operations'
import { registerAllCommands } from '../all'
import { availability, dispatch } from '../core/dispatch'
import { getCommand } from '../core/registry'
import { fakeContext } from '../core/test-context'

setUpMockPlatform({ register: registerAllCommands })

const run = (id: string, args: Record<string, unknown>, scope = {}) =>
  dispatch(id, args, 'test', { ctx: fakeContext(scope).ctx, skipConfirm: true, quiet: true })
const ok = async (id: string, args: Record<string, unknown>, scope = {}) => {
  const result = await run(id, args, scope)
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'ok' })
  return result
}
const where = { project: 'demo', vpc: 'backend' }

describe('vpcs', () => {
  it('creates with the name as DNS name, refuses duplicates, renames, deletes', async () => {
    await ok('vpc.create', { project: 'demo', name: 'edge' })
    const vpcs = (await vpcList({ query: { project: 'demo' } })).items
    expect(vpcs.find((v) => v.name === 'edge')?.dnsName).toBe('edge')
    expect(await run('vpc.create', { project: 'demo', name: 'edge' })).toMatchObject({
      message: 'VPC name already exists',
    })
    await ok('vpc.update', { project: 'demo', vpc: 'edge', name: 'edge-2', description: 'd' })
    await ok('vpc.delete', { project: 'demo', vpc: 'edge-2' })
    const names = (await vpcList({ query: { project: 'demo' } })).items.map((v) => v.name)
    expect(names).not.toContain('edge')
    expect(names).not.toContain('edge-2')
  })
})

describe('subnets', () => {
  it('checks the IPv4 block before calling the API', async () => {
    expect(
      await run('subnet.create', { ...where, name: 's', ipv4Block: '10.0.0.0' }),
    ).toMatchObject({
      message: 'ipv4Block: Must contain an IP address and a width, separated by a /',
    })
    expect(
      await run('subnet.create', { ...where, name: 's', ipv4Block: '10.0.0.0/33' }),
    ).toMatchObject({ message: 'ipv4Block: Max width for IPv4 is 32' })
  })

  it('creates, keeps the custom router on rename, detaches it on request', async () => {
    await ok('subnet.create', {
      ...where,
      name: 'jobs',
      ipv4Block: '10.20.9.0/24',
      customRouter: 'egress',
    })
    expect((await vpcSubnetList({ query: where })).items.map((s) => s.name)).toContain('jobs')
    const view = () => vpcSubnetView({ path: { subnet: 'batch' }, query: where })
    await ok('subnet.update', { ...where, subnet: 'jobs', name: 'batch' })
    expect((await view()).customRouterId).toBeTruthy()
    await ok('subnet.update', { ...where, subnet: 'batch', removeCustomRouter: true })
    expect((await view()).customRouterId).toBeFalsy()
  })
})

describe('a subnet page', () => {
  it('is where nav.vpc-subnet goes; it lists the interfaces in the subnet', async () => {
    const { ctx, navigated } = fakeContext()
    await dispatch('nav.vpc-subnet', { ...where, subnet: 'db' }, 'test', { ctx, quiet: true })
    expect(navigated).toEqual(['/projects/demo/vpcs/backend/subnets/db'])
    const nics = await vpcSubnetListNetworkInterfaces({ path: { subnet: 'db' }, query: where })
    expect(nics.items.map((n) => n.name)).toEqual(['net1'])
  })
})

describe('routers and routes', () => {
  it('creates a router and a route, updates only the target, deletes both', async () => {
    await ok('router.create', { ...where, name: 'vpn' })
    const route = { ...where, router: 'vpn' }
    await ok('route.create', {
      ...route,
      name: 'office',
      destinationType: 'ip_net',
      destination: '10.99.0.0/16',
      targetType: 'ip',
      target: '10.20.1.250',
    })
    await ok('route.update', { ...route, route: 'office', targetType: 'drop' })
    const updated = await vpcRouterRouteView({ path: { route: 'office' }, query: route })
    expect(updated.destination).toEqual({ type: 'ip_net', value: '10.99.0.0/16' })
    expect(updated.target).toEqual({ type: 'drop' })
    await ok('route.delete', { ...route, route: 'office' })
    expect((await vpcRouterRouteList({ query: route })).items).toEqual([])
    await ok('router.delete', route)
  })

  it('validates destination and target by kind', async () => {
    const result = await run('route.create', {
      ...where,
      router: 'egress',
      name: 'bad',
      destinationType: 'ip',
      destination: '300.1.1.1',
      targetType: 'instance',
      target: 'web-1',
    })
    expect(result).toMatchObject({ message: 'destination: Not a valid IP address' })
  })

  it('opens the edit form when an update changes nothing', async () => {
    const { ctx, navigated } = fakeContext()
    await dispatch('route.update', { ...where, router: 'egress', route: 'internet' }, 'test', {
      ctx,
    })
    expect(navigated).toEqual(['/projects/demo/vpcs/backend/routers/egress/routes/internet/edit'])
  })
})

describe('firewall rules', () => {
  const rules = async () => (await vpcFirewallRulesView({ query: where })).rules

  it('adds a rule to the list, keeping the others', async () => {
    const before = await rules()
    await ok('firewall-rule.create', {
      ...where,
      name: 'allow-redis',
      filters: { ports: ['6379'], protocols: [{ type: 'tcp' }] },
      targets: [{ type: 'subnet', value: 'cache' }],
    })
    const after = await rules()
    expect(after.map((r) => r.name)).toEqual([...before.map((r) => r.name), 'allow-redis'])
    expect(after.find((r) => r.name === 'allow-redis')).toMatchObject({
      action: 'allow',
      direction: 'inbound',
      priority: 65534,
      status: 'enabled',
      filters: { ports: ['6379'], protocols: [{ type: 'tcp' }], hosts: null },
      targets: [{ type: 'subnet', value: 'cache' }],
    })
  })

  it('targets the VPC itself when no targets are given', async () => {
    await ok('firewall-rule.create', { ...where, name: 'allow-all' })
    expect((await rules()).find((r) => r.name === 'allow-all')?.targets).toEqual([
      { type: 'vpc', value: 'backend' },
    ])
  })

  it('refuses a duplicate name and duplicate list items', async () => {
    expect(await run('firewall-rule.create', { ...where, name: 'allow-postgres' })).toMatchObject({
      message: 'Firewall rule name already exists',
    })
    const dup = await run('firewall-rule.create', {
      ...where,
      name: 'x',
      filters: { ports: ['22', '22'] },
    })
    expect(dup).toMatchObject({ message: 'filters.ports: Items must be unique' })
  })

  it('updates one field and keeps the rest, then deletes', async () => {
    const original = (await rules()).find((r) => r.name === 'allow-postgres')!
    await ok('firewall-rule.update', { ...where, rule: 'allow-postgres', status: 'disabled' })
    const updated = (await rules()).find((r) => r.name === 'allow-postgres')!
    expect(updated.status).toBe('disabled')
    expect(updated.filters).toEqual(original.filters)
    expect(updated.targets).toEqual(original.targets)
    await ok('firewall-rule.delete', { ...where, rule: 'allow-postgres' })
    expect((await rules()).some((r) => r.name === 'allow-postgres')).toBe(false)
  })

  it('disables and enables one rule, keeping the others; each gated by the status', async () => {
    const before = await rules()
    const target = before[0]!
    await ok('firewall-rule.disable', { ...where, rule: target.name })
    const after = await rules()
    expect(after.find((r) => r.name === target.name)?.status).toBe('disabled')
    // The list is replaced as a whole (new timestamps); what the others say stays.
    const said = (list: typeof before) =>
      list
        .filter((r) => r.name !== target.name)
        .map(({ name, status, priority, action, filters, targets }) => ({
          name,
          status,
          priority,
          action,
          filters,
          targets,
        }))
    expect(said(after)).toEqual(said(before))
    await ok('firewall-rule.enable', { ...where, rule: target.name })
    expect((await rules()).find((r) => r.name === target.name)?.status).toBe('enabled')
    const { ctx } = fakeContext()
    expect(availability(getCommand('firewall-rule.enable'), ctx, {}, { status: 'enabled' })).toBe(
      'The rule is already enabled',
    )
    expect(availability(getCommand('firewall-rule.disable'), ctx, {}, { status: 'enabled' })).toBe(
      true,
    )
  })
})

describe('internet gateways', () => {
  it('creates and deletes (with its links)', async () => {
    await ok('internet-gateway.create', { ...where, name: 'igw-2' })
    const names = async () => (await internetGatewayList({ query: where })).items.map((g) => g.name)
    expect(await names()).toContain('igw-2')
    await ok('internet-gateway.delete', { ...where, gateway: 'nat-gw' })
    expect(await names()).not.toContain('nat-gw')
    expect(await names()).toContain('igw-2')
  })
})
