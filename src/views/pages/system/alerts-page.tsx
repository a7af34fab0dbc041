// System alerts: the alert receivers (webhooks), each with its endpoint, what it subscribes to,
// its secrets and the alerts that never reached it. One receiver's page: alert-receiver-page.tsx.
import { undeliveredAlerts } from '@/api/capabilities-support'
import { alertDeliveryList, alertReceiverList } from '@/api/generated/operations'
import type { AlertReceiver } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { webhookOf } from '@/commands/system/alert-complete'
import { pb } from '@/lib/paths'
import { createdColumn, nameColumn } from '../../list/columns'
import { ListPage } from '../../list/list-page'
import { LinkButton } from '../../ui/link-button'
import type { CommandMenuItem } from '../../command-menu'

/** How many alerts never reached the receiver: every delivery of them failed for good. */
function Undelivered({ receiver }: { receiver: string }) {
  const { data, error } = useApiQuery(alertDeliveryList, {
    path: { receiver },
    query: { limit: 1000 },
  })
  if (error) return <span className="dim">unavailable</span>
  if (!data) return <span className="dim">…</span>
  const n = undeliveredAlerts(data.items).length
  return n === 0 ? <span className="dim">0</span> : <span className="num deny">{n}</span>
}

/** A receiver's row menu, and its page's commands. */
export const receiverMenu = (r: AlertReceiver): CommandMenuItem[] => [
  { id: 'alert-receiver.probe', args: { receiver: r.name }, label: 'Probe' },
  { id: 'alert-receiver.update', args: { receiver: r.name }, label: 'Edit' },
  { id: 'alert-receiver.subscribe', args: { receiver: r.name }, label: 'Subscribe' },
  { id: 'webhook-secret.add', args: { receiver: r.name }, label: 'Add secret' },
  { id: 'alert-receiver.delete', args: { receiver: r.name } },
]

export function AlertsPage() {
  return (
    <ListPage
      title="Alerts"
      cli={['oxide alert receiver list', 'oxide alert class list']}
      label="Alert receivers"
      endpoint={alertReceiverList}
      params={{}}
      columns={[
        nameColumn((r) => pb.alertReceiver({ receiver: r.name })),
        {
          key: 'endpoint',
          header: 'endpoint',
          sortValue: (r) => webhookOf(r).endpoint,
          cell: (r) => <code>{webhookOf(r).endpoint}</code>,
          clip: { maxWidth: '32vw', text: (r) => webhookOf(r).endpoint },
        },
        {
          key: 'subscriptions',
          header: 'subscriptions',
          cell: (r) =>
            r.subscriptions.length ? r.subscriptions.join(', ') : <span className="dim">none</span>,
          clip: { maxWidth: '20vw', text: (r) => r.subscriptions.join(', ') },
        },
        {
          key: 'secrets',
          header: 'secrets',
          numeric: true,
          sortValue: (r) => webhookOf(r).secrets.length,
          cell: (r) => webhookOf(r).secrets.length,
        },
        {
          key: 'undelivered',
          header: 'undelivered',
          numeric: true,
          cell: (r) => <Undelivered receiver={r.name} />,
        },
        createdColumn(),
      ]}
      menu={receiverMenu}
      actions={
        <LinkButton href={pb.alertReceiversNew()} variant="primary">
          New webhook receiver
        </LinkButton>
      }
      emptyTitle="No alert receivers"
      emptyBody="Create a webhook receiver to have the rack's alerts sent to your systems."
    />
  )
}
