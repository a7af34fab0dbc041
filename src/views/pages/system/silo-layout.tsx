// One silo (operators): its header and facts over its tabs, each a route of its own as in the
// platform's console: identity providers, IP pools, subnet pools, quotas, fleet roles, SCIM, and
// this console's users and groups. `/system/silos/:silo` opens the first tab.
import type { ReactNode } from 'react'
import { useParams } from 'wouter'
import { siloView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { Facts } from '../../ui/facts'
import { Tabs } from '../../ui/tabs'
import { RelTime } from '../../ui/units'
import './silo.css'

export const useSiloParam = () => useParams<{ silo: string }>().silo ?? ''

export function useSilo() {
  const silo = useSiloParam()
  return { silo, data: usePageQuery(siloView, { path: { silo } }) }
}

export function SiloLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { silo, data } = useSilo()
  const p = { silo }
  return (
    <>
      <PageHeader
        title={`Silo ${data.name}`}
        cli={[`oxide silo view --silo ${silo}`]}
        actions={
          <>
            {actions}
            <CommandButton id="silo.delete" args={p} target={data} variant="danger" />
          </>
        }
      />
      <Facts className="facts facts-inline">
        <dt>identity mode</dt>
        <dd>{data.identityMode}</dd>
        <dt>discoverable</dt>
        <dd>{data.discoverable ? 'yes' : 'no'}</dd>
        <dt>admin group</dt>
        <dd>{data.adminGroupName ?? '–'}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
      </Facts>
      <Tabs
        label="Silo"
        tabs={[
          { label: 'idps', to: pb.siloIdps(p) },
          { label: 'ip-pools', to: pb.siloIpPools(p) },
          { label: 'subnet-pools', to: pb.siloSubnetPools(p) },
          { label: 'quotas', to: pb.siloQuotas(p) },
          { label: 'fleet-roles', to: pb.siloFleetRoles(p) },
          { label: 'scim', to: pb.siloScim(p) },
          { label: 'users', to: pb.siloUsers(p) },
          { label: 'groups', to: pb.siloGroups(p) },
        ]}
      >
        {children}
      </Tabs>
    </>
  )
}
