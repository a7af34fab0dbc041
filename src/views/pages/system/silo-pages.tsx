// System silos: the list. One silo's tabs are silo-layout.tsx and silo-tabs.tsx.
import { siloList } from '@/api/generated/operations'
import { pb } from '@/lib/paths'
import { ListPage } from '../../list/list-page'
import { createdColumn, descriptionColumn, nameColumn } from '../../list/columns'
import { LinkButton } from '../../ui/link-button'

export function SilosPage() {
  return (
    <ListPage
      title="Silos"
      cli={['oxide silo list']}
      label="Silos"
      endpoint={siloList}
      params={{}}
      columns={[
        nameColumn((s) => pb.silo({ silo: s.name })),
        { key: 'mode', header: 'identity mode', cell: (s) => s.identityMode },
        {
          key: 'discoverable',
          header: 'discoverable',
          cell: (s) => (s.discoverable ? 'yes' : 'no'),
        },
        descriptionColumn(),
        createdColumn(),
      ]}
      menu={(s) => [{ id: 'silo.delete', args: { silo: s.name }, target: s }]}
      actions={
        <LinkButton href={pb.silosNew()} variant="primary">
          New silo
        </LinkButton>
      }
      emptyTitle="No silos"
    />
  )
}
