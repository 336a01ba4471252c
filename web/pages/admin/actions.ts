import type { TSchema } from '@sinclair/typebox'
import { type ActionFunctionArgs, redirect } from 'react-router'
import { CommandInput } from '../../../src/shared/inputs/commands.ts'
import { IssueInput, ScheduleInput } from '../../../src/shared/inputs/newsletter-issues.ts'
import { ProjectInput } from '../../../src/shared/inputs/projects.ts'
import { NewReaderBody } from '../../../src/shared/inputs/readers.ts'
import { SiteInput } from '../../../src/shared/inputs/site.ts'
import { WorkExperienceInput } from '../../../src/shared/inputs/work-experiences.ts'
import { markdownImages, setImageAlt, setImageDecorative } from '../../../src/shared/newsletter-images.ts'
import {
  type ActionData,
  badRequest,
  callApi,
  failed,
  inBrowser,
  invalid,
  type Method,
  type RestCall,
  refused,
  type Success,
  submitForm,
  text,
  texts,
  unknownIntent,
  writeThrough,
} from '../../app/route-action.ts'
import { validateWith } from '../../components/ui/form-errors.ts'
import { COMMAND_INTENTS, commandToPayload, readCommandForm } from './command-form.ts'
import { MEDIA_INTENTS, MEDIA_UPLOADS } from './media-form.ts'
import { type IssueValues, issuePayload } from './newsletter/issue-form.ts'
import { formatSendTime, fromZonedInput } from './newsletter/schedule-time.ts'
import { isSettingsIntent, newsletterSettingsAction } from './newsletter/settings-actions.ts'
import type { AdminIssue, LibraryImage, ScheduleValues } from './newsletter/types.ts'
import { projectToPayload, readProjectForm } from './project-form.ts'
import { newReaderPayload, readerImportPath, readNewReaderForm } from './reader-form.ts'
import {
  editGreetings,
  REMOVE_IMAGE,
  readSiteForm,
  SITE_IMAGES,
  type SiteValues,
  siteToPayload,
  UPLOAD_IMAGE,
} from './site-form.ts'
import { readWorkForm, workToPayload } from './work-form.ts'

/*
 * The admin screens' route actions (docs/decisions/221-route-actions.md): each reads the posted form,
 * calls the REST endpoint the screen's writes always went to (in-process on the server, `fetch` in the
 * browser) and answers with the toast, or the failure's field errors; the router then loads the screen
 * again. The REST handler still checks who may write and what.
 */

/** The file a form sent without JavaScript (`file`), as the REST upload endpoint takes it (`field`). */
function fileForm(formData: FormData, field: string): FormData | null {
  const file = formData.get('file')
  if (!(file instanceof Blob) || file.size === 0) return null
  const body = new FormData()
  body.append(field, file)
  return body
}

/**
 * Descriptions typed without script: image N's (`imageAlt-N`, or `imageDecorative` = N), applied only
 * where the text still has the image the page showed at N (`imageUrl-N`).
 */
function withPostedDescriptions(formData: FormData, markdown: string): string {
  const decorative = new Set(texts(formData, 'imageDecorative'))
  return markdownImages(markdown).reduce((body, image, index) => {
    if (formData.get(`imageUrl-${index}`) !== image.url) return body
    const alt = formData.get(`imageAlt-${index}`)
    if (decorative.has(String(index)) || typeof alt !== 'string')
      return setImageDecorative(body, index, decorative.has(String(index)))
    return setImageAlt(body, index, alt)
  }, markdown)
}

/**
 * The composer's images as its form sends them without script: files to add at the end of the text
 * (`images`), a library image to add (`insertImage`, the picker's buttons), a feature image (a file,
 * `featureImage`, or an image of the text, `featureFromText`) or its removal. Files go to the media
 * library first, one by one, as the composer's uploads from script do; the text then names them.
 */
