// Who holds which role on the silo (GET /v1/policy).
import { policyView } from '@/api/generated/operations'
import { usePageQuery } from '@/api/hooks'
import { PageHeader } from '../../layout/page-header'
import { PolicyTable } from '../shared/policy-table'

export function SiloAccessPage() {
  const policy = usePageQuery(policyView, {})
  return (
    <>
      <PageHeader title="Silo access" />
      <PolicyTable label="Silo role assignments" policy={policy} />
    </>
  )
}
