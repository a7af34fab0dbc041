// `npm run serve`: the production build in front of a rack (options.ts lists the flags). Prints
// one line once it listens (where, and which rack), one line per request unless --quiet, and
// stops on SIGINT or SIGTERM. A wrong flag, a build it cannot read or a rack URL that does not
// parse: a message and exit code 2.
import { OptionError, parseOptions, readBuild, USAGE } from './options'
import { startConsoleServer } from './serve'

async function main() {
  let options
  let build
  try {
    options = parseOptions(process.argv.slice(2), process.env)
    build = readBuild(options.dist)
  } catch (e) {
    if (!(e instanceof OptionError)) throw e
    if (e.message) console.error(`serve: ${e.message}`)
    console.error(USAGE)
    process.exit(e.message ? 2 : 0)
  }
  let server
  try {
    server = await startConsoleServer(options, build)
  } catch (e) {
    const code = (e as { code?: string }).code
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      console.error(`serve: cannot listen on ${options.host}:${options.port} (${code})`)
      process.exit(1)
    }
    throw e
  }
  console.info(
    `console listening on ${server.url}, speaking to the rack at ${options.api.origin}` +
      `${options.insecure ? ' (its certificate unchecked: --insecure)' : ''}, serving ${options.dist}`,
  )
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    void server.close().then(() => {
      console.info(`console stopped (${signal})`)
      process.exit(0)
    })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

void main()
