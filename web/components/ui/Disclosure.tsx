import styled from 'styled-components'

/**
 * A native disclosure whose `<summary>` looks like the button it stands for: in the server's HTML
 * (JavaScript off) it opens the panel a dialog would show with script (docs/decisions/221).
 */
export const Disclosure = styled.details`
  & > summary {
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  &[open] > summary {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`
