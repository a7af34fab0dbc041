// What the silo has provisioned against its quotas (GET /v1/utilization), and how that grew
// over the chosen time range (GET /v1/metrics/{metricName}).
import { utilizationView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { PROVISION_CHARTS, ProvisionChart, useProvisionKey } from '../../charts/provision-chart'
import { RangePicker, useTimeRange } from '../../charts/range-picker'
import { PageHeader } from '../../layout/page-header'
import { Bytes, Unit } from '../../ui/units'
import { UsageTable } from '../shared/usage'

const cpus = (n: number) => <Unit value={n} unit="vCPU" />
const bytes = (n: number) => <Bytes bytes={n} />

export function SiloUtilizationPage() {
  const { provisioned, capacity } = usePageQuery(utilizationView, {})
  const [range] = useTimeRange()
  const provisionKey = useProvisionKey(range)
  return (
    <>
      <PageHeader title="Silo utilization" />
      <h2 className="section-title">provisioned / quota</h2>
      <UsageTable
        label="Silo utilization"
        rows={[
          { resource: 'cpu', used: provisioned.cpus, capacity: capacity.cpus, show: cpus },
          { resource: 'memory', used: provisioned.memory, capacity: capacity.memory, show: bytes },
          {
            resource: 'storage',
            used: provisioned.storage,
            capacity: capacity.storage,
            show: bytes,
          },
        ]}
      />
      <h2 className="section-title">provisioned over time</h2>
      <RangePicker />
      {PROVISION_CHARTS.map((p) => (
        <ProvisionChart key={`${p.metric}${provisionKey}`} {...p} range={range} scope="silo" />
      ))}
    </>
  )
}
