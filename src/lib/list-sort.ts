// The CLI's `--sort-by` of a list (nexus.json's sort modes) as the console's list view reads it
// from the URL (`?sort=name&order=desc`): `oxide disk list --sort-by name_descending` opens the
// disks page sorted that way.

/** Each sort mode of nexus.json and the column and order it sorts by. */
export const SORT_MODE_VIEW: Record<string, { sort: string; order: 'asc' | 'desc' }> = {
  name_ascending: { sort: 'name', order: 'asc' },
  name_descending: { sort: 'name', order: 'desc' },
  id_ascending: { sort: 'id', order: 'asc' },
  time_and_id_ascending: { sort: 'created', order: 'asc' },
  time_and_id_descending: { sort: 'created', order: 'desc' },
}

/** The sort modes of the lists sorted by name or id (NameOrIdSortMode), the CLI's order. */
export const NAME_OR_ID_SORTS = ['name_ascending', 'name_descending', 'id_ascending'] as const

/** `path` with the view of `sortBy` in its query; as it is when there is none. */
export function withSortBy(path: string, sortBy: string | undefined): string {
  const view = sortBy ? SORT_MODE_VIEW[sortBy] : undefined
  if (!view) return path
  const [p, q = ''] = path.split('?')
  const params = new URLSearchParams(q)
  params.set('sort', view.sort)
  params.set('order', view.order)
  return `${p}?${params}`
}

/** The CLI's sort mode of a list view's sort, if the CLI has one (`name` descending). */
export function sortByOf(sort: string, order: 'asc' | 'desc'): string | undefined {
  return Object.entries(SORT_MODE_VIEW).find(([, v]) => v.sort === sort && v.order === order)?.[0]
}
