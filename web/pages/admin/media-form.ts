/** The project dialog's screenshot changes, posted to the Projects screen's action (projectsAction). */
export const MEDIA_INTENTS = {
  delete: 'delete-screenshot',
  removeAll: 'remove-screenshots',
  reorder: 'reorder-screenshots',
} as const

/** The form one of them posts: the intent, the project's id and its own fields (repeated for a list). */
export function mediaForm(
  intent: string,
  projectId: string,
  fields: Record<string, string | readonly string[]>,
): FormData {
  const form = new FormData()
  form.set('intent', intent)
  form.set('id', projectId)
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === 'string' ? [value] : value) form.append(name, item)
  }
  return form
}
