import type { TopicInput } from '../../../../src/shared/inputs/newsletter-topics.ts'
import type { WelcomeInput } from '../../../../src/shared/inputs/newsletter-welcome.ts'

/** The Newsletter screen's welcome email and topic forms, as they post to its action (actions.ts). */
export const WELCOME_INTENT = 'welcome'
export const TOPIC_INTENTS = {
  add: 'add-topic',
  rename: 'rename-topic',
  retire: 'retire-topic',
  restore: 'restore-topic',
} as const

export interface WelcomeValues {
  enabled: boolean
  subject: string
  markdown: string
}

/** PUT /api/newsletter/welcome's body, checked with the handler's own schema first. */
export const welcomePayload = (values: WelcomeValues): WelcomeInput => ({
  enabled: values.enabled,
  subject: values.subject.trim(),
  markdown: values.markdown,
})

/** A rename names its topic (`id`); a new topic has only its name. */
export interface TopicNameValues {
  id: string
  name: string
}

export const topicPayload = (values: { name: string }): TopicInput => ({ name: values.name.trim() })

/** The open pixel switch's form (decision 238). */
export const OPEN_PIXEL_INTENT = 'open-pixel'
