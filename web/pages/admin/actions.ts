import { type ActionFunctionArgs, data } from 'react-router'
import { ProjectInput } from '../../../src/shared/inputs/projects.ts'
import { SiteInput } from '../../../src/shared/inputs/site.ts'
import { WorkExperienceInput } from '../../../src/shared/inputs/work-experiences.ts'
import { type ActionData, callApi, failed, submitForm, succeeded, text } from '../../app/route-action.ts'
import { projectToPayload, readProjectForm } from './project-form.ts'
import { readSiteForm, siteToPayload } from './site-form.ts'
import { readWorkForm, workToPayload } from './work-form.ts'

/*
 * The admin screens' route actions (docs/decisions/221-route-actions.md): each reads the posted form,
 * calls the REST endpoint the screen's writes always went to (in-process on the server, `fetch` in the
 * browser) and answers with the toast, or the failure's field errors; the router then loads the screen
 * again. The REST handler still checks who may write and what.
 */

/** A form that names no action the screen knows (or an id that cannot be one): nothing is sent. */
const badForm = (message: string) =>
  data<ActionData>(
    { ok: false, toast: { title: 'Bad request', description: message, variant: 'destructive' } },
    { status: 400 },
  )

/** The record a row's form is about; ids are generated, so anything else is not one of ours. */
function idOf(formData: FormData): string | null {
  const id = text(formData, 'id')
  return /^[\w-]{1,64}$/.test(id) ? encodeURIComponent(id) : null
}

/** /admin/site: the settings form (PUT /api/site). The pictures upload on their own, from script. */
export async function siteAction({ request, context }: ActionFunctionArgs) {
  return submitForm(context, {
    values: readSiteForm(await request.formData()),
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
  if (!id) return badForm('No message given')
  if (intent === 'mark') {
    const handled = text(formData, 'handled') === 'true'
    try {
      await callApi(context, 'PUT', `/api/contact-messages/${id}`, { handled })
    } catch (error) {
      return failed(error, { title: 'Failed to update message', intent, redirectOnUnauthorized: true })
    }
    return succeeded({ title: handled ? 'Message marked as handled' : 'Message marked as unread' }, intent)
  }
  if (intent === 'delete') {
    try {
      await callApi(context, 'DELETE', `/api/contact-messages/${id}`)
    } catch (error) {
      return failed(error, { title: 'Failed to delete message', intent, redirectOnUnauthorized: true })
    }
    return succeeded({ title: 'Message deleted successfully!' }, intent)
  }
  return badForm(`Unknown action '${intent}'`)
}

/** /admin/subscribers: end a reader's subscription, or delete the account. */
export async function subscribersAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  const id = idOf(formData)
  if (!id) return badForm('No reader given')
  if (intent === 'end') {
    try {
      await callApi(context, 'DELETE', `/api/readers/${id}/subscription`)
    } catch (error) {
      return failed(error, { title: 'Failed to end subscription', intent, redirectOnUnauthorized: true })
    }
    const username = text(formData, 'username')
    return succeeded(
      { title: 'Subscription ended', description: `${username} no longer gets the newsletter` },
      intent,
    )
  }
  if (intent === 'delete') {
    try {
      await callApi(context, 'DELETE', `/api/readers/${id}`)
    } catch (error) {
      return failed(error, { title: 'Failed to delete reader', intent, redirectOnUnauthorized: true })
    }
    return succeeded({ title: 'Reader deleted successfully!' }, intent)
  }
  return badForm(`Unknown action '${intent}'`)
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
    const values = readWorkForm(formData)
    const id = values.id === '' ? '' : idOf(formData)
    if (id === null) return badForm('No work experience given')
    const verb = id ? 'update' : 'create'
    return submitForm(context, {
      values,
      toPayload: workToPayload,
      schema: WorkExperienceInput,
      send: () =>
        id
          ? { method: 'PUT', path: `/api/work-experiences/${id}` }
          : { method: 'POST', path: '/api/work-experiences' },
      success: { title: `Work experience ${verb}d successfully!` },
      title: `Failed to ${verb} work experience`,
      intent,
      redirectOnUnauthorized: true,
    })
  }
  if (intent === 'delete') {
    const id = idOf(formData)
    if (!id) return badForm('No work experience given')
    try {
      await callApi(context, 'DELETE', `/api/work-experiences/${id}`)
    } catch (error) {
      return failed(error, {
        title: 'Failed to delete work experience',
        intent,
        redirectOnUnauthorized: true,
      })
    }
    return succeeded({ title: 'Work experience deleted successfully!' }, intent)
  }
  return badForm(`Unknown action '${intent}'`)
}

/**
 * /admin/projects: create or update a project's details (`save`; with an `id` it is an update), or
 * delete it with its media and commands. Media and commands save from script (uploads need XHR for
 * their progress bar) and are not posted here.
 */
export async function projectsAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const intent = text(formData, 'intent')
  if (intent === 'save') {
    const values = readProjectForm(formData)
    const id = values.id === '' ? '' : idOf(formData)
    if (id === null) return badForm('No project given')
    const verb = id ? 'update' : 'create'
    return submitForm(context, {
      values,
      toPayload: projectToPayload,
      schema: ProjectInput,
      send: () =>
        id ? { method: 'PUT', path: `/api/projects/${id}` } : { method: 'POST', path: '/api/projects' },
      success: { title: `Project ${verb}d successfully!` },
      title: `Failed to ${verb} project`,
      intent,
      redirectOnUnauthorized: true,
    })
  }
  if (intent === 'delete') {
    const id = idOf(formData)
    if (!id) return badForm('No project given')
    try {
      await callApi(context, 'DELETE', `/api/projects/${id}`)
    } catch (error) {
      return failed(error, { title: 'Failed to delete project', intent, redirectOnUnauthorized: true })
    }
    return succeeded({ title: 'Project deleted successfully!' }, intent)
  }
  return badForm(`Unknown action '${intent}'`)
}
