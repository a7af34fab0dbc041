// A project's external subnets: blocks of addresses allocated from the silo's subnet pools, each
// routed to at most one instance.
import { externalSubnetList, subnetPoolList } from '@/api/generated/operations'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { ListPage } from '../../list/list-page'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LinkButton } from '../../ui/link-button'
import { RelatedName } from '../../ui/related-name'
import { useInstanceNames } from '../shared/use-names'
import { useProjectParam } from './use-project'

/** The silo's subnet pools by id (the pools this project's subnets come from). */
function usePoolNames() {
  const { data, error } = useApiQuery(subnetPoolList, { query: { limit: 1000 } })
  const names = new Map((data?.items ?? []).map((p) => [p.id, p.name]))
  return Object.assign(names, { loading: !data && !error })
}

export function ExternalSubnetsPage() {
  const project = useProjectParam()
  const instances = useInstanceNames(project)
  const pools = usePoolNames()
  const newHref = pb.externalSubnetsNew({ project })
  return (
    <ListPage
      title="External subnets"
      cli={[`oxide external-subnet list --project ${project}`]}
      label="External subnets"
      endpoint={externalSubnetList}
      params={{ query: { project } }}
      columns={[
        nameColumn((s) => pb.externalSubnetEdit({ project, externalSubnet: s.name })),
        { key: 'subnet', header: 'subnet', sortValue: (s) => s.subnet, cell: (s) => s.subnet },
        {
          key: 'pool',
          header: 'pool',
          cell: (s) => (
            <RelatedName
              name={pools.get(s.subnetPoolId)}
              id={s.subnetPoolId}
              loading={pools.loading}
            />
          ),
        },
        {
          key: 'instance',
          header: 'instance',
          cell: (s) =>
            s.instanceId ? (
              <RelatedName
                name={instances.get(s.instanceId)}
                id={s.instanceId}
                loading={instances.loading}
              />
            ) : (
              <span className="dim">–</span>
            ),
        },
        descriptionColumn(),
        createdColumn(),
      ]}
      menu={(s) => {
        const args = { project, externalSubnet: s.name }
        return [
          s.instanceId
            ? { id: 'external-subnet.detach', args, target: s }
            : { id: 'external-subnet.attach', args, target: s },
          { id: 'external-subnet.update', args, target: s, label: 'Edit' },
          { id: 'external-subnet.delete', args, target: s },
        ]
      }}
      actions={
        <LinkButton href={newHref} variant="primary">
          New external subnet
        </LinkButton>
      }
      emptyTitle="No external subnets"
      emptyBody="An external subnet is a block of addresses from a subnet pool, routed to an instance."
      emptyAction={<LinkButton href={newHref}>New external subnet</LinkButton>}
    />
  )
}
