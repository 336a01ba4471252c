import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

export interface RenderedMail {
  html: string
  text: string
}

interface TextBuilder {
  addInline(text: string, options?: { noWordTransform?: boolean }): void
}

/**
 * An image in the text part, as `[Image: alt text] https://…`: react-email's default drops images,
 * and a reader of the text part (or a screen reader on it) would not know one was there.
 */
function imageAsText(elem: { attribs?: Record<string, string> }, _walk: unknown, builder: TextBuilder) {
  // The open pixel of an issue (decision 238) is no image anyone reads.
  if (elem.attribs?.['data-open-pixel'] !== undefined) return
  const alt = elem.attribs?.alt?.trim()
  const src = elem.attribs?.src?.trim()
  const label = alt ? `[Image: ${alt}]` : '[Image]'
  builder.addInline(src ? `${label} ${src}` : label, { noWordTransform: true })
}

const TEXT_OPTIONS = {
  formatters: { imageAsText },
  // Later selectors replace react-email's own for the same element (its `img` is `skip`).
  selectors: [{ selector: 'img', format: 'imageAsText' }],
}

/** One render: the text part is derived from the HTML, so both always say the same thing. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element)
  return { html, text: toPlainText(html, TEXT_OPTIONS) }
}
