import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import type { PublicCommandData } from '../../graphql/types.ts'
import { groupCommands } from './commands.ts'

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
`

const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`

const CommandRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`

const Code = styled.pre`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.well};
  color: ${({ theme }) => theme.colors.text};
  font: ${({ theme }) => theme.fontSizes.sm} / 1.6 ${({ theme }) => theme.fonts.mono};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  flex: none;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: 600 ${({ theme }) => theme.fontSizes.xs} ${({ theme }) => theme.fonts.mono};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.wash}; }
`

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Example = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`

/** How long the button says Copied before it offers to copy again. */
const COPIED_MS = 2000

function CopyCommand({ command }: { command: string }) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command)
    } catch {
      // Without clipboard permission the command stays selectable in the block beside the button.
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }
  return (
    <CopyButton type="button" onClick={() => void copy()} aria-label={copied ? 'Copied' : `Copy ${command}`}>
      {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
      <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
    </CopyButton>
  )
}

/** The Commands tab: the project's documented commands grouped by category, each with a copy button. */
export function ProjectCommands({ commands }: { commands: readonly PublicCommandData[] }) {
  return (
    <Groups>
      {groupCommands(commands).map(({ category, commands: list }) => (
        <section key={category} aria-labelledby={`commands-${category}`}>
          <GroupTitle id={`commands-${category}`}>{category}</GroupTitle>
          <List>
            {list.map((c) => (
              <Item key={c.id} data-testid="project-command">
                <CommandRow>
                  <Code>{c.command}</Code>
                  <CopyCommand command={c.command} />
                </CommandRow>
                <Description>{c.description}</Description>
                {c.example ? (
                  <Example>
                    <span>Example</span>
                    <Code as="pre">{c.example}</Code>
                  </Example>
                ) : null}
              </Item>
            ))}
          </List>
        </section>
      ))}
    </Groups>
  )
}
