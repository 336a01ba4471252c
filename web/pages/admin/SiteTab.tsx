import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { type MouseEvent, useId } from 'react'
import { Form, useNavigation } from 'react-router'
import styled from 'styled-components'
import { SiteInput } from '../../../src/shared/inputs/site.ts'
import { MAX_GREETINGS, PROFILE_LINKS, THEME_DEFAULTS, type ThemeDefault } from '../../../src/shared/site.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, FieldError, FormGrid, Input, Textarea } from '../../components/ui/Field.tsx'
import { ActionFeedback, useRouteForm } from '../../components/ui/route-form.tsx'
import type { SiteData } from '../../graphql/types.ts'
import type { adminSiteLoader } from './loader.ts'
import type { SiteMailData } from './queries.ts'
import { SignupFormSnippet } from './SignupFormSnippet.tsx'
import {
  editGreetings,
  type ImageKind,
  initialSiteValues,
  mailDefaults,
  REMOVE_IMAGE,
  SITE_IMAGES,
  type SiteValues,
  siteToPayload,
  UPLOAD_IMAGE,
} from './site-form.ts'
import {
  adminScreen,
  Card,
  ChoiceOption,
  HiddenFields,
  InlineForm,
  InstantSection,
  Muted,
  Row,
  SectionTitle,
} from './ui.tsx'
import { UploadButton, UploadProgress, useImageUpload } from './upload-controls.tsx'

const THEME_LABELS: Record<ThemeDefault, string> = {
  dark: 'Dark (the site’s own look)',
  system: 'Follow the visitor’s system setting',
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
  }
`

const GreetingRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`

const GreetingList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const IconButton = styled(Button)`
  padding-inline: ${({ theme }) => theme.space(2)};
`

const ThemeGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`

const ThemeOption = styled(ChoiceOption)`
  padding-inline: ${({ theme }) => theme.space(3)};
`

const AvatarPreview = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
`

const SocialPreview = styled.img`
  width: 240px;
  max-width: 100%;
  aspect-ratio: 1200 / 630;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`

/**
 * Avatar or social image: an upload (from script, with its progress) saves at once, like a project's
 * media, and the screen reads the settings again; Remove (and an upload without script) posts to the
 * screen's action.
 */
function ImageSetting({ kind, url }: { kind: ImageKind; url: string | null }) {
  const id = useId()
  const posting = useNavigation().state !== 'idle'
  const image = SITE_IMAGES[kind]
  const upload = useImageUpload(image.path, { ...image, type: image.noun })

  const Preview = kind === 'avatar' ? AvatarPreview : SocialPreview
  return (
    <div>
      <SectionTitle>{image.title}</SectionTitle>
      <Muted id={`${id}-hint`}>{image.hint}</Muted>
      <Row>
        {url ? (
          <Preview src={url} alt={`Current ${image.noun}`} />
        ) : (
          <Muted>{kind === 'avatar' ? 'None: the hero shows your initials.' : 'None yet.'}</Muted>
        )}
        <UploadButton
          id={`${id}-file`}
          label={`Upload ${image.noun}`}
          action="/admin/site"
          fields={{ intent: UPLOAD_IMAGE, kind }}
          onChange={upload.onChange}
          busy={upload.progress !== null}
          describedBy={`${id}-hint`}
        />
        {url ? (
          <InlineForm method="post">
            <HiddenFields fields={{ intent: REMOVE_IMAGE, kind }} />
            <Button type="submit" $variant="danger" disabled={posting}>
              Remove {image.noun}
            </Button>
          </InlineForm>
        ) : null}
      </Row>
      <UploadProgress label={`Uploading ${image.noun}...`} percent={upload.progress} />
    </div>
  )
}

/**
 * The ordered greeting lines: edit, move up or down, remove, add up to eight. Each button is also a
 * submit button naming its change (`greetingEdit`, see editGreetings): with script its click makes the
 * change in place and sends nothing; without, the action makes it and shows the form again, unsaved,
 * scrolled back to the lines.
 */
