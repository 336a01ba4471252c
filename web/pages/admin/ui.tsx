import { X } from 'lucide-react'
import { AlertDialog, Dialog } from 'radix-ui'
import { type ComponentPropsWithoutRef, type ComponentType, type ReactNode, useId, useState } from 'react'
import { Form, Link, useLoaderData, useLocation, useSubmit } from 'react-router'
import styled, { type DefaultTheme } from 'styled-components'
import { AlertContent, AlertOverlay, AlertText, AlertTitle } from '../../components/ui/AlertDialogFrame.tsx'
import { Button, type ButtonProps } from '../../components/ui/Button.tsx'
import { RoundIconButton } from '../../components/ui/RoundIconButton.tsx'
import { useHydrated } from '../../lib/browser-env.ts'

/** Styled building blocks shared by the admin panel's lists, forms and dialogs. */

// AdminPage takes the kit's Button from here, like the rest of its admin blocks.
export { Button }

/**
 * An administrator-only screen as its route shows it: `Tab` with its loader's data, which is null only
 * for someone who is not the administrator (the layout shows them no screen).
 */
export function adminScreen<Loader>(
  Tab: ComponentType<NonNullable<ReturnType<typeof useLoaderData<Loader>>>>,
) {
  return function AdminScreen() {
    const data = useLoaderData<Loader>()
    return data ? <Tab {...data} /> : null
  }
}

export const Card = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`

export const SpreadRow = styled(Row)`
  justify-content: space-between;
`

export const ItemList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

export const ItemTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/**
 * A row's state as a pill: text in a status tone checked for contrast on its wash
 * (web/theme/palette.test.ts), failures in red on no wash.
 */
export const StateLabel = styled.span<{ $tone: keyof DefaultTheme['statusTones'] | 'danger' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    if ($tone === 'danger') return `color: ${theme.colors.danger}; border: 1px solid ${theme.colors.danger};`
    const tone = theme.statusTones[$tone]
    return `color: ${tone.color}; background: ${tone.background}; border: 1px solid ${tone.border};`
  }}
`

const ChoiceCard = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  /* The radio button covers the card unseen: a press anywhere on the card is a press on it. */
  & > input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(> input:checked) {
    border-color: ${({ theme }) => theme.colors.accent};
    background: rgba(56, 189, 248, 0.12);
  }
  &:has(> input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

/**
 * A radio choice drawn as a bordered card (the icon picker, the default theme). A native radio button:
 * it posts with its form and the arrow keys move through its group, before and without script too
 * (docs/decisions/221-route-actions.md, addendum of 2026-12-03).
 */
export function ChoiceOption({
  name,
  value,
  checked,
  onChoose,
  children,
  ...label
}: ComponentPropsWithoutRef<'label'> & {
  /** The field the form posts. */
  name: string
  value: string
  checked: boolean
  onChoose: (value: string) => void
}) {
  return (
    <ChoiceCard {...label}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChoose(value)} />
      {children}
    </ChoiceCard>
  )
}

export const SectionTitle = styled.h4`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: ${({ theme }) => theme.colors.scrim};
`

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 61;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: min(760px, calc(100vw - 32px));
  max-height: calc(100dvh - 48px);
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.pageTop};
  /* On a phone the dialog takes the whole screen rather than leaving a thin gutter around it. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    inset: 0;
    transform: none;
    width: 100%;
    max-height: none;
    border-radius: 0;
    border: 0;
  }
`

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
`

/** The scrolling part; the form's footer sticks to its bottom edge. */
const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)} 0;
`

const Title = styled(Dialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const Description = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/**
 * A modal form (Radix Dialog: focus trapped inside, Esc and the close button close it). The form goes
 * first with its DialogFooter; what saves at once (media, commands) follows in InstantSections.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Header>
            <div>
              <Title>{title}</Title>
              <Description>{description}</Description>
            </div>
            <Dialog.Close asChild>
              <RoundIconButton label="Close">
                <X size={18} aria-hidden="true" />
              </RoundIconButton>
            </Dialog.Close>
          </Header>
          <Body>{children}</Body>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} -${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.pageTop};
`

/**
 * A button that runs `onClick`; without one (no script, or the page's own form) a link to `to`, the
 * address that shows the same change as a page.
 */
export function ButtonOrLink({
  onClick,
  to,
  ...button
}: ButtonProps & { onClick?: () => void; to: string; children: ReactNode; 'aria-label'?: string }) {
  return onClick ? (
    <Button type="button" onClick={onClick} {...button} />
  ) : (
    <Button as={Link} to={to} {...button} />
  )
}

/**
 * A dialog form's actions: Cancel and the submit button, kept in view while the form scrolls. Cancel is
 * a link back (`cancelTo`) where the form is the page's own (JavaScript off).
 */
export function DialogFooter({
  onCancel,
  cancelTo = '',
  children,
}: {
  onCancel?: () => void
  cancelTo?: string
  children: ReactNode
}) {
  return (
    <Footer>
      <ButtonOrLink onClick={onCancel} to={cancelTo}>
        Cancel
      </ButtonOrLink>
      {children}
    </Footer>
  )
}

