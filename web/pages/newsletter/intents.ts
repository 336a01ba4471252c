import { DEFAULT_FREQUENCY, type Frequency } from '../../../src/shared/enums.ts'

// What the forms share with their actions (actions.ts), so a page's form does not load the actions' code.

/** The email-only subscribe form's intent. */
export const JOIN = 'join'
/** "Email me a sign-in link". */
export const SIGN_IN_LINK = 'sign-in-link'
/** The button on the page behind a mailed sign-in link. */
export const USE_SIGN_IN_LINK = 'use-sign-in-link'

export const EMPTY_JOIN = { email: '', frequency: DEFAULT_FREQUENCY as string }
export type JoinValues = typeof EMPTY_JOIN

export const joinPayload = (values: JoinValues) => ({
  email: values.email.trim(),
  frequency: values.frequency as Frequency,
})
