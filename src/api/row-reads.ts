// Reads that one table row asks for itself, for a column its list does not carry (an instance's
// addresses, a pool's utilization, whether an audited resource still exists). The API has no
// batch for them, so a page of fifty rows is fifty calls: here at most ROW_READS_AT_ONCE are in
// flight, the rest wait their turn in order. A browser opens six connections to one origin over
// HTTP/1.1; three for the rows leave three for the page's code (the chunks the table keys need)
// and the user's own calls, which would otherwise queue behind every row's read.

export const ROW_READS_AT_ONCE = 3

let active = 0
const waiting: (() => void)[] = []

function acquire(): Promise<void> {
  if (active < ROW_READS_AT_ONCE) {
    active++
    return Promise.resolve()
  }
  return new Promise((resolve) => waiting.push(resolve))
}

/** Hands the slot to the next waiting read, or frees it. */
function release() {
  const next = waiting.shift()
  if (next) next()
  else active--
}

/** Runs one row's read when a slot is free. */
export async function rowRead<T>(read: () => Promise<T>): Promise<T> {
  await acquire()
  try {
    return await read()
  } finally {
    release()
  }
}

/** Reads in flight and waiting (tests). */
export const rowReadsPending = () => ({ active, waiting: waiting.length })
