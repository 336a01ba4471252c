/**
 * The Subscribers tab's search, shared by the tab (it filters the loaded list as the admin types) and the
 * server (the CSV export of what the tab shows): a case-insensitive substring of username or e-mail.
 */
export function readerMatches(reader: { username: string; email: string | null }, search: string): boolean {
  const needle = search.trim().toLowerCase()
  if (needle === '') return true
  return (
    reader.username.toLowerCase().includes(needle) || (reader.email?.toLowerCase().includes(needle) ?? false)
  )
}
