// "Go to ..." commands of a project's external subnets: the list, the create form, and one subnet
// (its edit form, which shows its block, pool and instance: what `oxide external-subnet view` shows).
import { z } from 'zod'
import { pb } from '@/lib/paths'
import { project, ref } from '../core/args'
import { cli } from '../command-line/cli'
import { navCommand } from '../navigation/navigation-define'
import { completeExternalSubnets } from './external-subnet-support'

const P = z.object({ project })

export const externalSubnetNavCommands = [
  navCommand({
    id: 'nav.external-subnets',
    title: 'Go to external subnets',
    keywords: ['network', 'cidr', 'block', 'routed'],
    args: P,
    to: pb.externalSubnets,
    fromScope: ['project'],
    cli: (a) => cli('external-subnet list', { project: a.project }),
  }),
  navCommand({
    id: 'nav.external-subnets-new',
    title: 'Go to new external subnet form',
    keywords: ['create external subnet'],
    args: P,
    to: pb.externalSubnetsNew,
    fromScope: ['project'],
  }),
  navCommand({
    id: 'nav.external-subnet',
    title: 'Go to external subnet',
    keywords: ['view', 'edit'],
    args: z.object({ project, externalSubnet: ref('External subnet name') }),
    to: pb.externalSubnetEdit,
    fromScope: ['project'],
    complete: { externalSubnet: completeExternalSubnets() },
    cli: (a) =>
      cli('external-subnet view', { project: a.project, externalSubnet: a.externalSubnet }),
  }),
]
