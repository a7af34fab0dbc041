// A router with its routes, and an internet gateway with its IP pools and addresses.
import { useParams } from 'wouter'
import {
  internetGatewayIpAddressList,
  internetGatewayIpPoolList,
  internetGatewayView,
  ipPoolView,
  vpcRouterRouteList,
  vpcRouterView,
} from '@/api/generated/operations'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { CommandButton } from '../../command-button'
import { PageHeader } from '../../layout/page-header'
import { ListTable } from '../../list/list-table'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LinkButton } from '../../ui/link-button'
import { RelTime } from '../../ui/units'
import { tagged } from './rule-text'
import { useVpcParams } from './use-vpc'
import { Facts } from '../../ui/facts'
import { RelatedName } from '../../ui/related-name'

export function RouterPage() {
  const p = useVpcParams()
  const { router = '' } = useParams<{ router: string }>()
  const data = usePageQuery(vpcRouterView, {
    path: { router },
    query: { project: p.project, vpc: p.vpc },
  })
  const r = { ...p, router }
  return (
    <>
      <PageHeader
        title={`Router ${data.name}`}
        actions={
          <>
            <LinkButton href={pb.vpcRouterRoutesNew(r)} variant="primary">
              New route
            </LinkButton>
            <LinkButton href={pb.vpcRouterEdit(r)}>Edit router</LinkButton>
          </>
        }
      />
      <Facts className="facts facts-inline">
        <dt>kind</dt>
        <dd>{data.kind}</dd>
        <dt>description</dt>
        <dd>{data.description || '–'}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
      </Facts>
      <h2 className="section-title">routes</h2>
      <ListTable
        urlView
        label="Routes"
        endpoint={vpcRouterRouteList}
        params={{ query: { project: p.project, vpc: p.vpc, router } }}
        columns={[
          nameColumn((rt) => pb.vpcRouterRouteEdit({ ...r, route: rt.name })),
          { key: 'kind', header: 'kind', sortValue: (rt) => rt.kind, cell: (rt) => rt.kind },
          { key: 'destination', header: 'destination', cell: (rt) => tagged(rt.destination) },
          { key: 'target', header: 'target', cell: (rt) => tagged(rt.target) },
          descriptionColumn(),
          createdColumn(),
        ]}
        menu={(rt) => [
          { id: 'route.update', args: { ...r, route: rt.name }, target: rt, label: 'Edit' },
          { id: 'route.delete', args: { ...r, route: rt.name }, target: rt },
        ]}
        emptyTitle="No routes"
      />
    </>
  )
}

/** An attached pool by name: each cell asks for its own pool, so it redraws when that answers. */
function PoolName({ id }: { id: string }) {
  const { data, error } = useApiQuery(ipPoolView, { path: { pool: id } })
  return <RelatedName name={data?.name} id={id} loading={!data && !error} />
}

export function InternetGatewayPage() {
  const p = useVpcParams()
  const { gateway = '' } = useParams<{ gateway: string }>()
  const data = usePageQuery(internetGatewayView, {
    path: { gateway },
    query: { project: p.project, vpc: p.vpc },
  })
  const q = { project: p.project, vpc: p.vpc, gateway }
  return (
    <>
      <PageHeader title={`Internet gateway ${data.name}`} />
      <Facts className="facts facts-inline">
        <dt>description</dt>
        <dd>{data.description || '–'}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={data.timeCreated} />
        </dd>
      </Facts>
      <div className="section-head">
        <h2 className="section-title">ip pools</h2>
        <CommandButton
          id="internet-gateway.pool-attach"
          args={q}
          label="Attach IP pool"
          size="sm"
        />
      </div>
      <ListTable
        label="Gateway IP pools"
        endpoint={internetGatewayIpPoolList}
        params={{ query: q }}
        columns={[
          nameColumn(),
          {
            key: 'pool',
            header: 'ip pool',
            cell: (l) => <PoolName id={l.ipPoolId} />,
          },
          descriptionColumn(),
          createdColumn(),
        ]}
        menu={(l) => [
          { id: 'internet-gateway.pool-detach', args: { ...q, pool: l.name }, target: l },
        ]}
        emptyTitle="No IP pools attached"
      />
      <div className="section-head">
        <h2 className="section-title">ip addresses</h2>
        <CommandButton
          id="internet-gateway.address-attach"
          args={q}
          label="Attach IP address"
          size="sm"
        />
      </div>
      <ListTable
        label="Gateway IP addresses"
        endpoint={internetGatewayIpAddressList}
        params={{ query: q }}
        columns={[
          nameColumn(),
          { key: 'address', header: 'address', cell: (a) => a.address },
          descriptionColumn(),
          createdColumn(),
        ]}
        menu={(a) => [
          { id: 'internet-gateway.address-detach', args: { ...q, address: a.name }, target: a },
        ]}
        emptyTitle="No IP addresses attached"
      />
    </>
  )
}
