import styled from 'styled-components'

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
