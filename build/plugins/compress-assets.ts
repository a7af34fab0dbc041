// Hashed assets written beside themselves compressed, as `name.br` (brotli, best quality) and
// `name.gz` (gzip -9), so a server sends them compressed with no work per request:
// `npm run serve` (sirv's `brotli`/`gzip` options) and nginx (`gzip_static`). index.html too:
// it is served on every route. Made once at build time, where the best (slowest) levels cost
// nothing per request.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const br = promisify(brotliCompress)
const gz = promisify(gzip)

/** Files worth compressing: text. Fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|wasm)$/
/** Below this many bytes a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

export async function compressFile(path: string): Promise<void> {
  const data = await readFile(path)
  if (data.length < MIN_BYTES) return
  const [b, g] = await Promise.all([
    br(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ])
  // A copy no smaller than the file is not worth a lookup.
  if (b.length < data.length) await writeFile(`${path}.br`, b)
  if (g.length < data.length) await writeFile(`${path}.gz`, g)
}

export function compressAssets(): Plugin {
  let outDir = 'dist'
  return {
    name: 'compress-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.'))
      await Promise.all(files.map((f) => compressFile(join(dir, f))))
    },
  }
}
