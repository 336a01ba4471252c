import { Archive, Plus, Undo2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Form, useActionData, useNavigation } from 'react-router'
import styled from 'styled-components'
import { TopicInput } from '../../../../src/shared/inputs/newsletter-topics.ts'
import { WelcomeInput } from '../../../../src/shared/inputs/newsletter-welcome.ts'
import type { ActionData } from '../../../app/route-action.ts'
import { IssueBody } from '../../../components/newsletter/IssueBody.tsx'
import { Button } from '../../../components/ui/Button.tsx'
import { Disclosure } from '../../../components/ui/Disclosure.tsx'
import { Field, FormGrid, Input, Textarea } from '../../../components/ui/Field.tsx'
import { useRouteForm } from '../../../components/ui/route-form.tsx'
import { HiddenFields, InlineForm, ItemCards, Muted, Row } from '../ui.tsx'
import { Preview, PreviewColumns } from './preview-columns.tsx'
import {
  OPEN_PIXEL_INTENT,
  TOPIC_INTENTS,
  type TopicNameValues,
  topicPayload,
  WELCOME_INTENT,
  type WelcomeValues,
  welcomePayload,
} from './settings-form.ts'
import type { AdminTopic, AdminWelcome } from './types.ts'
import { usePreview } from './use-preview.ts'

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Switch = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  font-weight: 600;
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`

const RenameBox = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  & > div {
    flex: 1 1 14rem;
  }
`

/**
 * The welcome email a reader gets once, when their subscription starts (confirmed, or at sign-up when
 * no confirmation is asked for). Posts to the screen's action (`welcome`), with or without JavaScript.
 */
export function WelcomeEmailSection({ welcome }: { welcome: AdminWelcome }) {
  const form = useRouteForm<WelcomeValues, ReturnType<typeof welcomePayload>>({
    idPrefix: 'welcome',
    intent: WELCOME_INTENT,
    initial: () => ({ enabled: welcome.enabled, subject: welcome.subject, markdown: welcome.markdown }),
    schema: WelcomeInput,
    toPayload: welcomePayload,
  })
  const { values, field, bind } = form
  const preview = usePreview(values.markdown, welcome)
  return (
    <Section aria-labelledby="welcome-heading">
      <h3 id="welcome-heading">Welcome email</h3>
      <Muted>
        Sent once to each new reader when their subscription starts: when they open the confirmation link, or
        at sign-up when no confirmation is asked for. It has the same footer as your issues, with the
        unsubscribe link. Readers who subscribed before it was on do not get it.
      </Muted>
      {welcome.mailServer ? null : (
        <Muted>
          No mail server is set up (SMTP_URL), so it is off unless you turn it on, and like every message it
          would only reach the Outbox.
        </Muted>
      )}
      <Form {...form.form} aria-label="Welcome email">
        <HiddenFields fields={{ intent: WELCOME_INTENT }} />
        <FormGrid>
          <Switch className="wide">
            <input
              type="checkbox"
              name="enabled"
              value="true"
              checked={values.enabled}
              onChange={(e) => form.set('enabled', e.target.checked)}
            />
            Send a welcome email to new readers
          </Switch>
          <Field
            {...field('subject')}
            label="Subject"
            hint={welcome.defaultSubject ? 'The default subject: it follows your name.' : undefined}
            wide
          >
            <Input {...bind('subject')} />
          </Field>
        </FormGrid>
        <PreviewColumns>
          <Field
            {...field('markdown')}
            label="Text (Markdown)"
            hint={`Under a "Hi <first name>," line.${welcome.defaultText ? ' This is the default text.' : ''}`}
            wide
          >
            <Textarea rows={10} {...bind('markdown')} />
          </Field>
          <section aria-label="Preview of the welcome email">
            <h4>Preview</h4>
            <Preview $minHeight="8rem" aria-live="polite">
              {preview.failed ? <Muted>The preview could not be updated.</Muted> : null}
              <IssueBody html={preview.html} />
            </Preview>
          </section>
        </PreviewColumns>
        <Row style={{ marginTop: '1rem', justifyContent: 'flex-end' }}>
          <Button type="submit" $variant="primary" disabled={form.sending}>
            {form.sending ? 'Saving...' : 'Save welcome email'}
          </Button>
        </Row>
      </Form>
    </Section>
  )
}

