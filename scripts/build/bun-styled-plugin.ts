import { plugin } from 'bun'
import { addStyledComponentIds, STYLED_FILE_FILTER } from './styled-ids.ts'

// Same component ids on the server (Bun) as in the Vite client bundle; see styled-ids.ts.
plugin({
  name: 'styled-component-ids',
  setup(build) {
    build.onLoad({ filter: STYLED_FILE_FILTER }, async ({ path }) => ({
      contents: addStyledComponentIds(await Bun.file(path).text(), path),
      loader: 'tsx',
    }))
  },
})
