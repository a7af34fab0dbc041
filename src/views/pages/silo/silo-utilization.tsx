// What the silo has provisioned against its quotas (GET /v1/utilization).
import { utilizationView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { PageHeader } from '../../layout/page-header'
import { Bytes, Unit } from '../../ui/units'
import { UsageTable } from '../shared/usage'

const cpus = (n: number) => <Unit value={n} unit="vCPU" />
const bytes = (n: number) => <Bytes bytes={n} />

export function SiloUtilizationPage() {
  const { provisioned, capacity } = usePageQuery(utilizationView, {})
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
    </>
  )
}
