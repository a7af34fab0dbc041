// Debian's nginx running deploy/nginx/oxide-console.conf, as shipped but for the lines marked
// EDIT: each replacement below must match, so the test breaks if the file drifts from it.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { start } from './fixtures'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
export const nginxInstalled = () => existsSync(NGINX)

const RACK = 'https://oxide.sys.example.com'

/** The shipped configuration, pointed at `rackPort` over HTTP and listening on `port`. */
export function testConfig(port: number, rackPort: number, dist: string): string {
  let conf = readFileSync('deploy/nginx/oxide-console.conf', 'utf8')
  const swap = (from: RegExp, to: string, times?: number) => {
    const found = conf.match(new RegExp(from.source, 'gm'))?.length ?? 0
    if (!found || (times !== undefined && found !== times))
      throw new Error(`oxide-console.conf: ${from} found ${found} times`)
    conf = conf.replace(new RegExp(from.source, 'gm'), to)
  }
  // One plain-HTTP listener on the test's port; no certificate.
  swap(/^\s*listen \[::\]:443 ssl http2;.*$/, '', 1)
  swap(/^\s*listen 443 ssl http2;.*$/, `    listen 127.0.0.1:${port};`, 1)
  swap(/^\s*ssl_certificate(_key)? .*$/, '', 2)
  swap(/^\s*root \/srv\/oxide-console\/dist;.*$/, `    root ${dist};`, 1)
  swap(
    /^\s*include \/srv\/oxide-console\/dist\/csp-nginx\.conf;.*$/,
    `    include ${dist}/csp-nginx.conf;`,
    1,
  )
  swap(/https:\/\/oxide\.sys\.example\.com/, `http://127.0.0.1:${rackPort}`)
  if (conf.includes(RACK)) throw new Error('oxide-console.conf: the rack left unreplaced')
  return conf
}

/** nginx in the foreground with a prefix of its own (no root, no /var/log). */
export async function startNginx(port: number, rackPort: number) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'))
  // Started as root (CI), nginx's workers run as nobody: they must reach the temp folders (a
  // large answer from the rack is buffered to a file).
  chmodSync(dir, 0o755)
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, t))
    chmodSync(join(dir, t), 0o777)
  }
  writeFileSync(join(dir, 'oxide-console.conf'), testConfig(port, rackPort, resolve('dist-prod')))
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/oxide-console.conf;
}
`,
  )
  return start(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    `http://127.0.0.1:${port}/`,
  )
}
