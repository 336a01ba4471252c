import styled from 'styled-components'

/** A centred content column for simple pages. */
export const PageSection = styled.section`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(5)};
`

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: -0.025em;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`