const Instant = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
`

const InstantTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const InstantNote = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`

/** A labelled part of the edit dialog whose changes save at once, apart from the form's Update button. */
export function InstantSection({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <Instant aria-labelledby={id}>
      <SpreadRow>
        <InstantTitle id={id}>{title}</InstantTitle>
        {action}
      </SpreadRow>
      <InstantNote>Changes here are saved as soon as you make them.</InstantNote>
      {children}
    </Instant>
  )
}

/** Asks before a destructive action; the action runs only on an explicit confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  onConfirm,
}: {
  /** Whether the dialog is shown. */
  open: boolean
  /** Called with false when the dialog closes (Cancel, Esc or after the confirm). */
  onOpenChange: (open: boolean) => void
  /** The question, e.g. "Delete project?". */
  title: string
  /** What the action does and that it cannot be undone. */
  text: string
  /** The confirming button, named for the action (e.g. "Delete"). */
  confirmLabel: string
  /** Runs the action; called only from the confirming button. */
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent>
          <AlertTitle>{title}</AlertTitle>
          <AlertText>{text}</AlertText>
          <Row>
            <AlertDialog.Cancel asChild>
              <Button type="button">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button type="button" $variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </Row>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

export const FormActions = styled(Row)`
  margin-top: ${({ theme }) => theme.space(4)};
`

/** A list of cards, one per item, each with its heading, details and actions. */
export function ItemCards<T extends { id: string }>({
  items,
  label,
  heading,
  details,
  actions,
}: {
  items: readonly T[]
  label?: string
  heading: (item: T) => ReactNode
  details: (item: T) => ReactNode
  actions: (item: T) => ReactNode
}) {
  return (
    <ItemList aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Card>
            <SpreadRow>
              <div>
                {heading(item)}
                {details(item)}
              </div>
              {actions(item)}
            </SpreadRow>
          </Card>
        </li>
      ))}
    </ItemList>
  )
}

/** A row's one-button form (mark handled...): it takes no room of its own in the row. */
export const InlineForm = styled(Form)`
  display: contents;
`

/** The hidden fields a row's form sends to the screen's action. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))
}

// Rendered only before hydration: a plain form posts to the page's own address (query included) as the
// router's Form would.
const ConfirmBox = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  max-width: 28rem;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  & > p {
    margin: 0;
  }
`

/** The query parameter naming the one row whose confirmation the server's HTML shows open. */
const CONFIRM_PARAM = 'confirm'

/**
 * A destructive row action that asks first and posts `fields` to the screen's action. With JavaScript
 * the button opens the confirmation dialog. In the server's HTML (JavaScript off, or not yet running) it
 * is a link to the same page with `?confirm=<intent>-<id>`, where that row shows the question above a
 * plain form that posts back to the page without it (docs/decisions/221 addendum): one short link per
 * row instead of every row carrying its own hidden form and text (50 KB of a 50-reader page).
 */
export function ConfirmAction({
  label,
  children,
  title,
  text,
  confirmLabel,
  fields,
  variant = 'ghost-danger',
  size = 'sm',
  disabled = false,
}: {
  /** The button's accessible name ('Delete message from ada@example.org'). */
  label: string
  /** The button's content (icon and text). */
  children: ReactNode
  title: string
  text: string
  confirmLabel: string
  fields: Record<string, string>
  /** Quiet by default: a list row's destructive action; the confirmation's own button is the loud one. */
  variant?: 'ghost-danger' | 'secondary' | 'danger'
  size?: 'sm' | 'md'
  disabled?: boolean
}) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  const { pathname, search } = useLocation()
  const [open, setOpen] = useState(false)
  if (!hydrated) {
    const key = `${fields.intent}-${fields.id}`
    const query = new URLSearchParams(search)
    if (query.get(CONFIRM_PARAM) !== key) {
      query.set(CONFIRM_PARAM, key)
      return (
        <Button
          as="a"
          href={`${pathname}?${query}#${CONFIRM_PARAM}-${key}`}
          $size={size}
          $variant={variant}
          aria-label={label}
        >
          {children}
        </Button>
      )
    }
    query.delete(CONFIRM_PARAM)
    const back = query.size > 0 ? `${pathname}?${query}` : pathname
    return (
      <ConfirmBox id={`${CONFIRM_PARAM}-${key}`} method="post" action={back} aria-label={title}>
        <p>
          <strong>{title}</strong>
        </p>
        <p>{text}</p>
        <HiddenFields fields={fields} />
        <Row>
          <Button type="submit" $size="sm" $variant="danger">
            {confirmLabel}
          </Button>
          <Button as="a" href={back} $size="sm" $variant="secondary">
            Cancel
          </Button>
        </Row>
      </ConfirmBox>
    )
  }
  return (
    <>
      <Button
        type="button"
        $size={size}
        $variant={variant}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={label}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        text={text}
        confirmLabel={confirmLabel}
        onConfirm={() => void submit(fields, { method: 'post' })}
      />
    </>
  )
}
