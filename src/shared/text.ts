import { type StringOptions, Type as t } from '@sinclair/typebox'

/**
 * The one rule for text in every body (docs/decisions/083): C0 control characters and DEL are refused,
 * except tab, line feed and carriage return. PostgreSQL cannot store NUL in text at all, and the others
 * only ever arrive by mistake or as an attack on whatever displays the text later.
 */
export const CONTROL_RANGE = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F'
export const CONTROL_CHARACTER = new RegExp(`[${CONTROL_RANGE}]`)
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters (tab and line breaks are fine)'

/** Any text; `required` adds "at least one non-space character". Lengths and errors as for t.String. */
export const Text = (options: StringOptions & { required?: boolean } = {}) => {
  const { required, ...rest } = options
  return t.String({
    ...rest,
    pattern: required ? `^(?=[\\s\\S]*\\S)[^${CONTROL_RANGE}]*$` : `^[^${CONTROL_RANGE}]*$`,
  })
}