async function withPostedImages(
  context: ActionFunctionArgs['context'],
  formData: FormData,
  values: IssueValues,
): Promise<IssueValues> {
  const files = (name: string) =>
    formData.getAll(name).filter((file): file is File => file instanceof File && file.size > 0)
  const upload = async (file: File) => {
    const body = new FormData()
    body.append('image', file)
    return (await callApi<LibraryImage>(context, 'POST', '/api/newsletter/images', body)).url
  }
  const added = texts(formData, 'insertImage')
  for (const file of files('images')) added.push(await upload(file))
  const markdown = added.reduce(
    (body, url) => `${body.trimEnd()}${body.trim() ? '\n\n' : ''}![](${url})`,
    withPostedDescriptions(formData, values.markdown),
  )
  const [feature] = files('featureImage')
  const noFeature = { featureImageUrl: '', featureImageAlt: '', featureImageDecorative: false }
  const featureUrl = feature ? await upload(feature) : text(formData, 'featureFromText')
  if (featureUrl) return { ...values, markdown, ...noFeature, featureImageUrl: featureUrl }
  return { ...values, markdown, ...(text(formData, 'removeFeatureImage') === 'true' ? noFeature : {}) }
}

/** The record a row's form is about; ids are generated, so anything else is not one of ours. */
function idOf(formData: FormData): string | null {
  const id = text(formData, 'id')
  return /^[\w-]{1,64}$/.test(id) ? encodeURIComponent(id) : null
}

type Send<P> = (payload: P) => RestCall

/**
 * A record's Save: an update of `/api/{collection}/{id}` when the form names one, else a create (by
 * default a POST to `/api/{collection}`); its toasts name it `noun`.
 */
function saveRecord<V extends { id: string }, P>(
  context: ActionFunctionArgs['context'],
  formData: FormData,
  intent: string,
  record: {
    noun: string
    collection: string
    values: V
    toPayload: (values: V) => P
    schema: TSchema
    create?: Send<P>
    redirectOnUnauthorized: boolean
  },
) {
  const { noun, collection, values } = record
  const id = values.id === '' ? '' : idOf(formData)
  if (id === null) return badRequest(`No ${noun} given`)
  const verb = id ? 'update' : 'create'
  const create: Send<P> = record.create ?? (() => ({ method: 'POST', path: `/api/${collection}` }))
  return submitForm(context, {
    values,
    toPayload: record.toPayload,
    schema: record.schema,
    send: (payload) => (id ? { method: 'PUT', path: `/api/${collection}/${id}` } : create(payload)),
    success: { title: `${capitalised(noun)} ${verb}d successfully!` },
    title: `Failed to ${verb} ${noun}`,
    intent,
    redirectOnUnauthorized: record.redirectOnUnauthorized,
  })
}

const capitalised = (noun: string) => `${noun[0]!.toUpperCase()}${noun.slice(1)}`

/** A row's Delete: the record at `/api/{collection}/{id}`, its toasts naming it `noun`. */
function deleteRow(
  context: ActionFunctionArgs['context'],
  formData: FormData,
  intent: string,
  {
    collection,
    noun,
    redirectOnUnauthorized = true,
  }: { collection: string; noun: string; redirectOnUnauthorized?: boolean },
) {
  const id = idOf(formData)
  if (!id) return badRequest(`No ${noun} given`)
  return writeThrough(
    context,
    { method: 'DELETE', path: `/api/${collection}/${id}` },
    {
      success: { title: `${capitalised(noun)} deleted successfully!` },
      title: `Failed to delete ${noun}`,
      intent,
      redirectOnUnauthorized,
    },
  )
}

/**
 * /admin/site: the settings form (PUT /api/site), and removing a picture. The pictures upload on their
 * own, from script; only a browser without JavaScript posts the file here.
 */
