// Operations the mock platform does not implement: each answers 501 with a platform-shaped
// error naming the operation (see msw/router.ts). The console does not call them; keeping the
// list explicit means a new API operation is a decision, not a silent gap.
import type { OperationId } from '@/api/generated/op-table'

export const NOT_IMPLEMENTED = [] as const satisfies readonly OperationId[]
