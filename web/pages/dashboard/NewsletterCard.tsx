import { Check } from 'lucide-react'
import { Checkbox, RadioGroup } from 'radix-ui'
import { useState } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import type { Subscription } from '../../../src/modules/newsletter/model.ts'
import { FREQUENCIES, type Frequency, TOPICS, type Topic } from '../../../src/shared/enums.ts'
import { type Preferences, SubscribeBody } from '../../../src/shared/inputs/newsletter.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { useApiAction, useResourceForm } from '../../components/ui/use-resource-form.ts'
import { ApiError } from '../../lib/api.ts'
import { formatDate } from '../../lib/session.ts'
import { Badge, Panel, PanelTitle } from './panel.tsx'

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
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

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Radio = styled(RadioGroup.Item)`
  width: 1.125rem;
  height: 1.125rem;
  flex: none;
  padding: 0;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: transparent;
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`

const RadioDot = styled(RadioGroup.Indicator)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  &::after {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`

const Box = styled(Checkbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.125rem;
  height: 1.125rem;
  flex: none;
  padding: 0;
  border-radius: 4px;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: transparent;
  color: ${({ theme }) => theme.colors.pageTop};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
  }
`

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

interface Props {
  subscription: Subscription | null
  loading?: boolean
  /** Re-reads the subscription from the server; resolves once the card shows the new state. */
  refresh: () => Promise<unknown>
}

/** The spec's subscribe body: exactly these fields, whatever else the GraphQL result carried. */
const subscribeBody = ({ frequency, topics }: Preferences) => ({ preferences: { frequency, topics } })

const SUBSCRIBE_URL = '/api/newsletter/subscribe'

/**
 * Newsletter states of docs/spec.md §4: loading, not subscribed, active (view and edit); and pending, while
 * a double opt-in subscription waits for its confirmation link (with a resend button).
 */
export function NewsletterCard({ subscription, loading = false, refresh }: Props) {
  const [editing, setEditing] = useState(false)
  const action = useApiAction()
  const { toast } = useToast()
  const form = useResourceForm({
    initial: { frequency: 'monthly', topics: [] } as Preferences,
    schema: SubscribeBody,
    toPayload: subscribeBody,
    request: () => ({ method: 'POST', url: SUBSCRIBE_URL }),
    onSaved: async () => {
      await refresh()
      setEditing(false)
    },
    success: { title: 'Preferences updated' },
    onFailed: { title: 'Update failed', description: 'Failed to update preferences' },
  })
  const draft = form.values

  const title = <PanelTitle id="newsletter-title">Newsletter</PanelTitle>
  // Offered while the subscription is pending as well as once it is active.
  const unsubscribe = (
    <Button
      type="button"
      $variant="danger"
      disabled={action.busy}
      onClick={() =>
        action.run('DELETE', '/api/newsletter/unsubscribe', undefined, {
          onSaved: refresh,
          success: { title: 'Unsubscribed' },
          onFailed: { title: 'Unsubscribe failed', description: 'Failed to unsubscribe' },
        })
      }
    >
      Unsubscribe
    </Button>
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
          {/* /newsletter sends signed-in users back here, so the card also subscribes in place. */}
          <Button
            type="button"
            $variant="primary"
            disabled={action.busy}
            onClick={() =>
              action.run('POST', SUBSCRIBE_URL, subscribeBody(subscription?.preferences ?? draft), {
                onSaved: refresh,
                success: { title: 'Subscribed' },
                onFailed: { title: 'Subscribe failed', description: 'Failed to subscribe' },
              })
            }
          >
            Subscribe
          </Button>
          {/*
            /newsletter sends a signed-in reader straight back here (docs/spec.md §2), so the spec's
            subscribing is the Subscribe button above and the link leads on to the issues (issue 24).
          */}
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
          <Button
            type="button"
            $variant="primary"
            disabled={action.busy}
            onClick={() =>
              action.run('POST', '/api/newsletter/confirmation', undefined, {
                success: {
                  title: 'Confirmation email sent',
                  description: 'The earlier link no longer works.',
                },
                onFailed: (error) =>
                  toast({
                    title: 'Resend failed',
                    description:
                      (error instanceof ApiError && error.serverMessage) || 'Failed to resend the email',
                    variant: 'destructive',
                  }),
              })
            }
          >
            Resend confirmation email
          </Button>
          {unsubscribe}
        </Row>
      </Panel>
    )
  }

  const saved = subscription.preferences
  if (!editing) {
    return (
      <Panel aria-labelledby="newsletter-title">
        <PanelTitle id="newsletter-title">
          Newsletter <Badge $tone="success">Active</Badge>
        </PanelTitle>
        {subscription.subscribedAt ? (
          <Muted>Subscribed since {formatDate(subscription.subscribedAt)}</Muted>
        ) : null}
        <p>
          Frequency: <strong>{capitalise(saved.frequency)}</strong>
        </p>
        {saved.topics.length > 0 ? (
          <Chips aria-label="Topics">
            {saved.topics.map((topic) => (
              <Chip key={topic}>{topic}</Chip>
            ))}
          </Chips>
        ) : (
          <Muted>No topics selected: you get every update.</Muted>
        )}
        <Row>
          <Button
            type="button"
            $variant="primary"
            onClick={() => {
              form.setValues(saved)
              setEditing(true)
            }}
          >
            Edit preferences
          </Button>
          {unsubscribe}
        </Row>
      </Panel>
    )
  }

  const toggleTopic = (topic: Topic, on: boolean) =>
    // Kept in the list's order, so saved preferences read the same way everywhere.
    form.set(
      'topics',
      TOPICS.filter((t) => (t === topic ? on : draft.topics.includes(t))),
    )

  return (
    <Panel aria-labelledby="newsletter-title">
      {title}
      <form method="post" onSubmit={form.submit} aria-label="Newsletter preferences">
        <Fieldset>
          <legend>Frequency</legend>
          <RadioGroup.Root
            value={draft.frequency}
            onValueChange={(value) => form.set('frequency', value as Frequency)}
            aria-label="Frequency"
          >
            <Choices>
              {FREQUENCIES.map((frequency) => (
                <Choice key={frequency}>
                  <Radio value={frequency} id={`frequency-${frequency}`}>
                    <RadioDot />
                  </Radio>
                  {capitalise(frequency)}
                </Choice>
              ))}
            </Choices>
          </RadioGroup.Root>
        </Fieldset>
        <Fieldset>
          <legend>Topics</legend>
          <Choices>
            {TOPICS.map((topic) => (
              <Choice key={topic}>
                <Box
                  checked={draft.topics.includes(topic)}
                  onCheckedChange={(checked) => toggleTopic(topic, checked === true)}
                >
                  <Checkbox.Indicator>
                    <Check size={14} aria-hidden />
                  </Checkbox.Indicator>
                </Box>
                {topic}
              </Choice>
            ))}
          </Choices>
        </Fieldset>
        <Row>
          <Button type="submit" $variant="primary" disabled={form.saving}>
            {form.saving ? 'Saving...' : 'Save'}
          </Button>
          <Button
            type="button"
            onClick={() => {
              form.setValues(saved)
              setEditing(false)
            }}
          >
            Cancel
          </Button>
        </Row>
      </form>
    </Panel>
  )
}
