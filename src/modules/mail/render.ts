import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

export interface RenderedMail {
  html: string
  text: string
}

/** One render: the text part is derived from the HTML, so both always say the same thing. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
