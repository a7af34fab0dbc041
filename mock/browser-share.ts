// The tabs of a browser share one mock platform, as the tabs of a browser signed in to a rack
// share the rack. One tab holds it: the one that holds the Web Lock `oxide-mock-platform` (the
// first to start; the name index elects its keeper the same way). The others send it their API
// requests and their serial console connections over a BroadcastChannel and hand its answers to
// the page, so a start made in one tab is what every other tab reads next, and the audit log has
// the changes of every tab. When the holder goes (closed, reloaded, navigated away) it hands the
// platform over on the channel as its page goes, with the text it saves for its own tab
// (browser-state.ts: what is pending settled, as a reload finds it), and the next tab in the
// lock's queue takes it from there; requests left unanswered are sent again to the new holder.
//
// Why a holder rather than a SharedWorker or a synced copy: the platform's state has closures (the
// pending state changes of db/transitions.ts) and cannot be copied between tabs as it runs, only
// settled; a worker has no sessionStorage, which a reload of the only tab needs to find its
// platform again, and may be stopped between the page that goes and the one that comes; a tab
// alone runs exactly as before, its requests answered in the page with nothing in between.
//
// The latency is waited for in the tab that asks (a hidden holder's timers are slowed to once a
// second, its message events are not), and the chaos mode is the asking tab's. Without Web Locks
// or BroadcastChannel each tab keeps a platform of its own, as before.
import { delay } from 'msw'
import { clock } from './db/clock'
import type { Delivery, Elsewhere } from './msw/router'
import { chaosEnabled, latencyMs } from './msw/settings'
import type { ConsoleClient } from './serial-stream'

const NAME = 'oxide-mock-platform'

/** What a tab asks of the platform as it starts: the `?mock-...` parameters of its URL. */
export type Asks = {
  /** `?mock-reset=1`: start over from the seed */
  reset: boolean
  bulk: number
  projects: number
  audit: number
  /** `?mock-activity=`: the other users' activity on (`1`, `MIN-MAX` s) or off (`0`) */
  activity: string | null
}

/** The platform as it goes from one tab to the next: its saved text and its id. */
export type Handover = { platform: string; state: string }

/** The platform, as the tab holding it runs it (browser.ts). */
export type Platform = {
  /**
   * This tab holds the platform from now on: the one handed over, else (null) the tab's saved
   * one or the seed; then the tab's own asks, when it has not had them met yet.
   */
  take(handover: Handover | null, asks: Asks | null): Promise<void>
  /** Another tab's asks as it starts. */
  prepare(asks: Asks): Promise<void>
  answer(request: Request, via: Delivery): Promise<Response>
  serveConsole(client: ConsoleClient, instance: string): void
  /** the platform's id (the name index keeps an index per platform) */
  id(): string
  /** The page goes: the platform to hand over (also saved for the tab); what runs stops. */
  leave(): Handover
  /** Another tab holds the platform: note its id. */
  follow(id: string): void
}

type Wire = { status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }

type Message =
  | { t: 'hello'; from: string; asks: Asks }
  | { t: 'welcome'; to: string; platform: string }
  | { t: 'holder'; from: string }
  | { t: 'platform'; platform: string }
  | { t: 'handover'; from: string; handover: Handover }
  | {
      t: 'req'
      from: string
      id: number
      method: string
      url: string
      headers: [string, string][]
      body: ArrayBuffer | null
      chaos: boolean
      started: string
    }
  | { t: 'res'; to: string; id: number; res: Wire }
  | { t: 'ws-open'; from: string; conn: number; url: string; instance: string }
  | { t: 'ws-in'; from: string; conn: number; data: unknown }
  | { t: 'ws-gone'; from: string; conn: number }
  | { t: 'ws-send'; to: string; conn: number; data: ArrayBuffer }
  | { t: 'ws-close'; to: string; conn: number; code: number; reason: string }

type ReqMessage = Extract<Message, { t: 'req' }>

/** How the tabs reach the platform from this one. */
export type Tabs = {
  /** this tab holds the platform */
  holding(): boolean
  /** where the page's API requests go while another tab holds it; null while this one does */
  elsewhere(): Elsewhere | null
  serveConsole(client: ConsoleClient, instance: string): void
}

/** A serial console of another tab closes with this when the platform moves to another tab. */
const CLOSE_MOVED = 4503

/** How long a tab that took the platform waits for its last holder's hand-over to arrive. */
const HANDOVER_WAIT_MS = 1000

const NULL_BODY = new Set([101, 204, 205, 304])

const toWire = async (r: Response): Promise<Wire> => ({
  status: r.status,
  statusText: r.statusText,
  headers: [...r.headers],
  body: await r.arrayBuffer(),
})

