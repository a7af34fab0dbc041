// "Go to" a silo's tabs (operators): each tab is a route of its own. The silo is the one on
// screen, else asked for. SCIM tokens' entry is in scim-tokens.ts.
import { z } from 'zod'
import { pb } from '@/lib/paths'
import { ref } from '../core/args'
import { cli } from '../command-line/cli'
import { commandList } from '../core/command-list'
import { completeSilos } from '../core/complete'
import { navCommand } from '../navigation/navigation-define'

const args = z.object({ silo: ref('Silo name') })

const tab = (
  slug: string,
  title: string,
  to: (p: { silo: string }) => string,
  keywords: string[],
  line?: (silo: string | undefined) => string,
) =>
  navCommand({
    id: `nav.system-silo-${slug}`,
    title,
    keywords: ['system', 'silo', ...keywords],
    args,
    to,
    fromScope: ['silo'],
    complete: { silo: completeSilos },
    cli: line ? (a) => line(a.silo) : undefined,
    system: true,
  })

export const siloTabCommands = commandList(
  tab('idps', 'Go to silo identity providers', pb.siloIdps, ['idp', 'saml'], (silo) =>
    cli('silo idp list', { silo }),
  ),
  tab('ip-pools', 'Go to silo IP pools', pb.siloIpPools, ['pools', 'addresses'], (silo) =>
    cli('silo ip-pool list', { silo }),
  ),
  tab('subnet-pools', 'Go to silo subnet pools', pb.siloSubnetPools, ['external subnets'], (silo) =>
    cli('silo subnet-pool list', { silo }),
  ),
  tab('quotas', 'Go to silo quotas', pb.siloQuotas, ['limits', 'capacity'], (silo) =>
    cli('silo quotas view', { silo }),
  ),
  tab('fleet-roles', 'Go to silo fleet roles', pb.siloFleetRoles, ['mapped', 'roles'], (silo) =>
    cli('silo view', { silo }),
  ),
  tab('users', 'Go to silo users', pb.siloUsers, ['people', 'accounts'], (silo) =>
    cli('silo user list', { silo }),
  ),
  tab('groups', 'Go to silo groups', pb.siloGroups, ['teams'], () => cli('group list')),
)
