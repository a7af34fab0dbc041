// What an internet gateway routes through: the silo IP pools and the IP addresses attached to it.
// Attaching creates a named link (InternetGatewayIpPoolCreate, InternetGatewayIpAddressCreate in
// nexus.json); detaching deletes that link by its name.
import { z } from 'zod'
import {
  internetGatewayIpAddressCreate,
  internetGatewayIpAddressDelete,
  internetGatewayIpAddressList,
  internetGatewayIpPoolCreate,
  internetGatewayIpPoolDelete,
  internetGatewayIpPoolList,
} from '@/api/generated/operations'
import { invalidate } from '@/api/hooks'
import { isUuid, validateIp, validateName } from '@/lib/validators'
import { checked, description, newName, project, ref, vpc, vpcDefaults } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import {
  completeGatewayIpAddresses,
  completeGatewayIpPools,
  completeInternetGateways,
  completeSiloIpPools,
  completeVpcs,
} from '../core/complete'
import { defineCommand } from '../core/define'

const group = 'Internet gateways'
const gateway = ref('Internet gateway name')
const where = { project, vpc, gateway }
const complete = { vpc: completeVpcs, gateway: completeInternetGateways }

export const internetGatewayPoolAttachCommand = defineCommand({
  id: 'internet-gateway.pool-attach',
  title: 'Attach IP pool to internet gateway',
  group,
  keywords: ['igw', 'link', 'add'],
  args: z
    .object({
      ...where,
      pool: ref('IP pool of the silo to route through the gateway'),
      name: checked(validateName)
        .optional()
        .describe('Name of the attachment; the pool name when omitted'),
      description: description('attachment'),
    })
    .superRefine(({ pool, name }, ctx) => {
      // A pool given by id has no name to reuse, and the API requires one.
      if (name === undefined && isUuid(pool))
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: 'Required when the pool is given by id',
        })
    }),
  defaults: vpcDefaults,
  complete: { ...complete, pool: completeSiloIpPools },
  async run({ project, vpc, gateway, pool, name, description }, ctx) {
    const attached = await internetGatewayIpPoolCreate({
      query: { project, vpc, gateway },
      body: { name: name ?? pool, description, ipPool: pool },
    })
    await invalidate(ctx.mutate, internetGatewayIpPoolList)
    return attached
  },
  successMessage: (a) => `IP pool ${a.pool} attached to ${a.gateway}`,
  cli: (a) =>
    cli('internet-gateway ip-pool attach', {
      project: a.project,
      vpc: a.vpc,
      gateway: a.gateway,
      ipPool: a.pool,
      name: a.name,
      description: a.description,
    }),
})

export const internetGatewayPoolDetachCommand = defineCommand({
  id: 'internet-gateway.pool-detach',
  title: 'Detach IP pool from internet gateway',
  group,
  keywords: ['igw', 'unlink', 'remove'],
  args: z.object({ ...where, pool: ref("Name of the gateway's IP pool attachment") }),
  defaults: vpcDefaults,
  complete: { ...complete, pool: completeGatewayIpPools },
  confirm: ({ gateway, pool }) => ({
    title: 'Detach IP pool',
    message: `Detach IP pool ${pool} from internet gateway ${gateway}? Traffic through the gateway stops using its addresses.`,
    actionLabel: 'Detach',
  }),
  async run({ project, vpc, gateway, pool }, ctx) {
    await internetGatewayIpPoolDelete({ path: { pool }, query: { project, vpc, gateway } })
    await invalidate(ctx.mutate, internetGatewayIpPoolList)
  },
  successMessage: (a) => `IP pool ${a.pool} detached from ${a.gateway}`,
  cli: (a) =>
    cli('internet-gateway ip-pool detach', {
      project: a.project,
      vpc: a.vpc,
      gateway: a.gateway,
      pool: a.pool,
    }),
})

export const internetGatewayAddressAttachCommand = defineCommand({
  id: 'internet-gateway.address-attach',
  title: 'Attach IP address to internet gateway',
  group,
  keywords: ['igw', 'link', 'add', 'ip'],
  args: z.object({
    ...where,
    address: checked(validateIp).describe('IP address the gateway sends traffic from'),
    name: newName('attachment'),
    description: description('attachment'),
  }),
  defaults: vpcDefaults,
  complete,
  async run({ project, vpc, gateway, address, name, description }, ctx) {
    const attached = await internetGatewayIpAddressCreate({
      query: { project, vpc, gateway },
      body: { name, description, address },
    })
    await invalidate(ctx.mutate, internetGatewayIpAddressList)
    return attached
  },
  successMessage: (a) => `IP address ${a.address} attached to ${a.gateway}`,
  cli: (a) =>
    cli('internet-gateway address create', {
      project: a.project,
      vpc: a.vpc,
      gateway: a.gateway,
      address: a.address,
      name: a.name,
      description: a.description,
    }),
})

export const internetGatewayAddressDetachCommand = defineCommand({
  id: 'internet-gateway.address-detach',
  title: 'Detach IP address from internet gateway',
  group,
  keywords: ['igw', 'unlink', 'remove', 'ip'],
  args: z.object({ ...where, address: ref("Name of the gateway's IP address attachment") }),
  defaults: vpcDefaults,
  complete: { ...complete, address: completeGatewayIpAddresses },
  confirm: ({ gateway, address }) => ({
    title: 'Detach IP address',
    message: `Detach IP address ${address} from internet gateway ${gateway}?`,
    actionLabel: 'Detach',
  }),
  async run({ project, vpc, gateway, address }, ctx) {
    await internetGatewayIpAddressDelete({ path: { address }, query: { project, vpc, gateway } })
    await invalidate(ctx.mutate, internetGatewayIpAddressList)
  },
  successMessage: (a) => `IP address ${a.address} detached from ${a.gateway}`,
  cli: (a) =>
    cli('internet-gateway address delete', {
      project: a.project,
      vpc: a.vpc,
      gateway: a.gateway,
      address: a.address,
    }),
})

export const internetGatewayLinkCommands = commandList(
  internetGatewayPoolAttachCommand,
  internetGatewayPoolDetachCommand,
  internetGatewayAddressAttachCommand,
  internetGatewayAddressDetachCommand,
)