export async function siteAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  if (intent === UPLOAD_IMAGE || intent === REMOVE_IMAGE) {
    const kind = text(formData, 'kind')
    if (kind !== 'avatar' && kind !== 'social') return badRequest(`No picture '${kind}'`)
    const image = SITE_IMAGES[kind]
    if (intent === UPLOAD_IMAGE) {
      const body = fileForm(formData, image.field)
      if (!body) return badRequest('Choose an image to upload first')
      return writeThrough(
        context,
        { method: 'POST', path: image.path, body },
        {
          success: { title: `${image.title} uploaded successfully!` },
          title: `Failed to upload ${image.noun}`,
          intent,
        },
      )
    }
    return writeThrough(
      context,
      { method: 'DELETE', path: image.path },
      {
        success: { title: `${image.title} removed` },
        title: `Failed to remove ${image.noun}`,
        intent: REMOVE_IMAGE,
      },
    )
  }
  const greetingEdit = text(formData, 'greetingEdit')
  if (greetingEdit) {
    // A greeting button pressed without script: the form comes back with the change, nothing saved.
    const values = readSiteForm(formData)
    return {
      ok: false,
      values: { ...values, greetings: editGreetings(values.greetings, greetingEdit) },
    } satisfies ActionData<SiteValues>
  }
  return submitForm(context, {
    values: readSiteForm(formData),
    toPayload: siteToPayload,
    schema: SiteInput,
    send: () => ({ method: 'PUT', path: '/api/site' }),
    success: { title: 'Site settings saved successfully!' },
    title: 'Failed to save site settings',
  })
}

/** /admin/inbox: mark a message handled or unread, or delete it. */
export async function inboxAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  const id = idOf(formData)
  if (!id) return badRequest('No message given')
  if (intent === 'mark') {
    const handled = text(formData, 'handled') === 'true'
    return writeThrough(
      context,
      { method: 'PUT', path: `/api/contact-messages/${id}`, body: { handled } },
      {
        success: { title: handled ? 'Message marked as handled' : 'Message marked as unread' },
        title: 'Failed to update message',
        intent,
        redirectOnUnauthorized: true,
      },
    )
  }
  if (intent === 'delete') {
    return deleteRow(context, formData, intent, { collection: 'contact-messages', noun: 'message' })
  }
  return unknownIntent(intent)
}

/**
 * /admin/subscribers: add a reader by hand, upload a CSV file to import (then its preview page), end a
 * reader's subscription, or delete the account. With JavaScript the upload goes from script instead,
 * for its progress bar (web/pages/admin/ReaderImport.tsx); this is the same upload without it.
 */
export async function subscribersAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  if (intent === 'add') {
    return submitForm(context, {
      values: readNewReaderForm(formData),
      toPayload: newReaderPayload,
      schema: NewReaderBody,
      send: () => ({ method: 'POST', path: '/api/readers' }),
      success: (added: { outcome: 'created' | 'subscribed' | 'already-subscribed'; message: string }) => ({
        title: added.outcome === 'already-subscribed' ? 'Already a reader' : 'Reader added',
        description: added.message,
      }),
      title: 'Failed to add the reader',
      intent,
      redirectOnUnauthorized: true,
    })
  }
  if (intent === 'import') {
    const file = formData.get('file')
    if (!(file instanceof Blob) || (file.size === 0 && !(file as File).name)) {
      return badRequest('Choose a CSV file to import first')
    }
    const body = new FormData()
    body.append('file', file)
    let upload: { id: number }
    try {
      upload = await callApi<{ id: number }>(context, 'POST', '/api/readers/imports', body)
    } catch (error) {
      return failed(error, { title: 'Failed to read the file', intent, redirectOnUnauthorized: true })
    }
    throw redirect(readerImportPath(upload.id), 303)
  }
  const id = idOf(formData)
  if (!id) return badRequest('No reader given')
  if (intent === 'end') {
    const username = text(formData, 'username')
    return writeThrough(
      context,
      { method: 'DELETE', path: `/api/readers/${id}/subscription` },
      {
        success: { title: 'Subscription ended', description: `${username} no longer gets the newsletter` },
        title: 'Failed to end subscription',
        intent,
        redirectOnUnauthorized: true,
      },
    )
  }
  if (intent === 'delete')
    return deleteRow(context, formData, intent, { collection: 'readers', noun: 'reader' })
  return unknownIntent(intent)
}

