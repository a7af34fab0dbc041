// One alert receiver: its endpoint, the last probe and what came back, its subscriptions (with
// the classes each matches), its secrets, and its deliveries with Resend for the failed ones.
import { useParams } from 'wouter'
import { alertClassList, alertReceiverView } from '@/api/generated/operations'
import type { WebhookSecret } from '@/api/generated/schemas'
import { useApiQuery, usePageQuery } from '@/api/hooks'
import { webhookOf } from '@/commands/system/alert-complete'
import { subscriptionMatches } from '@/lib/alert-validators'
import { attemptText, probeSummary } from '@/lib/probe-summary'
import { alertProbesAtom } from '@/state/alert-probes'
import { useAtomValue } from '@/state/store'
import { CommandButton } from '../../command-button'
import { CommandMenu } from '../../command-menu'
import { PageHeader } from '../../layout/page-header'
import { Facts } from '../../ui/facts'
import { Table } from '../../ui/table'
import { RelTime, ShortId } from '../../ui/units'
import { AlertDeliveries } from './alert-deliveries'
import './alerts.css'

export function AlertReceiverPage() {
  const { receiver = '' } = useParams<{ receiver: string }>()
  const r = usePageQuery(alertReceiverView, { path: { receiver } })
  const hook = webhookOf(r)
  return (
    <>
      <PageHeader
        title={`Webhook receiver ${r.name}`}
        cli={[
          `oxide alert receiver view --receiver ${r.name}`,
          `oxide alert receiver log --receiver ${r.name}`,
        ]}
        actions={
          <>
            <CommandButton
              id="alert-receiver.probe"
              args={{ receiver: r.name }}
              label="Probe"
              variant="primary"
            />
            <CommandButton id="alert-receiver.update" args={{ receiver: r.name }} label="Edit" />
            <CommandButton
              id="alert-receiver.delete"
              args={{ receiver: r.name }}
              variant="danger"
            />
          </>
        }
      />
      <Facts className="facts facts-inline">
        <dt>endpoint</dt>
        <dd>
          <code>{hook.endpoint}</code>
        </dd>
        <dt>description</dt>
        <dd>{r.description || '–'}</dd>
        <dt>created</dt>
        <dd>
          <RelTime date={r.timeCreated} />
        </dd>
        <dt>modified</dt>
        <dd>
          <RelTime date={r.timeModified} />
        </dd>
      </Facts>
      <LastProbe receiverId={r.id} receiver={r.name} />
      <Subscriptions receiver={r.name} subscriptions={r.subscriptions} />
      <Secrets receiver={r.name} secrets={hook.secrets} />
      <AlertDeliveries receiver={r.name} />
    </>
  )
}

/** The last probe sent from this tab and what came back, attempt by attempt. */
function LastProbe({ receiverId, receiver }: { receiverId: string; receiver: string }) {
  const probe = useAtomValue(alertProbesAtom)[receiverId]
  return (
    <section aria-label="Last probe" className="probe-panel">
      <div className="section-head">
        <h2 className="section-title">probe</h2>
        <CommandButton
          id="alert-receiver.probe"
          args={{ receiver, resend: true }}
          label="Probe, then resend missed alerts"
          size="sm"
        />
      </div>
      {!probe ? (
        <p className="section-note muted">
          Not probed from this tab. A probe sends a test alert of class probe and shows what the
          endpoint answered.
        </p>
      ) : (
        <div className={`probe-result probe-${probe.state === 'delivered' ? 'ok' : 'failed'}`}>
          <p className="probe-summary" role="status">
            <RelTime date={probe.time} />: {probeSummary(probe)}
            {probe.resendsStarted !== null &&
              `; ${probe.resendsStarted} missed ${probe.resendsStarted === 1 ? 'alert' : 'alerts'} sent again`}
          </p>
          <ul className="probe-attempts">
            {probe.attempts.map((a, i) => (
              <li key={i}>
                attempt {i + 1}: {attemptText(a)}{' '}
                <span className="dim">
                  (<RelTime date={a.timeSent} />)
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

/** The receiver's subscriptions, each with the alert classes it takes in. */
function Subscriptions({ receiver, subscriptions }: { receiver: string; subscriptions: string[] }) {
  const { data } = useApiQuery(alertClassList, { query: { limit: 1000 } })
  const classes = (data?.items ?? []).map((c) => c.name).filter((n) => n !== 'probe')
  const matched = (s: string) => {
    const names = classes.filter((c) => subscriptionMatches(s, c))
    if (!data) return <span className="dim">…</span>
    return names.length ? names.join(', ') : <span className="dim">no class today</span>
  }
  return (
    <>
      <div className="section-head">
        <h2 className="section-title">subscriptions</h2>
        <CommandButton
          id="alert-receiver.subscribe"
          args={{ receiver }}
          label="Subscribe"
          size="sm"
        />
      </div>
      <Table<string>
        label="Subscriptions"
        rows={subscriptions}
        rowKey={(s) => s}
        columns={[
          { key: 'subscription', header: 'subscription', cell: (s) => <code>{s}</code> },
          {
            key: 'classes',
            header: 'alert classes',
            cell: matched,
            clip: {
              maxWidth: '40vw',
              text: (s) => classes.filter((c) => subscriptionMatches(s, c)).join(', '),
            },
          },
        ]}
        menu={(s) => (
          <CommandMenu
            label={`Actions for subscription ${s}`}
            items={[
              {
                id: 'alert-receiver.unsubscribe',
                args: { receiver, subscription: s },
                label: 'Unsubscribe',
              },
            ]}
          />
        )}
        empty={<p className="section-note muted">Subscribed to nothing: no alert is sent here.</p>}
      />
    </>
  )
}

function Secrets({ receiver, secrets }: { receiver: string; secrets: WebhookSecret[] }) {
  return (
    <>
      <div className="section-head">
        <h2 className="section-title">secrets</h2>
        <CommandButton id="webhook-secret.add" args={{ receiver }} label="Add secret" size="sm" />
      </div>
      <Table<WebhookSecret>
        label="Secrets"
        rows={secrets}
        rowKey={(s) => s.id}
        columns={[
          { key: 'id', header: 'id', cell: (s) => <ShortId id={s.id} /> },
          { key: 'created', header: 'added', cell: (s) => <RelTime date={s.timeCreated} /> },
        ]}
        menu={(s) => (
          <CommandMenu
            label={`Actions for secret ${s.id.slice(0, 8)}`}
            items={[
              {
                id: 'webhook-secret.delete',
                args: { receiver, secretId: s.id },
                target: { receiver, secrets: secrets.length },
                label: 'Delete',
              },
            ]}
          />
        )}
        empty={<p className="section-note muted">No secret: deliveries are not signed.</p>}
      />
    </>
  )
}
