// The palette's full search, off the page's thread: Fuse over the commands and, when too few
// names contain the query, over every name (tens of ms with 10,000 names). The page keeps the
// keystroke's own quick pass (search.ts `quickSearch`) and shows these results when they come
// (use-palette-search.ts). Messages: an index (the searchable fields, names as titles only),
// then searches on it answered with positions in that index's items.
import { answer, type SearchRequest } from './search-protocol'

const indexes = answer()

self.onmessage = (e: MessageEvent<SearchRequest>) => {
  const reply = indexes(e.data)
  if (reply) self.postMessage(reply)
}