/** A topic's buttons: Rename, and Retire or Offer again. */
function TopicActions({ topic, busy }: { topic: AdminTopic; busy: boolean }) {
  const form = useRouteForm<TopicNameValues, ReturnType<typeof topicPayload>>({
    idPrefix: `topic-${topic.id}`,
    intent: TOPIC_INTENTS.rename,
    initial: () => ({ id: topic.id, name: topic.name }),
    schema: TopicInput,
    toPayload: topicPayload,
    // One answer for every row's rename: only the row it was about shows it.
    matches: (values) => values.id === topic.id,
  })
  const failed = Object.keys(form.errors).length > 0
  return (
    <Row>
      <Disclosure open={failed || undefined}>
        <Button as="summary" $size="sm" aria-label={`Rename ${topic.name}`}>
          Rename
        </Button>
        <RenameBox {...form.form} aria-label={`Rename ${topic.name}`}>
          <HiddenFields fields={{ intent: TOPIC_INTENTS.rename, id: topic.id }} />
          <Field {...form.field('name')} label="New name">
            <Input {...form.bind('name')} />
          </Field>
          <Button type="submit" $size="sm" $variant="primary" disabled={form.sending}>
            Save name
          </Button>
        </RenameBox>
      </Disclosure>
      <InlineForm method="post">
        <HiddenFields
          fields={{
            intent: topic.retired ? TOPIC_INTENTS.restore : TOPIC_INTENTS.retire,
            id: topic.id,
          }}
        />
        <Button
          type="submit"
          $size="sm"
          disabled={busy}
          aria-label={topic.retired ? `Offer again: ${topic.name}` : `Retire ${topic.name}`}
        >
          {topic.retired ? <Undo2 aria-hidden size={16} /> : <Archive aria-hidden size={16} />}{' '}
          {topic.retired ? 'Offer again' : 'Retire'}
        </Button>
      </InlineForm>
    </Row>
  )
}

/**
 * The owner's topics: add, rename, retire (and offer again). Readers and issues keep a topic's key, so
 * a rename reaches every choice already made; a retired topic is offered no more, and readers and
 * issues that have it keep it.
 */
export function TopicsSection({ topics }: { topics: readonly AdminTopic[] }) {
  const busy = useNavigation().state === 'submitting'
  const answer = useActionData() as ActionData | undefined
  const add = useRouteForm<{ name: string }, ReturnType<typeof topicPayload>>({
    idPrefix: 'new-topic',
    intent: TOPIC_INTENTS.add,
    initial: () => ({ name: '' }),
    schema: TopicInput,
    toPayload: topicPayload,
  })
  // An added topic is in the list now: the box is ready for the next one (once per answer).
  const cleared = useRef<ActionData | undefined>(undefined)
  if (answer?.ok && answer.intent === TOPIC_INTENTS.add && cleared.current !== answer) {
    cleared.current = answer
    if (add.values.name !== '') add.set('name', '')
  }
  return (
    <Section aria-labelledby="topics-heading">
      <h3 id="topics-heading">Topics</h3>
      <Muted>
        Readers pick the topics they want (none means every issue), and each issue is sent to the readers of
        its topics. Renaming keeps every reader's and issue's choice. A retired topic is no longer offered;
        readers and issues that have it keep it.
      </Muted>
      <ItemCards
        items={topics}
        label="Topics"
        heading={(topic) => (
          <>
            <strong>{topic.name}</strong> <Muted as="span">{topic.retired ? '· Retired' : null}</Muted>
          </>
        )}
        details={(topic) => <Muted>Key: {topic.slug}</Muted>}
        actions={(topic) => <TopicActions topic={topic} busy={busy} />}
      />
      <RenameBox {...add.form} aria-label="Add a topic">
        <HiddenFields fields={{ intent: TOPIC_INTENTS.add }} />
        <Field {...add.field('name')} label="New topic">
          <Input {...add.bind('name')} />
        </Field>
        <Button type="submit" $variant="primary" disabled={add.sending}>
          <Plus aria-hidden size={16} /> Add topic
        </Button>
      </RenameBox>
    </Section>
  )
}

/**
 * The open pixel switch (decision 238): a plain form, so it works without JavaScript. The reason to leave
 * it off sits next to it.
 */
export function OpenPixelSection({ openPixel }: { openPixel: boolean }) {
  const [on, setOn] = useState(openPixel)
  const [shown, setShown] = useState(openPixel)
  // Follows the loader after a save.
  if (shown !== openPixel) {
    setShown(openPixel)
    setOn(openPixel)
  }
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === OPEN_PIXEL_INTENT
  return (
    <Section aria-labelledby="open-pixel-heading">
      <h3 id="open-pixel-heading">Opens</h3>
      <Form method="post" aria-label="Open pixel">
        <HiddenFields fields={{ intent: OPEN_PIXEL_INTENT }} />
        <Switch>
          <input
            type="checkbox"
            name="openPixel"
            value="true"
            checked={on}
            onChange={(e) => setOn(e.target.checked)}
            aria-describedby="open-pixel-why"
          />
          Count opens with a tracking image
        </Switch>
        <Muted id="open-pixel-why">
          Off by default. Mail clients that fetch images ahead of the reader (Apple Mail among them) load it
          for every copy, so opens come out higher than real; clicks on an issue’s links are counted either
          way.
        </Muted>
        <Row style={{ marginTop: '0.75rem' }}>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </Row>
      </Form>
    </Section>
  )
}
