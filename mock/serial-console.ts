// The serial console websocket in the page: `ws.link` intercepts it and hands each connection
// to the stream (serial-stream.ts), which the HTTP server (mock/server) serves as well.
import { ws } from 'msw'
import { serveSerialConsole } from './serial-stream'

const link = ws.link('*/v1/instances/:instance/serial-console/stream')

export const serialConsoleHandler = link.addEventListener('connection', ({ client, params }) =>
  serveSerialConsole(
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
