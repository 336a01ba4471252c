import { type ReactNode, useEffect, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import styled from 'styled-components'
import type { DashboardQuery, TopicFieldsFragment } from '../../../schema/generated/graphql.ts'
import { DEFAULT_FREQUENCY, FREQUENCY_LABELS } from '../../../src/shared/enums.ts'
import { type Preferences, SubscribeBody } from '../../../src/shared/inputs/newsletter.ts'
import type { Subscription } from '../../../src/shared/models/newsletter.ts'
import { FrequencyChoice } from '../../components/newsletter/FrequencyChoice.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { Disclosure, useScriptedUnlessOpened } from '../../components/ui/Disclosure.tsx'
import { FieldError } from '../../components/ui/Field.tsx'
import { useRouteForm, useSettledActionData } from '../../components/ui/route-form.tsx'
import { useHydrated } from '../../lib/browser-env.ts'
import { formatDate } from '../../lib/session.ts'
import { Submit } from '../auth/form-kit.tsx'
import { DASHBOARD_INTENTS as I, subscribeBody } from './actions.ts'
import { Actions, Badge, Panel, PanelTitle } from './panel.tsx'

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Row = styled(Actions)`
  margin-top: ${({ theme }) => theme.space(5)};
`

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Chip = styled.li`
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`

/** The sign-up's frequency group, with its legend set as this form's other one (Topics). */
const Frequency = styled(FrequencyChoice)`
  margin-bottom: ${({ theme }) => theme.space(5)};
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: inherit;
  }
`

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`

/**
 * Native radio buttons and check boxes for everyone, as the admin's (docs/decisions/221): they work
 * before and without script, and no switch at hydration drops a choice made before it.
 */
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input {
    width: 1.125rem;
    height: 1.125rem;
    flex: none;
    margin: 0;
    cursor: pointer;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`

/** A form that is only its button (and the hidden fields that say what it does). */
const ButtonForm = styled(Form)`
  display: contents;
`

function IntentButton({
  intent,
  preferences,
  variant,
  children,
}: {
  intent: string
  /** Sent along (Subscribe keeps an ended subscription's preferences). */
  preferences?: Preferences
  variant: 'primary' | 'danger'
  children: ReactNode
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <ButtonForm method="post">
      <input type="hidden" name="intent" value={intent} />
      {preferences ? <input type="hidden" name="frequency" value={preferences.frequency} /> : null}
      {preferences?.topics.map((topic) => (
        <input key={topic} type="hidden" name="topics" value={topic} />
      ))}
      <Button type="submit" $variant={variant} disabled={busy}>
        {children}
      </Button>
    </ButtonForm>
  )
}

/**
 * The topics a reader can tick: those the owner offers, then any retired one the reader still follows
 * (shown as no longer offered, so it can be dropped; it cannot be ticked again once dropped).
 */
export function choosableTopics(
  all: DashboardQuery['newsletterTopics'],
  subscription: DashboardQuery['newsletterSubscription'],
): TopicFieldsFragment[] {
  const chosen = subscription?.preferences.topics ?? []
  return [...all.filter((t) => !t.retired), ...all.filter((t) => t.retired && chosen.includes(t.slug))]
}

interface Props {
  /** The reader's subscription as the dashboard's loader read it; null before it has loaded. */
  subscription: Subscription | null
  /** The check boxes: see choosableTopics. */
  topics: readonly TopicFieldsFragment[]
  /** Shows the loading state instead of the card (while the subscription is read). */
  loading?: boolean
}

/**
 * Newsletter states of docs/spec.md §4: loading, not subscribed, active (view and edit); and pending, while
 * a double opt-in subscription waits for its confirmation link (with a resend button).
 */
export function NewsletterCard({ subscription, topics, loading = false }: Props) {
  const hydrated = useHydrated()
  const [editing, setEditing] = useState(false)
  const disclosure = useScriptedUnlessOpened()
  const answer = useSettledActionData()
  const form = useRouteForm({
    idPrefix: 'newsletter',
    intent: I.preferences,
    initial: (): Preferences => subscription?.preferences ?? { frequency: DEFAULT_FREQUENCY, topics: [] },
    schema: SubscribeBody,
    toPayload: subscribeBody,
  })
  const draft = form.values
  // A save that went through shows the saved preferences, once the router has read them again.
  useEffect(() => {
    if (answer?.intent !== I.preferences || !answer.ok) return
    setEditing(false)
    disclosure.close()
  }, [answer, disclosure.close])

  const title = <PanelTitle id="newsletter-title">Newsletter</PanelTitle>
  // Offered while the subscription is pending as well as once it is active.
  const unsubscribe = (
    <IntentButton intent={I.unsubscribe} variant="danger">
      Unsubscribe
    </IntentButton>
  )

  if (loading) {
    return (
      <Panel aria-labelledby="newsletter-title" aria-busy="true">
        {title}
        <Muted>Loading subscription...</Muted>
      </Panel>
    )
  }

  if (!subscription?.isActive) {
    return (
      <Panel aria-labelledby="newsletter-title">
        {title}
        <Muted>You are not subscribed to the newsletter.</Muted>
        <Row>
          <IntentButton
            intent={I.subscribe}
            preferences={subscription?.preferences ?? draft}
            variant="primary"
          >
            Subscribe
          </IntentButton>
          {/* /newsletter sends a signed-in reader back here (docs/spec.md §2): the card subscribes in place. */}
          <Button as={Link} to="/newsletter/archive">
            Read past issues
          </Button>
        </Row>
      </Panel>
    )
  }

  if (subscription.isPending) {
    return (
      <Panel aria-labelledby="newsletter-title">
        <PanelTitle id="newsletter-title">
          Newsletter <Badge $tone="neutral">Pending</Badge>
        </PanelTitle>
        <Muted>
          Check your inbox: the newsletter starts once you open the link in the confirmation email we sent
          you.
        </Muted>
        <Row>
          <IntentButton intent={I.resend} variant="primary">
            Resend confirmation email
          </IntentButton>
          {unsubscribe}
        </Row>
      </Panel>
    )
  }

  const saved = subscription.preferences
  const edit = (open: boolean) => {
    form.setValues(saved)
    setEditing(open)
  }
  const nameOf = (slug: string) => topics.find((topic) => topic.slug === slug)?.name ?? slug
  const toggleTopic = (slug: string, on: boolean) =>
    // Kept in the list's order, so saved preferences read the same way everywhere.
    form.set(
      'topics',
      topics.map((t) => t.slug).filter((t) => (t === slug ? on : draft.topics.includes(t))),
    )

  const preferencesForm = (
    <Form {...form.form} aria-label="Newsletter preferences">
      <input type="hidden" name="intent" value={I.preferences} />
      <Frequency
        idPrefix="newsletter"
        value={draft.frequency}
        onChange={(frequency) => form.set('frequency', frequency)}
        error={form.errors.frequency}
      />
      <Fieldset>
        <legend>Topics</legend>
        <Choices>
          {topics.map(({ slug, name, retired }) => (
            <Choice key={slug}>
              <input
                type="checkbox"
                name="topics"
                value={slug}
                checked={draft.topics.includes(slug)}
                onChange={(event) => toggleTopic(slug, event.target.checked)}
              />
              {retired ? `${name} (no longer offered)` : name}
            </Choice>
          ))}
        </Choices>
        <FieldError error={form.errors.topics} />
      </Fieldset>
      <Row>
        <Submit label="Save" busy="Saving..." sending={form.sending} />
        {hydrated ? (
          <Button type="button" onClick={() => edit(false)}>
            Cancel
          </Button>
        ) : null}
      </Row>
    </Form>
  )

  if (hydrated && editing) {
    return (
      <Panel aria-labelledby="newsletter-title">
        {title}
        {preferencesForm}
      </Panel>
    )
  }

  return (
    <Panel aria-labelledby="newsletter-title">
      <PanelTitle id="newsletter-title">
        Newsletter <Badge $tone="success">Active</Badge>
      </PanelTitle>
      {subscription.subscribedAt ? (
        <Muted>Subscribed since {formatDate(subscription.subscribedAt)}</Muted>
      ) : null}
      <p>
        How often: <strong>{FREQUENCY_LABELS[saved.frequency]}</strong>
      </p>
      {saved.topics.length > 0 ? (
        <Chips aria-label="Topics">
          {saved.topics.map((topic) => (
            <Chip key={topic}>{nameOf(topic)}</Chip>
          ))}
        </Chips>
      ) : (
        <Muted>No topics selected: you get every update.</Muted>
      )}
      {disclosure.scripted ? (
        <Row>
          <Button type="button" $variant="primary" onClick={() => edit(true)}>
            Edit preferences
          </Button>
          {unsubscribe}
        </Row>
      ) : (
        <>
          {/* Without script the form opens in place (and stays open after a failed save). */}
          <EditDisclosure ref={disclosure.ref} open={answer?.intent === I.preferences && !answer.ok}>
            <Button as="summary" $variant="primary">
              Edit preferences
            </Button>
            {preferencesForm}
          </EditDisclosure>
          <Row>{unsubscribe}</Row>
        </>
      )}
    </Panel>
  )
}

const EditDisclosure = styled(Disclosure)`
  margin-top: ${({ theme }) => theme.space(5)};
`
