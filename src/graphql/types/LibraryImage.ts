import type { LibraryUpload } from '../../modules/media/service.ts'
import { libraryImages } from '../../modules/media/service.ts'
import { builder } from '../builder.ts'
import { AdminRef } from './Admin.ts'

const LibraryImageRef = builder.objectRef<LibraryUpload>('LibraryImage').implement({
  description: 'An image of the media library, which a newsletter issue can show.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Its address, /media/<sha256>.<ext>.' }),
    width: t.exposeInt('width', { nullable: true, description: 'Width in pixels; null if unknown.' }),
    height: t.exposeInt('height', { nullable: true, description: 'Height in pixels; null if unknown.' }),
  }),
})

builder.objectFields(AdminRef, (t) => ({
  mediaLibrary: t.field({
    type: [LibraryImageRef],
    description: "The media library's images, newest first (at most 500): the composer's picker.",
    resolve: (_admin, _args, ctx) => libraryImages(ctx.deps.sql),
  }),
}))