function GreetingsEditor({
  idPrefix,
  greetings,
  error,
  onChange,
}: {
  idPrefix: string
  greetings: string[]
  error: string | undefined
  onChange: (next: string[]) => void
}) {
  const errorId = `${idPrefix}-greetings-error`
  const listId = `${idPrefix}-greetings`
  const edit = (change: string) => ({
    type: 'submit' as const,
    name: 'greetingEdit',
    value: change,
    formAction: `#${listId}`,
    onClick: (event: MouseEvent) => {
      event.preventDefault()
      onChange(editGreetings(greetings, change))
    },
  })
  return (
    <Fieldset id={listId} aria-describedby={error ? errorId : undefined}>
      <legend>Greetings</legend>
      <Muted>The hero types these in order, then starts again (1 to {MAX_GREETINGS} lines).</Muted>
      <GreetingList>
        {greetings.map((greeting, index) => {
          const n = index + 1
          return (
            // Lines move and change while typed: the position is the only stable identity they have.
            <GreetingRow key={index}>
              <Field id={`${idPrefix}-greeting-${n}`} label={`Greeting ${n}`}>
                <Input
                  name="greetings"
                  value={greeting}
                  maxLength={120}
                  onChange={(value) => onChange(greetings.map((g, i) => (i === index ? value : g)))}
                />
              </Field>
              <Row>
                {(
                  [
                    ['up', ArrowUp, `Move greeting ${n} up`, index === 0],
                    ['down', ArrowDown, `Move greeting ${n} down`, index === greetings.length - 1],
                    ['remove', Trash2, `Remove greeting ${n}`, greetings.length === 1],
                  ] as const
                ).map(([verb, Icon, label, disabled]) => (
                  <IconButton key={verb} {...edit(`${verb}-${index}`)} aria-label={label} disabled={disabled}>
                    <Icon aria-hidden size={16} />
                  </IconButton>
                ))}
              </Row>
            </GreetingRow>
          )
        })}
      </GreetingList>
      <div>
        <Button {...edit('add')} disabled={greetings.length >= MAX_GREETINGS}>
          <Plus aria-hidden size={16} /> Add greeting
        </Button>
      </div>
      <FieldError id={errorId} error={error} />
    </Fieldset>
  )
}

/**
 * The Site tab: who the site is about, what the home page says and who its mail comes from. The form
 * posts to the route's action (PUT /api/site, checked with the same schema first), with or without
 * JavaScript; the two images upload as soon as they are chosen (from script: they show their progress).
 */
