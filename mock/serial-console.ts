// The serial console websocket in the page: `ws.link` intercepts it and hands each connection
// to `serve`: the stream (serial-stream.ts, which the HTTP server serves as well) in the tab that
// holds the platform, or the way to that tab in the others (browser-share.ts).
import { ws } from 'msw'
import type { ConsoleClient } from './serial-stream'

const link = ws.link('*/v1/instances/:instance/serial-console/stream')

export const serialConsoleHandler = (serve: (client: ConsoleClient, instance: string) => void) =>
  link.addEventListener('connection', ({ client, params }) =>
    serve(
      {
        url: client.url,
        send: (data) => client.send(data),
        close: (code, reason) => client.close(code, reason),
        onMessage: (fn) => client.addEventListener('message', (event) => fn(event.data)),
        onClose: (fn) => client.addEventListener('close', fn),
      },
      String(params.instance),
    ),
  )