/** The counts' sentence in a toast: what a confirmed import did. */
const importedSummary = (result: { created: number; subscribed: number; alreadySubscribed: number }) =>
  `${result.created} added, ${result.subscribed} subscribed, ${result.alreadySubscribed} already readers. No email was sent.`

/**
 * /admin/subscribers/import/:id: confirm the previewed import (the page then says what it did), or
 * cancel it and go back to the list.
 */
export async function readerImportAction({ request, context, params }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? params.id! : null
  if (!id) return badRequest('No import given')
  if (intent === 'confirm') {
    return writeThrough(
      context,
      { method: 'POST', path: `/api/readers/imports/${id}/confirm` },
      {
        success: (done: { result: { created: number; subscribed: number; alreadySubscribed: number } }) => ({
          title: 'Readers imported',
          description: importedSummary(done.result),
        }),
        title: 'Failed to import readers',
        intent,
        redirectOnUnauthorized: true,
      },
    )
  }
  if (intent === 'cancel') {
    try {
      await callApi(context, 'DELETE', `/api/readers/imports/${id}`)
    } catch (error) {
      return failed(error, { title: 'Failed to cancel the import', intent, redirectOnUnauthorized: true })
    }
    throw redirect('/admin/subscribers', 303)
  }
  return unknownIntent(intent)
}

/**
 * /admin/work: create or update an entry (`save`; with an `id` it is an update), or delete one. Without
 * JavaScript the form is the page's inline one (?new=1, ?edit=ID); with it, the same form in a dialog.
 * Reordering is the Order field.
 */
export async function workAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  if (intent === 'save') {
    return saveRecord(context, formData, intent, {
      noun: 'work experience',
      collection: 'work-experiences',
      values: readWorkForm(formData),
      toPayload: workToPayload,
      schema: WorkExperienceInput,
      redirectOnUnauthorized: true,
    })
  }
  if (intent === 'delete') {
    return deleteRow(context, formData, intent, { collection: 'work-experiences', noun: 'work experience' })
  }
  return unknownIntent(intent)
}

/**
 * /admin/projects: create or update a project's details (`save`; with an `id` it is an update), or
 * delete it with its media and commands; add, update or delete one of its commands (COMMAND_INTENTS);
 * delete, remove or reorder its screenshots (MEDIA_INTENTS). Uploads go from script (XHR, for their
 * progress bar); only a browser without JavaScript posts its file here.
 */
export async function projectsAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  if (intent === COMMAND_INTENTS.save) {
    const values = readCommandForm(formData)
    if (!/^[1-9]\d{0,9}$/.test(values.projectId)) return badRequest('No project given')
    return saveRecord(context, formData, intent, {
      noun: 'command',
      collection: 'commands',
      values,
      toPayload: commandToPayload,
      schema: CommandInput,
      create: (payload) => ({
        method: 'POST',
        path: `/api/projects/${values.projectId}/commands`,
        body: { projectId: Number(values.projectId), ...payload },
      }),
      redirectOnUnauthorized: false,
    })
  }
  if (intent === COMMAND_INTENTS.delete) {
    return deleteRow(context, formData, intent, {
      collection: 'commands',
      noun: 'command',
      redirectOnUnauthorized: false,
    })
  }
  if (Object.values<string>(MEDIA_INTENTS).includes(intent)) return mediaAction(context, intent, formData)
  if (intent === 'save') {
    return saveRecord(context, formData, intent, {
      noun: 'project',
      collection: 'projects',
      values: readProjectForm(formData),
      toPayload: projectToPayload,
      schema: ProjectInput,
      redirectOnUnauthorized: true,
    })
  }
  if (intent === 'delete')
    return deleteRow(context, formData, intent, { collection: 'projects', noun: 'project' })
  return unknownIntent(intent)
}

/**
 * One of the project's media changes, on REST's media endpoints of the project: a screenshot's delete,
 * Remove All, a reorder, or (without JavaScript) an upload sent with the form.
 */
