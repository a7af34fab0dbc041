// VPC tabs other than firewall rules: subnets, routers, internet gateways.
import { internetGatewayList, vpcRouterList, vpcSubnetList } from '@/api/generated/operations'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LinkButton } from '../../ui/link-button'
import { useVpcParams } from './use-vpc'
import { VpcLayout } from './vpc-layout'

export { VpcFirewallRulesTab } from './firewall-rules-tab'

export function VpcSubnetsTab() {
  const p = useVpcParams()
  return (
    <VpcLayout
      actions={
        <LinkButton href={pb.vpcSubnetsNew(p)} variant="primary">
          New subnet
        </LinkButton>
      }
    >
      <ListTable
        urlView
        label="Subnets"
        endpoint={vpcSubnetList}
        params={{ query: { project: p.project, vpc: p.vpc } }}
        columns={[
          nameColumn((s) => pb.vpcSubnet({ ...p, subnet: s.name })),
          { key: 'ipv4', header: 'ipv4 block', cell: (s) => s.ipv4Block },
          { key: 'ipv6', header: 'ipv6 block', cell: (s) => s.ipv6Block },
          {
            key: 'router',
            header: 'custom router',
            cell: (s) =>
              s.customRouterId ? s.customRouterId.slice(0, 8) : <span className="dim">–</span>,
          },
          descriptionColumn(),
          createdColumn(),
        ]}
        menu={(s) => [
          { id: 'subnet.update', args: { ...p, subnet: s.name }, target: s, label: 'Edit' },
          { id: 'subnet.delete', args: { ...p, subnet: s.name }, target: s },
        ]}
        emptyTitle="No subnets"
      />
    </VpcLayout>
  )
}

export function VpcRoutersTab() {
  const p = useVpcParams()
  return (
    <VpcLayout
      actions={
        <LinkButton href={pb.vpcRoutersNew(p)} variant="primary">
          New router
        </LinkButton>
      }
    >
      <ListTable
        urlView
        label="Routers"
        endpoint={vpcRouterList}
        params={{ query: { project: p.project, vpc: p.vpc } }}
        columns={[
          nameColumn((r) => pb.vpcRouter({ ...p, router: r.name })),
          { key: 'kind', header: 'kind', sortValue: (r) => r.kind, cell: (r) => r.kind },
          descriptionColumn(),
          createdColumn(),
        ]}
        menu={(r) => [
          { id: 'router.update', args: { ...p, router: r.name }, target: r, label: 'Edit' },
          { id: 'router.delete', args: { ...p, router: r.name }, target: r },
        ]}
        emptyTitle="No routers"
      />
    </VpcLayout>
  )
}

export function VpcInternetGatewaysTab() {
  const p = useVpcParams()
  return (
    <VpcLayout
      actions={
        <CommandButton
          id="internet-gateway.create"
          args={p}
          label="New gateway"
          variant="primary"
        />
      }
    >
      <ListTable
        urlView
        label="Internet gateways"
        endpoint={internetGatewayList}
        params={{ query: { project: p.project, vpc: p.vpc } }}
        columns={[
          nameColumn((g) => pb.vpcInternetGateway({ ...p, gateway: g.name })),
          descriptionColumn(),
          createdColumn(),
        ]}
        menu={(g) => [
          { id: 'internet-gateway.delete', args: { ...p, gateway: g.name }, target: g },
        ]}
        emptyTitle="No internet gateways"
        emptyBody="An internet gateway lets instances reach addresses outside the VPC."
      />
    </VpcLayout>
  )
}
