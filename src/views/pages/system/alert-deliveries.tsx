// A receiver's deliveries, the page's main table: alert class, state (and what became of a failed
// one's resend), trigger, attempts and the endpoint's last answer, time. `?state=failed` (or
// pending, delivered) shows only those, as `oxide alert receiver log --failed true` does. Failed
// rows have Resend; several can be selected and resent together.
import { useMemo } from 'react'
import { Link, useSearch } from 'wouter'
import { isBusyDelivery, withResendOutcome, type DeliveryLike } from '@/api/capabilities-support'
import { alertDeliveryList } from '@/api/generated/operations'
import type { AlertDelivery } from '@/api/generated/schemas'
import { useApiQuery } from '@/api/hooks'
import { pb } from '@/lib/paths'
import { attemptText } from '@/lib/probe-summary'
import { ListTable } from '../../list/list-table'
import { StateBadge } from '../../ui/badge'
import { RelTime, ShortId } from '../../ui/units'

const STATES = ['failed', 'pending', 'delivered'] as const
type StateFilter = (typeof STATES)[number]

const attemptsOf = (d: AlertDelivery) =>
  d.attempts && 'webhook' in d.attempts && Array.isArray(d.attempts.webhook)
    ? d.attempts.webhook.map((a) => ({
        result: a.result,
        status: a.response?.status,
        durationMs: a.response?.durationMs,
      }))
    : []

const RESENT_TEXT: Record<NonNullable<DeliveryLike['resent']>, string> = {
  delivered: 'resent, delivered',
  pending: 'resent, under way',
  failed: 'resent, failed again',
}

export function AlertDeliveries({ receiver }: { receiver: string }) {
  const wanted = new URLSearchParams(useSearch()).get('state')
  const state = STATES.find((s) => s === wanted)
  // Every delivery of the receiver (one page of the largest size), to tell what became of a
  // failed one's resends; the table itself pages as any list.
  const all = useApiQuery(alertDeliveryList, { path: { receiver }, query: { limit: 1000 } })
  const outcome = useMemo(
    () => new Map(withResendOutcome(all.data?.items ?? []).map((d) => [d.id, d])),
    [all.data],
  )
  const withOutcome = (d: AlertDelivery): AlertDelivery & DeliveryLike => outcome.get(d.id) ?? d
  const base = pb.alertReceiver({ receiver })
  return (
    <>
      <div className="section-head">
        <h2 className="section-title">deliveries</h2>
        <nav className="state-filter" aria-label="Show deliveries">
          <FilterLink base={base} to={undefined} current={state}>
            all
          </FilterLink>
          {STATES.map((s) => (
            <FilterLink key={s} base={base} to={s} current={state}>
              {s}
            </FilterLink>
          ))}
        </nav>
      </div>
      <ListTable
        main
        label="Deliveries"
        endpoint={alertDeliveryList}
        params={{ path: { receiver }, query: state ? { [state]: true } : {} }}
        rowName={(d) => `${d.alertClass} ${d.alertId.slice(0, 8)}`}
        columns={[
          {
            key: 'class',
            header: 'alert class',
            sortValue: (d) => d.alertClass,
            cell: (d) => <code>{d.alertClass}</code>,
          },
          { key: 'alert', header: 'alert', cell: (d) => <ShortId id={d.alertId} /> },
          {
            key: 'state',
            header: 'state',
            sortValue: (d) => d.state,
            cell: (d) => {
              const resent = withOutcome(d).resent
              return (
                <>
                  <StateBadge state={d.state} />
                  {resent && <span className="dim"> · {RESENT_TEXT[resent]}</span>}
                </>
              )
            },
          },
          { key: 'trigger', header: 'trigger', cell: (d) => d.trigger },
          {
            key: 'attempts',
            header: 'attempts',
            numeric: true,
            sortValue: (d) => attemptsOf(d).length,
            cell: (d) => attemptsOf(d).length,
          },
          {
            key: 'last',
            header: 'last attempt',
            cell: (d) => {
              const last = attemptsOf(d).at(-1)
              return last ? attemptText(last) : <span className="dim">none yet</span>
            },
          },
          {
            key: 'time',
            header: 'started',
            sortValue: (d) => d.timeStarted,
            cell: (d) => <RelTime date={d.timeStarted} />,
          },
        ]}
        menu={(d) => [
          {
            id: 'alert.resend',
            args: { receiver, alertId: d.alertId },
            target: withOutcome(d),
            label: 'Resend',
          },
        ]}
        moving={(d) => isBusyDelivery(d.state) && d.state}
        emptyTitle={state ? `No ${state} deliveries` : 'No deliveries'}
        emptyBody="Alerts of the classes the receiver subscribes to are delivered here as they happen."
      />
    </>
  )
}

function FilterLink({
  base,
  to,
  current,
  children,
}: {
  base: string
  to: StateFilter | undefined
  current: StateFilter | undefined
  children: string
}) {
  return (
    <Link
      href={to ? `${base}?state=${to}` : base}
      className="state-filter-link"
      aria-current={to === current ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}
