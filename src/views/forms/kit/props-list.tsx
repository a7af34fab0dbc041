// Read-only properties of a resource as a definition list (view modals).
import type { ReactNode } from 'react'
import './forms.css'

export function PropsList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="props">
      {items.map(([label, value]) => (
        <div key={label} className="props-row">
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
