import type { ActionFunctionArgs } from 'react-router'
import { TopicInput } from '../../../../src/shared/inputs/newsletter-topics.ts'
import { WelcomeInput } from '../../../../src/shared/inputs/newsletter-welcome.ts'
import { badRequest, submitForm, text, writeThrough } from '../../../app/route-action.ts'
import {
  OPEN_PIXEL_INTENT,
  TOPIC_INTENTS,
  topicPayload,
  WELCOME_INTENT,
  type WelcomeValues,
  welcomePayload,
} from './settings-form.ts'

type Context = ActionFunctionArgs['context']

const INTENTS: readonly string[] = [WELCOME_INTENT, OPEN_PIXEL_INTENT, ...Object.values(TOPIC_INTENTS)]

/** Whether a form the Newsletter screen's action received is one of these (docs/decisions/221). */
export const isSettingsIntent = (intent: string) => INTENTS.includes(intent)

/** Topic ids are generated integers: anything else names no topic and is not sent on. */
const topicId = (formData: FormData) => {
  const id = text(formData, 'id')
  return /^[1-9]\d{0,9}$/.test(id) ? id : null
}

/** The welcome email (`welcome`) and the topics (`add-topic`, `rename-topic`, `retire-topic`, `restore-topic`). */
export async function newsletterSettingsAction(context: Context, intent: string, formData: FormData) {
  if (intent === OPEN_PIXEL_INTENT) {
    const openPixel = text(formData, 'openPixel') === 'true'
    return writeThrough(
      context,
      { method: 'PUT', path: '/api/newsletter/tracking', body: { openPixel } },
      {
        success: {
          title: openPixel ? 'Open pixel on' : 'Open pixel off',
          description: openPixel ? 'Issues sent from now on count opens.' : 'Issues carry no open pixel.',
        },
        title: 'Failed to save the open pixel setting',
        intent,
      },
    )
  }
  if (intent === WELCOME_INTENT) {
    const values: WelcomeValues = {
      enabled: text(formData, 'enabled') === 'true',
      subject: text(formData, 'subject'),
      markdown: text(formData, 'markdown'),
    }
    return submitForm(context, {
      values,
      toPayload: welcomePayload,
      schema: WelcomeInput,
      send: () => ({ method: 'PUT', path: '/api/newsletter/welcome' }),
      success: {
        title: 'Welcome email saved',
        description: values.enabled ? 'New readers get it once.' : 'New readers do not get it.',
      },
      title: 'Failed to save the welcome email',
      intent,
    })
  }
  if (intent === TOPIC_INTENTS.add) {
    const name = text(formData, 'name')
    return submitForm(context, {
      values: { name },
      toPayload: topicPayload,
      schema: TopicInput,
      send: () => ({ method: 'POST', path: '/api/newsletter/topics' }),
      success: { title: 'Topic added', description: `Readers can now choose ${name.trim()}.` },
      title: 'Failed to add the topic',
      intent,
    })
  }
  const id = topicId(formData)
  if (!id) return badRequest('No topic given')
  if (intent === TOPIC_INTENTS.rename) {
    const name = text(formData, 'name')
    return submitForm(context, {
      values: { id, name },
      toPayload: topicPayload,
      schema: TopicInput,
      send: () => ({ method: 'PUT', path: `/api/newsletter/topics/${id}` }),
      success: { title: 'Topic renamed', description: "Readers' and issues' choices follow the new name." },
      title: 'Failed to rename the topic',
      intent,
    })
  }
  const retire = intent === TOPIC_INTENTS.retire
  return writeThrough(
    context,
    { method: 'POST', path: `/api/newsletter/topics/${id}/${retire ? 'retire' : 'restore'}` },
    {
      success: retire
        ? {
            title: 'Topic retired',
            description: 'It is no longer offered; readers and issues that have it keep it.',
          }
        : { title: 'Topic offered again' },
      title: retire ? 'Failed to retire the topic' : 'Failed to offer the topic again',
      intent,
    },
  )
}
