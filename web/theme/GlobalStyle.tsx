import { createGlobalStyle } from 'styled-components'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    color-scheme: dark;
    scroll-behavior: smooth;
    /* Anchors (#about, #projects, #timeline) land below the fixed header. */
    scroll-padding-top: ${({ theme }) => theme.headerHeight};
    background: ${({ theme }) => theme.colors.pageBottom};
    scrollbar-color: rgba(148, 163, 184, 0.35) transparent;
  }
  body {
    margin: 0;
    min-height: 100vh;
    background:
      radial-gradient(ellipse 80% 50% at 50% -10%, rgba(56, 189, 248, 0.1), transparent 70%),
      radial-gradient(ellipse 60% 40% at 100% 30%, rgba(129, 140, 248, 0.06), transparent 70%),
      linear-gradient(180deg, ${({ theme }) => theme.colors.pageTop} 0%, #0b1222 45%, ${({ theme }) => theme.colors.pageBottom} 100%);
    background-attachment: fixed;
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  button, input, select, textarea { font-family: inherit; }
  a { color: inherit; }
  ::selection { background: rgba(56, 189, 248, 0.35); color: #ffffff; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  img { max-width: 100%; display: block; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
`
