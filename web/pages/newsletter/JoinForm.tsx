import styled from 'styled-components'
import { JoinBody } from '../../../src/shared/inputs/newsletter.ts'
import { FrequencyChoice } from '../../components/newsletter/FrequencyChoice.tsx'
import { Field, Input } from '../../components/ui/Field.tsx'
import { useRouteForm } from '../../components/ui/route-form.tsx'
import { AlertBox, DoneBox, Form, Submit, useAnswerInPlace } from '../auth/form-kit.tsx'
import { EMPTY_JOIN, JOIN, joinPayload } from './intents.ts'

/** The address and its button side by side where there is room, as a one-line sign-up usually is. */
const AddressRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr auto;
  }
`

/**
 * Subscribe with an address alone (docs/decisions/233): the answer replaces the form and reads the same
 * whether or not the address already has an account.
 */
export function JoinForm() {
  const form = useRouteForm({
    idPrefix: 'join',
    intent: JOIN,
    initial: () => EMPTY_JOIN,
    schema: JoinBody,
    toPayload: joinPayload,
  })
  const { done, failure } = useAnswerInPlace(JOIN, form.sending)
  if (done) return <DoneBox role="status">{done}</DoneBox>
  return (
    <Form {...form.form} aria-label="Subscribe by email">
      <input type="hidden" name="intent" value={JOIN} />
      {failure ? <AlertBox role="alert">{failure}</AlertBox> : null}
      <AddressRow>
        <Field {...form.field('email')} label="Your email">
          <Input
            {...form.bind('email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            placeholder="you@example.com"
          />
        </Field>
        <Submit label="Subscribe" busy="Subscribing..." sending={form.sending} />
      </AddressRow>
      <FrequencyChoice
        idPrefix="join"
        value={form.values.frequency}
        onChange={(frequency) => form.set('frequency', frequency)}
        error={form.errors.frequency}
      />
    </Form>
  )
}
