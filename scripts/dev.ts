// Development: the Vite dev server (client, hot reload) and the Bun server (SSR, API) restarting on change.
export {}

const VITE = 'http://localhost:5173'
// The page's boot code is inlined by the server, not served by Vite: built once here, before the server
// reads it (web/boot/page-boot.ts; a change to it needs a restart).
const boot = Bun.spawn(['node_modules/.bin/vite', 'build', '-c', 'vite.boot.config.ts'], {
  stdout: 'inherit',
  stderr: 'inherit',
})
if ((await boot.exited) !== 0) process.exit(1)
const children = [
  Bun.spawn(['node_modules/.bin/vite'], { stdout: 'inherit', stderr: 'inherit' }),
  Bun.spawn(['node_modules/.bin/bun', '--watch', 'src/index.ts'], {
    stdout: 'inherit',
    stderr: 'inherit',
    env: { ...process.env, VITE_DEV_SERVER: VITE },
  }),
]
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.once('SIGINT', stopAll)
process.once('SIGTERM', stopAll)
await Promise.race(children.map((c) => c.exited))
stopAll()
