import { Mail, Newspaper } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import styled from 'styled-components'
import { useSite } from '../app/site.ts'
import { useToast } from '../components/toast/Toaster.tsx'
import { Trigger, TriggerLabel } from './ContactMenu.tsx'
import { CONTACT_HONEYPOT, CONTACT_MESSAGES, isValidContactEmail, sendContactMessage } from './contact.ts'
import type { OpenedBy } from './lazy-popup.ts'
import { MenuContent, MenuItem, useOpeningKeyReplay } from './menu-parts.tsx'

const Content = styled(MenuContent)`
  width: 20rem;
`

const ItemList = styled.div`
  display: flex;
  flex-direction: column;
`

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.border};
`

const Prompt = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
`

// POST, never GET: see the sign-in form (docs/decisions/214).
const Form = styled.form.attrs({ method: 'post' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)};
`

const EmailInput = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.field};
  color: ${({ theme }) => theme.colors.text};
  font: ${({ theme }) => theme.fontSizes.sm} ${({ theme }) => theme.fonts.sans};
  &::placeholder { color: ${({ theme }) => theme.colors.textSubtle}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 0; }
  &:disabled { opacity: 0.6; }
`

const Submit = styled.button`
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 0;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.pill};
  font: 600 ${({ theme }) => theme.fontSizes.sm} ${({ theme }) => theme.fonts.sans};
  cursor: pointer;
  transition: background 150ms ease;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.textStrong}; }
  &:disabled { cursor: progress; opacity: 0.7; }
`

/**
 * A field only bots fill (decision 180): off screen, hidden from assistive technology, out of the tab
 * order and of autofill. Not display:none, which some bots check for.
 */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/**
 * Items, the email field and the button, in tab order: Radix menus only move between items by arrows.
 * The honeypot (tabindex -1) is left out.
 */
const TABBABLE = '[role="menuitem"], input:not([tabindex="-1"]), button'

/**
 * Radix menus swallow Tab and run typeahead on every character key. Tab is taken over here to cycle
 * through items and the form; characters typed in the form stop before the menu. Other keys (Escape,
 * the toasts' F8) go on as usual.
 */
function cycleFocusOnTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return
  event.preventDefault()
  const targets = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !(el as HTMLInputElement).disabled,
  )
  if (targets.length === 0) return
  const index = targets.indexOf(document.activeElement as HTMLElement)
  const step = event.shiftKey ? -1 : 1
  const next = index === -1 ? (step > 0 ? 0 : targets.length - 1) : index + step
  targets[(next + targets.length) % targets.length]?.focus()
}

function keepTypingInForm(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key.length === 1) event.stopPropagation()
}

/**
 * The header's Get in touch dropdown: mail link, newsletter link and the "reach out" form, which saves
 * the address for the admin's inbox.
 * Loaded on the first interaction with the trigger; opens at once when that interaction opened it.
 */
export function ContactMenuPopup({ openedBy }: { openedBy: OpenedBy | null }) {
  const site = useSite()
  const { toast } = useToast()
  const { pathname } = useLocation()
  const [email, setEmail] = useState('')
  const [trap, setTrap] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const trigger = useOpeningKeyReplay(openedBy)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    if (!isValidContactEmail(email)) {
      toast({ ...CONTACT_MESSAGES.invalid, variant: 'destructive' })
      return
    }
    setSubmitting(true)
    try {
      await sendContactMessage({ email, page: pathname, ...(trap ? { [CONTACT_HONEYPOT]: trap } : {}) })
      toast(CONTACT_MESSAGES.saved)
      setEmail('')
    } catch {
      // The address stays in the field for another try.
      toast({ ...CONTACT_MESSAGES.failed, variant: 'destructive' })
    }
    setSubmitting(false)
    // Disabling the field dropped focus; give it back if the menu is still open.
    requestAnimationFrame(() => input.current?.focus())
  }

  return (
    // Not modal: the page (and the toasts this form raises) stay usable while it is open.
    <DropdownMenu.Root modal={false} defaultOpen={openedBy === 'pointer'}>
      <DropdownMenu.Trigger asChild>
        <Trigger ref={trigger} type="button" aria-haspopup="dialog">
          <TriggerLabel />
        </Trigger>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content
          // A menu may only hold items, so the popup is a dialog: a menu of the two links, then the form.
          role="dialog"
          aria-orientation={undefined}
          align="end"
          sideOffset={10}
          collisionPadding={8}
          onKeyDown={cycleFocusOnTab}
        >
          <ItemList role="menu" aria-label="Contact options" aria-orientation="vertical">
            <MenuItem asChild>
              <a href={`mailto:${site.contactEmail}`}>
                <Mail size={18} aria-hidden="true" />
                Send me an email
              </a>
            </MenuItem>
            <MenuItem asChild>
              <Link to="/newsletter">
                <Newspaper size={18} aria-hidden="true" />
                Join newsletter for updates
              </Link>
            </MenuItem>
          </ItemList>
          <Separator />
          <Prompt id={`${inputId}-prompt`}>Or share your email and I'll reach out to you</Prompt>
          <Form
            noValidate
            onSubmit={submit}
            onKeyDown={keepTypingInForm}
            aria-labelledby={`${inputId}-prompt`}
          >
            <EmailInput
              ref={input}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-label="Your email address"
              value={email}
              disabled={submitting}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Trap aria-hidden="true">
              <label htmlFor={`${inputId}-${CONTACT_HONEYPOT}`}>Leave this field empty</label>
              <input
                id={`${inputId}-${CONTACT_HONEYPOT}`}
                type="text"
                name={CONTACT_HONEYPOT}
                tabIndex={-1}
                autoComplete="off"
                value={trap}
                onChange={(event) => setTrap(event.target.value)}
              />
            </Trap>
            <Submit type="submit" disabled={submitting}>
              {submitting ? 'Connecting...' : "Let's connect"}
            </Submit>
          </Form>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
