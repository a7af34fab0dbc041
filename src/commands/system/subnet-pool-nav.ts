// "Go to ..." commands of the subnet pool pages (system networking); fleet viewers only.
import { z } from 'zod'
import { pb } from '@/lib/paths'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { navCommand } from '../navigation/navigation-define'
import { completeSubnetPools } from './subnet-pool-complete'

const none = z.object({})

export const subnetPoolNavCommands = [
  navCommand({
    id: 'nav.system-subnet-pools',
    title: 'Go to subnet pools',
    keywords: ['system', 'networking', 'external subnets', 'cidr'],
    args: none,
    to: pb.subnetPools,
    cli: () => cli('system networking subnet-pool list'),
    system: true,
  }),
  navCommand({
    id: 'nav.system-subnet-pool',
    title: 'Go to subnet pool',
    keywords: ['system', 'networking', 'members'],
    args: z.object({ pool: ref('Subnet pool name') }),
    to: ({ pool }) => pb.subnetPool({ subnetPool: pool }),
    complete: { pool: completeSubnetPools },
    cli: (a) => cli('system networking subnet-pool view', { pool: a.pool }),
    system: true,
  }),
  navCommand({
    id: 'nav.system-subnet-pools-new',
    title: 'Go to new subnet pool form',
    keywords: ['system', 'networking', 'create subnet pool'],
    args: none,
    to: pb.subnetPoolsNew,
    system: true,
  }),
]
