// Wire types of the platform (snake_case, exactly as nexus.json describes them). The mock stores
// whole API objects of these types so every answer is already in the wire format.
import type { components, operations } from '@/api/generated/nexus'

export type Schemas = components['schemas']
export type Operations = operations
