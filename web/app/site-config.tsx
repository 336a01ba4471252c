import { createContext, type ReactNode, useContext } from 'react'

/** Owner profile values from the server's config, embedded in the page for the client. */
export interface SiteConfig {
  ownerName: string
  ownerFirstName: string
  ownerEmail: string
  linkedinUrl: string
  githubUrl: string
  siteUrl: string
}

const SiteConfigContext = createContext<SiteConfig | null>(null)

export function SiteConfigProvider({ value, children }: { value: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>
}

export function useSiteConfig(): SiteConfig {
  const value = useContext(SiteConfigContext)
  if (!value) throw new Error('useSiteConfig needs a SiteConfigProvider')
  return value
}
