/** Date and time in UTC and one locale, so the server's HTML and the hydrated page say the same. */
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

export const formatDateTime = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`