function mediaAction(context: ActionFunctionArgs['context'], intent: string, formData: FormData) {
  const id = idOf(formData)
  if (!id) return badRequest('No project given')
  const path = `/api/projects/${id}`
  // The spec's upload and screenshot failures name themselves even when the session has ended.
  const write = (call: Parameters<typeof writeThrough>[1], success: string, title: string) =>
    writeThrough(context, call, { intent, plainOnUnauthorized: true, success: { title: success }, title })
  if (intent === MEDIA_INTENTS.upload) {
    const kind = text(formData, 'kind')
    if (!Object.hasOwn(MEDIA_UPLOADS, kind)) return badRequest(`No upload '${kind}'`)
    const upload = MEDIA_UPLOADS[kind as keyof typeof MEDIA_UPLOADS]
    const body = fileForm(formData, upload.field)
    if (!body) return badRequest('Choose an image to upload first')
    return write(
      { method: 'POST', path: `${path}/${upload.path}`, body },
      `${upload.title} uploaded successfully!`,
      `Failed to upload ${upload.type}`,
    )
  }
  if (intent === MEDIA_INTENTS.reorder) {
    return write(
      {
        method: 'PUT',
        path: `${path}/reorder-screenshots`,
        body: { screenshotUrls: texts(formData, 'screenshotUrls') },
      },
      'Screenshots reordered successfully!',
      'Failed to reorder screenshots',
    )
  }
  if (intent === MEDIA_INTENTS.removeAll) {
    return write(
      { method: 'DELETE', path: `${path}/screenshots` },
      'All screenshots deleted successfully!',
      'Failed to delete all screenshots',
    )
  }
  const index = text(formData, 'index')
  if (!/^\d{1,4}$/.test(index)) return badRequest('No screenshot given')
  return write(
    { method: 'DELETE', path: `${path}/screenshots/${index}` },
    'Screenshot deleted successfully!',
    'Failed to delete screenshot',
  )
}

const issueCommand = (
  method: Method,
  path: string,
  success: Success<{ sentTo: string }>,
  failure: string,
) => ({ method, path, success, failure })

/**
 * The issue list's buttons: the REST call each makes on `/api/newsletter/issues/:id` (a path after it,
 * or the issue itself for delete), and what it says.
 */
const ISSUE_COMMANDS = {
  send: issueCommand('POST', '/send', { title: 'Sending started' }, 'Failed to send the issue'),
  pause: issueCommand('POST', '/pause', { title: 'Sending paused' }, 'Failed to pause the issue'),
  resume: issueCommand('POST', '/resume', { title: 'Sending resumed' }, 'Failed to resume the issue'),
  test: issueCommand(
    'POST',
    '/test',
    ({ sentTo }) => ({ title: 'Test email sent', description: `Sent to ${sentTo}` }),
    'Failed to send the test email',
  ),
  delete: issueCommand('DELETE', '', { title: 'Draft deleted' }, 'Failed to delete the draft'),
  unschedule: issueCommand(
    'DELETE',
    '/schedule',
    { title: 'Scheduled send cancelled', description: 'The issue stays a draft.' },
    'Failed to cancel the scheduled send',
  ),
  unpublish: issueCommand(
    'POST',
    '/unpublish',
    { title: 'Issue unpublished', description: 'It is gone from the archive and the feed.' },
    'Failed to unpublish the issue',
  ),
  publish: issueCommand(
    'POST',
    '/publish',
    { title: 'Issue published again', description: 'It is back in the archive and the feed.' },
    'Failed to publish the issue',
  ),
}

