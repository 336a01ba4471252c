import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useLogout } from '../lib/session.ts'
import { Button, type ButtonVariant } from './ui/Button.tsx'

// The form takes no room of its own: the button sits in its row as before.
const LogoutForm = styled.form`
  display: contents;
`

/**
 * A Logout button. With JavaScript it ends the session from script (`useLogout`: the toast, the
 * session's cached queries dropped); without it, the form posts to /logout, whose action ends the
 * session on the server and redirects (to `/` with `hard`, as the dashboard's does, else to /auth).
 */
export function LogoutButton({
  hard = false,
  variant,
  children,
}: {
  hard?: boolean
  variant?: ButtonVariant
  children: ReactNode
}) {
  const logout = useLogout({ hard })
  return (
    <LogoutForm
      method="post"
      action="/logout"
      onSubmit={(event) => {
        event.preventDefault()
        void logout()
      }}
    >
      <input type="hidden" name="next" value={hard ? '/' : '/auth'} />
      <Button type="submit" $variant={variant}>
        <LogOut aria-hidden size={16} /> {children}
      </Button>
    </LogoutForm>
  )
}
