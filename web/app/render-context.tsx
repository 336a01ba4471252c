import { createContext, type ReactNode, useContext, useEffect } from 'react'

export interface HeadData {
  title: string
  description: string
  image?: string | undefined
}

/** Filled while the server renders: what the page wants in <head> and as the HTTP status. */
export interface RenderRecord {
  status: number
  head: HeadData
}

const RenderRecordContext = createContext<RenderRecord | null>(null)

export function RenderRecordProvider({
  value,
  children,
}: {
  value: RenderRecord | null
  children: ReactNode
}) {
  return <RenderRecordContext.Provider value={value}>{children}</RenderRecordContext.Provider>
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!content) {
    el?.remove()
    return
  }
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    document.head.append(el)
  }
  el.content = content
}

/**
 * Declares the page's title, description and Open Graph image. The server writes them into <head>;
 * in the browser they are applied after client-side navigation.
 */
export function PageMeta({ title, description, image }: HeadData) {
  const record = useContext(RenderRecordContext)
  if (record) record.head = { title, description, image }
  useEffect(() => {
    document.title = title
    setMeta('name', 'description', description)
    setMeta('property', 'og:title', title)
    setMeta('property', 'og:description', description)
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).href : undefined)
  }, [title, description, image])
  return null
}

/** Sets the HTTP status of a server-rendered page (e.g. 404 for a missing project). */
export function HttpStatus({ code }: { code: number }) {
  const record = useContext(RenderRecordContext)
  if (record) record.status = code
  return null
}
