import type { TSchema } from '@sinclair/typebox'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useActionData, useNavigate, useNavigation } from 'react-router'
import styled from 'styled-components'
import type { ActionData } from '../../app/route-action.ts'
import { useHydrated } from '../../lib/browser-env.ts'
import { type ToastOptions, useToast } from '../toast/Toaster.tsx'
import { type FieldErrors, validateWith } from './form-errors.ts'

/** The delay before an unauthorized write's redirect to sign in (docs/spec.md §9). */
const SIGN_IN_DELAY_MS = 1000

const Notice = styled.p<{ $failed: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $failed }) => ($failed ? theme.colors.dangerWash : theme.colors.successWash)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/**
 * The action's answer once the loaders have read the changed data again: an editor closing earlier would
 * show the old values. The toast must not wait (a revalidation that redirects drops the answer).
 */
export function useSettledActionData<V = unknown>(): ActionData<V> | undefined {
  const answer = useActionData() as ActionData<V> | undefined
  return useNavigation().state === 'idle' ? answer : undefined
}

/**
 * What the action said about the last form sent: its toast, or without JavaScript a notice in the page.
 * `before`: what an action said before the redirect that led here, shown until the next answer.
 */
export function ActionFeedback({ intent, before }: { intent?: string; before?: ToastOptions }) {
  const routeData = useActionData() as ActionData | undefined
  // On a page with several forms, each shows only what was said about it.
  const answer = intent === undefined || routeData?.intent === intent ? routeData : undefined
  const hydrated = useHydrated()
  const { toast } = useToast()
  const navigate = useNavigate()
  const shown = useRef<ActionData | undefined>(undefined)

  useEffect(() => {
    if (!answer || shown.current === answer) return
    shown.current = answer
    if (answer.toast) toast(answer.toast)
    if (answer.redirectTo) navigate(answer.redirectTo)
    if (!answer.signIn) return
    const timer = setTimeout(() => navigate('/auth'), SIGN_IN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [answer, toast, navigate])

  const said = routeData ? answer?.toast : before
  if (hydrated || !said) return null
  const { title, description } = said
  const failed = answer !== undefined && !answer.ok
  return (
    <Notice role={failed ? 'alert' : 'status'} $failed={failed}>
      <strong>{title}</strong>
      {description ? ` ${description}` : null}
    </Notice>
  )
}

const intentOf = (formData: FormData | undefined) => {
  const value = formData?.get('intent')
  return typeof value === 'string' ? value : undefined
}

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V]

export interface RouteFormOptions<V, P> {
  /** The form's values from the loader's data (the action's answer brings back what was sent). */
  initial: () => V
  /** The REST handler's TypeBox schema for the payload: the browser checks it before sending. */
  schema: TSchema
  toPayload: (values: V) => P
  /** Prefix of the fields' ids. */
  idPrefix: string
  /** The `intent` the form sends when its screen has several forms. */
  intent?: string
  /** Whether the answer's values are this form's, where one form edits any of several records. */
  matches?: (values: V) => boolean
}

/**
 * A form that posts to its route's action (working without JavaScript too): controlled values, the schema
 * checked before sending, the action's field errors, and a sending flag while the action runs.
 */
export function useRouteForm<V extends object, P>(options: RouteFormOptions<V, P>) {
  const answer = useActionData() as ActionData<V> | undefined
  const mine =
    answer &&
    answer.intent === options.intent &&
    (!options.matches || (answer.values !== undefined && options.matches(answer.values)))
      ? answer
      : undefined
  const navigation = useNavigation()
  const [values, setValues] = useState<V>(() => mine?.values ?? options.initial())
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null)
  const errors = browserErrors ?? mine?.fieldErrors ?? {}

  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value }))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateWith(options.schema, options.toPayload(values))
    if (Object.keys(found).length > 0) {
      event.preventDefault()
      setBrowserErrors(found)
    } else setBrowserErrors(null)
  }

  return {
    values,
    set,
    setValues,
    errors,
    // Until the page has the saved data back (the loading after a submission carries its form data).
    sending: navigation.state !== 'idle' && intentOf(navigation.formData) === options.intent,
    /** Props for the `<Form>`: it posts, and is checked first. */
    form: { method: 'post' as const, noValidate: true, onSubmit },
    /** Props for a <Field>: its id and its error. */
    field: (key: keyof V & string) => ({ id: `${options.idPrefix}-${key}`, error: errors[key] }),
    /** Props for a text control inside that Field, named as the action reads it. */
    bind: (key: TextKeys<V> & string) => ({
      name: key,
      value: values[key] as string,
      onChange: (value: string) => set(key, value as V[typeof key]),
    }),
  }
}
