import { LayoutDashboard, LogOut, Settings } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import styled from 'styled-components'
import { displayName, useLogout } from '../lib/session.ts'
import { AccountTrigger, type AccountUser } from './AccountMenu.tsx'
import type { OpenedBy } from './lazy-popup.ts'
import { MenuContent, MenuItem, useOpeningKeyReplay } from './menu-parts.tsx'

const Content = styled(MenuContent)`
  min-width: 14rem;
`

const Who = styled(DropdownMenu.Label)`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.border};
`

/**
 * The account menu itself: where the reader's own pages are, and Log out (docs/spec.md §4: clears the
 * session's cached data, 'Logged out successfully', then /auth, as the admin panel's logout does).
 */
export function AccountMenuPopup({ user, openedBy }: { user: AccountUser; openedBy: OpenedBy | null }) {
  const logout = useLogout()
  const trigger = useOpeningKeyReplay(openedBy)

  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy === 'pointer'}>
      <DropdownMenu.Trigger asChild>
        <AccountTrigger ref={trigger} user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={10} collisionPadding={8}>
          <Who>Signed in as {displayName(user)}</Who>
          <Separator />
          <MenuItem asChild>
            <Link to="/dashboard">
              <LayoutDashboard size={18} aria-hidden="true" />
              Dashboard
            </Link>
          </MenuItem>
          {user.isAdmin && (
            <MenuItem asChild>
              <Link to="/admin">
                <Settings size={18} aria-hidden="true" />
                Admin Panel
              </Link>
            </MenuItem>
          )}
          <Separator />
          <MenuItem onSelect={() => void logout()}>
            <LogOut size={18} aria-hidden="true" />
            Log out
          </MenuItem>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
