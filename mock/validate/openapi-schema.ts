// OpenAPI 3.0 schema -> JSON Schema for ajv: `nullable: true` becomes "or null", and component
// references point into the `nexus` schema registered with ajv.
type Json = Record<string, unknown>

export function openApiToJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openApiToJsonSchema)
  if (node === null || typeof node !== 'object') return node
  const out: Json = {}
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === 'nullable') continue
    if (k === '$ref' && typeof v === 'string')
      out.$ref = v.replace(/^#\/components/, 'nexus#/components')
    else out[k] = openApiToJsonSchema(v)
  }
  if ((node as Json).nullable === true) {
    // An enum must admit null too, or the anyOf branch below is the only way null passes.
    return { anyOf: [out, { type: 'null' }] }
  }
  return out
}
