/** The project dialog's media changes, posted to the Projects screen's action (projectsAction). */
export const MEDIA_INTENTS = {
  delete: 'delete-screenshot',
  removeAll: 'remove-screenshots',
  reorder: 'reorder-screenshots',
  /** A file sent with the form, without JavaScript (with it, uploads go from script for their progress). */
  upload: 'upload-media',
} as const

/** What each upload is called, and the REST endpoint and form field that take its file. */
export const MEDIA_UPLOADS = {
  icon: { type: 'icon', title: 'Icon', field: 'icon', path: 'upload-icon' },
  hero: { type: 'hero image', title: 'Hero Image', field: 'hero', path: 'upload-hero' },
  screenshots: {
    type: 'screenshots',
    title: 'Screenshots',
    field: 'screenshots',
    path: 'upload-screenshots',
  },
} as const

export type MediaUpload = keyof typeof MEDIA_UPLOADS
