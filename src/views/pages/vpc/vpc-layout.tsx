// The VPC header and its tabs: firewall rules, subnets, routers, internet gateways.
import type { ReactNode } from 'react'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { LinkButton } from '../../ui/link-button'
import { Tabs } from '../../ui/tabs'
import { RelTime } from '../../ui/units'
import { useVpc } from './use-vpc'
import { Facts } from '../../ui/facts'

export function VpcLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const { project, vpc, data } = useVpc()
  const p = { project, vpc }
  return (
    <>
      <PageHeader
        title={`VPC ${data.name}`}
        actions={
          <>
            {actions}
            <LinkButton href={pb.vpcEdit(p)}>Edit VPC</LinkButton>
            <CommandButton id="vpc.delete" args={p} target={data} variant="danger" />
          </>
        }
      />
      <Facts className="facts facts-inline">
        <dt>dns name</dt>
        <dd>{data.dnsName}</dd>
        <dt>ipv6 prefix</dt>
        <dd>{data.ipv6Prefix}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
      </Facts>
      <Tabs
        label="VPC"
        tabs={[
          { label: 'firewall-rules', to: pb.vpcFirewallRules(p) },
          { label: 'subnets', to: pb.vpcSubnets(p) },
          { label: 'routers', to: pb.vpcRouters(p) },
          { label: 'internet-gateways', to: pb.vpcInternetGateways(p) },
        ]}
      >
        {children}
      </Tabs>
    </>
  )
}