/**
 * /admin/newsletter: save an issue from the composer (`save`; with an `id` it is an update: a draft's,
 * or a sent issue's title, text and feature image, which the archive and the feed then show), schedule a
 * draft's send or move it (`schedule`); send, pause, resume, a test copy to the owner, deleting a draft,
 * cancelling its schedule, and taking a sent issue off the site or putting it back (ISSUE_COMMANDS); the
 * welcome email and the topics (settings-actions.ts). The REST handler checks who may do any of it.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  if (intent === 'schedule') {
    const values: ScheduleValues = {
      id: text(formData, 'id'),
      sendAt: text(formData, 'sendAt'),
      timeZone: text(formData, 'timeZone'),
      sendAtLocal: text(formData, 'sendAtLocal'),
    }
    const id = idOf(formData)
    if (!id) return badRequest('No issue given')
    // Without script the browser did not turn the date and time into an instant: read them in the zone picked.
    const payload = { sendAt: values.sendAt || fromZonedInput(values.sendAtLocal, values.timeZone) }
    const fieldErrors =
      !values.sendAt && values.sendAtLocal && !payload.sendAt
        ? { sendAt: `Pick a date and a time that exist in ${values.timeZone || 'the time zone'}` }
        : validateWith(ScheduleInput, payload)
    if (Object.keys(fieldErrors).length > 0) return invalid(intent, fieldErrors, values)
    return writeThrough(
      context,
      { method: 'PUT', path: `/api/newsletter/issues/${id}/schedule`, body: payload },
      {
        success: (saved: AdminIssue) => ({
          title: 'Issue scheduled',
          description: `It goes out on ${formatSendTime(saved.scheduledAt ?? values.sendAt, values.timeZone || 'UTC')}.`,
        }),
        title: 'Failed to schedule the issue',
        intent,
        values,
      },
    )
  }
  if (intent === 'save') {
    const values: IssueValues = {
      id: text(formData, 'id'),
      title: text(formData, 'title'),
      markdown: text(formData, 'markdown'),
      topics: texts(formData, 'topics'),
      featureImageUrl: text(formData, 'featureImageUrl'),
      featureImageAlt: text(formData, 'featureImageAlt'),
      featureImageDecorative: text(formData, 'featureImageDecorative') === 'true',
    }
    const id = values.id === '' ? '' : idOf(formData)
    if (id === null) return badRequest('No issue given')
    let posted: IssueValues
    try {
      posted = await withPostedImages(context, formData, values)
    } catch (error) {
      return failed(error, { title: 'Failed to upload image', intent, values })
    }
    // Checked after the uploads: an image can be all the text, and one uploaded stays in the library
    // (and in the text sent back) when another field is refused.
    const payload = issuePayload(posted)
    const invalidIssue = refused(IssueInput, payload, intent, posted)
    if (invalidIssue) return invalidIssue
    let saved: AdminIssue
    try {
      saved = await callApi<AdminIssue>(
        context,
        id ? 'PUT' : 'POST',
        id ? `/api/newsletter/issues/${id}` : '/api/newsletter/issues',
        payload,
      )
    } catch (error) {
      return failed(error, { title: 'Failed to save the issue', intent, values: posted })
    }
    // Without script a new draft opens in the composer at its own address, images and all, so the
    // next save updates it instead of starting another; `saved` has the page say so.
    if (!id && !inBrowser()) throw redirect(`/admin/newsletter?edit=${saved.id}&saved`, 303)
    return {
      ok: true,
      intent,
      toast:
        saved.status === 'draft'
          ? { title: 'Draft saved' }
          : {
              title: 'Issue updated',
              description: 'The archive and the feed show the change; mails already sent stay as they were.',
            },
    } satisfies ActionData
  }
  // Own keys only: an intent such as `constructor` is no command.
  const command = Object.hasOwn(ISSUE_COMMANDS, intent)
    ? ISSUE_COMMANDS[intent as keyof typeof ISSUE_COMMANDS]
    : null
  if (command) {
    const id = idOf(formData)
    if (!id) return badRequest('No issue given')
    return writeThrough(
      context,
      { method: command.method, path: `/api/newsletter/issues/${id}${command.path}` },
      { success: command.success, title: command.failure, intent },
    )
  }
  // The welcome email and the topics (docs/decisions/235).
  if (isSettingsIntent(intent)) return newsletterSettingsAction(context, intent, formData)
  return unknownIntent(intent)
}
