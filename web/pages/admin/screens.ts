/** The admin panel's screens, in the order of its tab strip; /admin opens the first. */
export const ADMIN_SCREENS = [
  { path: 'projects', label: 'Projects' },
  { path: 'work', label: 'Work Experience' },
  { path: 'site', label: 'Site' },
  { path: 'inbox', label: 'Inbox' },
  { path: 'subscribers', label: 'Subscribers' },
  { path: 'newsletter', label: 'Newsletter' },
  { path: 'outbox', label: 'Outbox' },
  { path: 'mail', label: 'Mail log' },
  { path: 'insights', label: 'Insights' },
] as const
