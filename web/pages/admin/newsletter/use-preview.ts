import { useEffect, useState } from 'react'
import { apiRequest } from '../../../lib/api.ts'

/** Time after the last keystroke before the preview asks the server again. */
const PREVIEW_DELAY_MS = 400

/** Nothing saved yet: an empty text, an empty preview. */
const NOTHING_SAVED = { markdown: '', html: '' }

/**
 * The Markdown's preview, rendered by the server's code (the only renderer). The saved text's comes
 * from the loader, so it shows at once and without JavaScript; with script it follows the typing,
 * asked for after a pause.
 */
export function usePreview(markdown: string, saved: { markdown: string; html: string } = NOTHING_SAVED) {
  const [state, setState] = useState({ html: saved.html, failed: false })
  useEffect(() => {
    if (markdown === saved.markdown) {
      setState({ html: saved.html, failed: false })
      return
    }
    let current = true
    const timer = setTimeout(() => {
      apiRequest<{ html: string }>('POST', '/api/newsletter/issues/preview', { markdown })
        .then((result) => current && setState({ html: result.html, failed: false }))
        .catch(() => current && setState((s) => ({ ...s, failed: true })))
    }, PREVIEW_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [markdown, saved.markdown, saved.html])
  return state
}