const fromWire = (w: Wire) =>
  new Response(NULL_BODY.has(w.status) ? null : w.body, {
    status: w.status,
    statusText: w.statusText,
    headers: w.headers,
  })

const fromReq = (m: ReqMessage) =>
  new Request(m.url, { method: m.method, headers: m.headers, body: m.body })

/** Joins the browser's tabs: holds the platform, or is served by the tab that does. */
export async function joinTabs(platform: Platform, asks: Asks): Promise<Tabs> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks || typeof BroadcastChannel === 'undefined') {
    await platform.take(null, asks)
    window.addEventListener('pagehide', () => void platform.leave())
    return { holding: () => true, elsewhere: () => null, serveConsole: platform.serveConsole }
  }
  const channel = new BroadcastChannel(NAME)
  const me = crypto.randomUUID()
  const post = (m: Message) => channel.postMessage(m)

  let holding = false
  /** the platform is ready to answer (once this tab holds it) */
  let ready: Promise<void> = new Promise<void>(() => {})
  /** this tab's asks were met (by a holder's welcome, or by taking the platform) */
  let asked = false
  /** a holder served this tab: when it goes, it hands over */
  let served = false
  /** the hand-over heard since the last holder took over */
  let handedOver: Handover | null = null
  let onHandover: ((h: Handover) => void) | null = null
  let joined: () => void = () => {}
  const joining = new Promise<void>((resolve) => (joined = resolve))

  // The holder's side: the other tabs' consoles and the asks of tabs that start, one at a time.
  const consoles = new Map<string, { message: ((data: unknown) => void)[]; gone: (() => void)[] }>()
  let asksQueue: Promise<void> = Promise.resolve()
  const meet = (from: string, theirs: Asks) =>
    (asksQueue = asksQueue.then(async () => {
      await ready
      const before = platform.id()
      try {
        await platform.prepare(theirs)
      } catch (e) {
        // The tab starts all the same, on the platform as it is.
        console.error('mock: the asks of another tab failed', e)
      }
      if (platform.id() !== before) post({ t: 'platform', platform: platform.id() })
      post({ t: 'welcome', to: from, platform: platform.id() })
    }))

  async function answer(m: ReqMessage) {
    await ready
    let res: Response
    try {
      res = await platform.answer(fromReq(m), { latency: 0, chaos: m.chaos, started: m.started })
    } catch (e) {
      console.error('mock: a request of another tab failed', e)
      res = new Response(null, { status: 500 })
    }
    post({ t: 'res', to: m.from, id: m.id, res: await toWire(res) })
  }

  function openConsole(m: Extract<Message, { t: 'ws-open' }>) {
    const key = `${m.from}:${m.conn}`
    const entry = { message: [] as ((data: unknown) => void)[], gone: [] as (() => void)[] }
    consoles.set(key, entry)
    void ready.then(() =>
      platform.serveConsole(
        {
          url: new URL(m.url),
          send: (data) => post({ t: 'ws-send', to: m.from, conn: m.conn, data }),
          close: (code, reason) => {
            consoles.delete(key)
            post({ t: 'ws-close', to: m.from, conn: m.conn, code, reason })
          },
          onMessage: (fn) => void entry.message.push(fn),
          onClose: (fn) => void entry.gone.push(fn),
        },
        m.instance,
      ),
    )
  }

  function closeConsole(key: string) {
    const entry = consoles.get(key)
    consoles.delete(key)
    for (const fn of entry?.gone ?? []) fn()
  }

  // The served side: requests on their way, and this tab's consoles served elsewhere.
  let seq = 0
  const pending = new Map<number, { m: ReqMessage; resolve: (r: Response) => void }>()
  const remote = new Map<number, ConsoleClient>()
  const dropRemoteConsoles = () => {
    for (const [conn, client] of remote) {
      remote.delete(conn)
      client.close(CLOSE_MOVED, 'the mock platform moved to another tab; connect again')
    }
  }

  const forward: Elsewhere = async (request) => {
    const started = clock.iso()
    const ms = latencyMs()
    if (ms > 0) await delay(ms)
    const bodyless = request.method === 'GET' || request.method === 'HEAD'
    const m: ReqMessage = {
      t: 'req',
      from: me,
      id: ++seq,
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      body: bodyless ? null : await request.arrayBuffer(),
      chaos: chaosEnabled(),
      started,
    }
    // Taken over meanwhile: answered here.
    if (holding) return answerHere(m)
    return new Promise<Response>((resolve) => {
      pending.set(m.id, { m, resolve })
      post(m)
    })
  }

  async function answerHere(m: ReqMessage) {
    await ready
    return platform.answer(fromReq(m), { latency: 0, chaos: m.chaos, started: m.started })
  }

  function forwardConsole(client: ConsoleClient, instance: string) {
    const conn = ++seq
    remote.set(conn, client)
    client.onMessage((data) => post({ t: 'ws-in', from: me, conn, data }))
    client.onClose(() => {
      if (remote.delete(conn)) post({ t: 'ws-gone', from: me, conn })
    })
    post({ t: 'ws-open', from: me, conn, url: client.url.href, instance })
  }

  channel.onmessage = (e: MessageEvent<Message>) => {
    const m = e.data
    switch (m.t) {
      case 'hello':
        if (holding) void meet(m.from, m.asks)
        return
      case 'req':
        if (holding) void answer(m)
        return
      case 'ws-open':
        if (holding) openConsole(m)
        return
      case 'ws-in':
        if (holding) for (const fn of consoles.get(`${m.from}:${m.conn}`)?.message ?? []) fn(m.data)
        return
      case 'ws-gone':
        if (holding) closeConsole(`${m.from}:${m.conn}`)
        return
      case 'welcome':
        if (m.to !== me || holding) return
        platform.follow(m.platform)
        served = true
        asked = true
        joined()
        return
      case 'platform':
        if (!holding) platform.follow(m.platform)
        return
      case 'res': {
        if (m.to !== me) return
        const p = pending.get(m.id)
        pending.delete(m.id)
        p?.resolve(fromWire(m.res))
        return
      }
      case 'ws-send':
        if (m.to === me) remote.get(m.conn)?.send(m.data)
        return
      case 'ws-close':
        if (m.to !== me) return
        remote.get(m.conn)?.close(m.code, m.reason)
        remote.delete(m.conn)
        return
      case 'handover':
        handedOver = m.handover
        onHandover?.(m.handover)
        return
      case 'holder':
        if (holding) return
        handedOver = null
        // A new holder: what the last one left unanswered goes to it, and a tab still starting
        // asks again; consoles served by the last one are gone with it.
        dropRemoteConsoles()
        for (const { m: req } of pending.values()) post(req)
        if (!asked) post({ t: 'hello', from: me, asks })
        return
    }
  }

  /** The last holder's hand-over: heard already, or on its way (a moment at most). */
  function lastHandover(): Promise<Handover | null> {
    if (handedOver || !served) return Promise.resolve(handedOver)
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), HANDOVER_WAIT_MS)
      onHandover = (h) => {
        clearTimeout(timer)
        resolve(h)
      }
    })
  }

  async function hold(first: boolean) {
    const handover = first ? null : await lastHandover()
    onHandover = null
    holding = true
    dropRemoteConsoles()
    const mine = asked ? null : asks
    asked = true
    ready = platform.take(handover, mine).catch((e: unknown) => {
      console.error('mock: the platform could not be taken as it was; it goes on as it is', e)
    })
    post({ t: 'holder', from: me })
    await ready
    joined()
    // This tab's requests still on their way are answered here.
    for (const { m, resolve } of pending.values()) void answerHere(m).then(resolve)
    pending.clear()
  }

  window.addEventListener('pagehide', () => {
    if (holding) post({ t: 'handover', from: me, handover: platform.leave() })
    else for (const conn of remote.keys()) post({ t: 'ws-gone', from: me, conn })
  })

  // A holder the browser freezes (a hidden tab, to save power) would answer no other tab until
  // shown again: it hands the platform over as it freezes, and loads again when it resumes, to
  // join the platform where it went.
  let release = () => {}
  let frozeOut = false
  document.addEventListener('freeze', () => {
    if (!holding) return
    post({ t: 'handover', from: me, handover: platform.leave() })
    holding = false
    frozeOut = true
    release()
  })
  document.addEventListener('resume', () => {
    if (frozeOut) window.location.reload()
  })

  // The platform is this tab's at once if no other tab holds it; else this tab waits in line.
  const forever = () => new Promise<void>((resolve) => (release = resolve))
  const free = await new Promise<boolean>((resolve) => {
    void locks.request(NAME, { ifAvailable: true }, (lock) => {
      resolve(lock !== null)
      if (!lock) return undefined
      void hold(true)
      return forever()
    })
  })
  if (!free) {
    void locks.request(NAME, () => {
      void hold(false)
      return forever()
    })
    post({ t: 'hello', from: me, asks })
  }
  await joining
  return {
    holding: () => holding,
    elsewhere: () => (holding ? null : forward),
    serveConsole: (client, instance) =>
      holding ? platform.serveConsole(client, instance) : forwardConsole(client, instance),
  }
}
