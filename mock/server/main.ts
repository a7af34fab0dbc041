// `npm run mock:server`: the mock platform as an HTTP server on 127.0.0.1 (options.ts lists the
// flags). Prints `mock platform listening on http://127.0.0.1:PORT` once it answers, one line
// per request, and stops cleanly (saving its state) on SIGINT or SIGTERM.
import { OptionError, parseOptions, USAGE } from './options'
import { startMockPlatform } from './server'
import { StateFileError } from './state-file'

async function main() {
  let options
  try {
    options = parseOptions(process.argv.slice(2), process.env)
  } catch (e) {
    if (!(e instanceof OptionError)) throw e
    if (e.message) console.error(`mock:server: ${e.message}`)
    console.error(USAGE)
    process.exit(e.message ? 2 : 0)
  }
  let platform
  try {
    platform = await startMockPlatform(options)
  } catch (e) {
    if (e instanceof StateFileError) {
      console.error(`mock:server: refusing to start: ${e.message}`)
      console.error('mock:server: fix the file or remove it (a new state starts from the seed)')
      process.exit(1)
    }
    const code = (e as { code?: string }).code
    if (code === 'EADDRINUSE') {
      console.error(`mock:server: port ${options.port} is in use (try --port N)`)
      process.exit(1)
    }
    throw e
  }
  console.log(`mock platform listening on ${platform.url}`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    void platform.close().then(() => {
      console.log(`mock platform stopped (${signal})`)
      process.exit(0)
    })
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

void main()