export function SiteTab({
  site,
  mail,
  signupForm,
}: {
  /** The site settings as saved, which the form starts from. */
  site: SiteData
  /** The mail settings (sender, reply-to, the admin's own address), administrator-only. */
  mail: SiteMailData
  /** The embeddable newsletter sign-up form's HTML (decision 233); stories may leave it out. */
  signupForm?: string
}) {
  const form = useRouteForm<SiteValues, SiteInput>({
    initial: () => initialSiteValues(site, mail),
    schema: SiteInput,
    toPayload: siteToPayload,
    idPrefix: 'site',
  })
  const { field, bind, values } = form
  const defaults = mailDefaults(values, mail)
  const blankUses = (value: string, source: string) =>
    value ? `Leave empty to use ${source}: ${value}` : `Leave empty to use ${source}`
  const text = (
    key: 'ownerName' | 'jobTitle' | 'statLabel' | 'statValue',
    label: string,
    extra: { hint?: string; wide?: boolean } = {},
  ) => (
    <Field {...field(key)} label={label} hint={extra.hint} wide={extra.wide}>
      <Input {...bind(key)} />
    </Field>
  )

  return (
    <section aria-labelledby="admin-site-heading">
      <h2 id="admin-site-heading">Site</h2>
      <ActionFeedback />
      <Sections>
        <InstantSection title="Pictures">
          <ImageSetting kind="avatar" url={site.avatarUrl} />
          <ImageSetting kind="social" url={site.socialImageUrl} />
        </InstantSection>
        <Card as={Form} {...form.form} aria-label="Site settings">
          <Sections>
            <Fieldset>
              <legend>Profile</legend>
              <FormGrid>
                {text('ownerName', 'Name')}
                {text('jobTitle', 'Job title', { hint: 'The line under the picture' })}
                <Field {...field('contactEmail')} label="Contact email">
                  <Input type="email" {...bind('contactEmail')} />
                </Field>
                <Field
                  {...field('description')}
                  label="Site description"
                  hint="For search results and link previews (at most 300 characters)"
                  wide
                >
                  <Textarea rows={2} {...bind('description')} />
                </Field>
              </FormGrid>
            </Fieldset>
            <GreetingsEditor
              idPrefix="site"
              greetings={values.greetings}
              error={form.errors.greetings}
              onChange={(next) => form.set('greetings', next)}
            />
            <Fieldset>
              <legend>About</legend>
              <FormGrid>
                <Field {...field('aboutFull')} label="About text" hint="Blank lines separate paragraphs" wide>
                  <Textarea rows={8} {...bind('aboutFull')} />
                </Field>
                <Field {...field('aboutShort')} label="TL;DR text" wide>
                  <Textarea rows={2} {...bind('aboutShort')} />
                </Field>
                <Field
                  {...field('careerStart')}
                  label="Career start"
                  hint="Years of Experience counts whole years from this day"
                >
                  <Input type="date" {...bind('careerStart')} />
                </Field>
                <div />
                {text('statLabel', 'Third stat label', { hint: "e.g. 'Cups of Tea'" })}
                {text('statValue', 'Third stat value', { hint: "e.g. '∞'" })}
              </FormGrid>
            </Fieldset>
            <Fieldset>
              <legend>Profile links</legend>
              <FormGrid>
                {PROFILE_LINKS.map(({ field: key, label, required }) => (
                  <Field
                    key={key}
                    {...field(key)}
                    label={`${label} URL`}
                    optional={!required}
                    hint={required ? undefined : 'Leave empty to hide it'}
                  >
                    <Input type="url" inputMode="url" {...bind(key)} />
                  </Field>
                ))}
              </FormGrid>
            </Fieldset>
            <Fieldset>
              <legend>Mail</legend>
              <Muted>
                Who the site’s emails come from. Readers see the sender and the reply-to address; your own
                email is never shown to them.
              </Muted>
              <FormGrid>
                <Field
                  {...field('senderName')}
                  label="Sender name"
                  optional
                  hint={blankUses(defaults.senderName, 'your name')}
                >
                  <Input autoComplete="off" {...bind('senderName')} />
                </Field>
                <Field
                  {...field('senderEmail')}
                  label="Sender email"
                  optional
                  hint={blankUses(
                    defaults.senderEmail,
                    mail.mailFromAddress ? 'the MAIL_FROM address' : 'the contact email',
                  )}
                >
                  <Input type="email" autoComplete="off" {...bind('senderEmail')} />
                </Field>
                <Field
                  {...field('replyTo')}
                  label="Reply-to email"
                  optional
                  hint={`Where replies and mailed unsubscribe requests go. ${blankUses(defaults.replyTo, 'the contact email')}`}
                >
                  <Input type="email" autoComplete="off" {...bind('replyTo')} />
                </Field>
                <Field
                  {...field('adminEmail')}
                  label="Your email"
                  optional
                  hint={`Test copies of newsletter issues and notes about new subscribers and contact requests. ${blankUses(
                    defaults.adminEmail,
                    mail.adminAccountEmail ? 'your account’s email' : 'the contact email',
                  )}`}
                >
                  <Input type="email" autoComplete="email" {...bind('adminEmail')} />
                </Field>
              </FormGrid>
            </Fieldset>
            <Fieldset>
              <legend>Default theme</legend>
              <Muted id="site-theme-hint">What a visitor sees before choosing a theme themselves.</Muted>
              <ThemeGroup role="radiogroup" aria-label="Default theme" aria-describedby="site-theme-hint">
                {THEME_DEFAULTS.map((value) => (
                  <ThemeOption
                    key={value}
                    name="themeDefault"
                    value={value}
                    checked={values.themeDefault === value}
                    onChoose={(chosen) => form.set('themeDefault', chosen as ThemeDefault)}
                  >
                    {THEME_LABELS[value]}
                  </ThemeOption>
                ))}
              </ThemeGroup>
            </Fieldset>
            <div>
              <Button type="submit" $variant="primary" disabled={form.sending}>
                {form.sending ? 'Saving...' : 'Save Site Settings'}
              </Button>
            </div>
          </Sections>
        </Card>
        {signupForm ? <SignupFormSnippet html={signupForm} /> : null}
      </Sections>
    </section>
  )
}

/** /admin/site, from its route's loader. */
export const SiteScreen = adminScreen<typeof adminSiteLoader>(SiteTab)
