import styled from 'styled-components'
import { Card } from '../ui.tsx'

/**
 * The Markdown text and its preview: side by side on a wide screen, the preview below on a narrow one.
 * It always follows the form's grid of short fields, hence the space above.
 */
export const PreviewColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
  @media (min-width: 960px) {
    grid-template-columns: 1fr 1fr;
  }
`

/** The preview's card: as tall as `$minHeight` while the text is short; long words wrap. */
export const Preview = styled(Card)<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  overflow-wrap: anywhere;
`
