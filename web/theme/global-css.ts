import { theme } from './theme.ts'

const { colors, fonts } = theme

/**
 * The page-wide rules: reset, page background and type, focus ring, print and reduced motion. Written
 * into every page's head by the server (next to the palette, web/theme/palette.ts) and into Storybook's
 * preview rather than injected by a styled-components global style: the same CSS without shipping it
 * as first-load JavaScript (web/budgets.ts).
 */
export const GLOBAL_CSS = `
  *, *::before, *::after { box-sizing: border-box; }
  /* The colours and color-scheme are the palette's (web/theme/palette.ts), set on :root by data-theme. */
  html {
    scroll-behavior: smooth;
    /* Anchors (#about, #projects, #timeline) land below the fixed header. */
    scroll-padding-top: ${theme.headerHeight};
    background: ${colors.pageBottom};
    scrollbar-color: rgba(148, 163, 184, 0.35) transparent;
  }
  body {
    margin: 0;
    min-height: 100vh;
    color: ${colors.text};
    font-family: ${fonts.sans};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  /*
   * The page's backdrop stays put while the page scrolls. A fixed layer rather than
   * background-attachment: fixed, which repaints the whole viewport on the main thread at every scroll
   * step; this layer is painted once and composited (a phone's main thread, issue 11).
   */
  body::before {
    content: '';
    position: fixed;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background:
      radial-gradient(ellipse 80% 50% at 50% -10%, ${colors.pageGlow}, transparent 70%),
      radial-gradient(ellipse 60% 40% at 100% 30%, ${colors.pageGlowSide}, transparent 70%),
      linear-gradient(180deg, ${colors.pageTop} 0%, ${colors.pageMid} 45%, ${colors.pageBottom} 100%);
  }
  button, input, select, textarea { font-family: inherit; }
  /*
   * Reading text keeps a 60–75 character measure however wide its column (issue 24 item 2); short lines
   * (labels, captions) are untouched by it.
   */
  /* The header's site navigation (web/layout/SiteNav.tsx): links from 900 px, a menu button below. */
  .site-nav { display: none; }
  @media (min-width: 900px) {
    .site-nav { display: block; flex: 1; min-width: 0; margin-left: 1.5rem; }
    .site-menu-trigger { display: none !important; }
  }
  /*
   * Without scripting the header's menus cannot open: their buttons give way, and Get in touch becomes
   * the mail link that is its first item (web/layout/ContactMenu.tsx).
   */
  .no-script-only { display: none !important; }
  @media (scripting: none) {
    .needs-script { display: none !important; }
    .no-script-only { display: inline-flex !important; }
  }
  .site-nav ul { display: flex; align-items: center; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
  .site-nav a {
    display: inline-flex; align-items: center; min-height: 36px; padding: 0 0.75rem;
    border-radius: 999px; color: ${colors.textMuted}; font-size: 0.875rem; font-weight: 550;
    text-decoration: none; transition: color 150ms ease, background 150ms ease;
  }
  .site-nav a:hover { color: ${colors.textStrong}; background: ${colors.wash}; }
  .site-nav a[aria-current] { color: ${colors.textStrong}; }
  .site-nav a[aria-current='page'] { background: ${colors.washStrong}; }
  /*
   * /projects on a phone (issue 24 item 6; web/pages/projects/FiltersBar.tsx): one row of filters, the
   * search box (its label hidden, the placeholder names it), the filters as chips with their label
   * inside, the view toggle; the row scrolls sideways when it does not fit. Page CSS, not first-load JS.
   */
  @media (max-width: ${theme.breakpoints.sm}) {
    [data-filter-bar][role='search'] {
      display: flex; align-items: center; gap: 0.5rem; padding: 0.5rem;
      overflow-x: auto; scrollbar-width: none;
    }
    [data-filter-bar]::-webkit-scrollbar { display: none; }
    [data-filter-bar] > * { flex: none; }
    [data-filter-bar] > :first-child { flex: 1 0 12rem; }
    [data-filter-bar] label[data-inside='hidden'] {
      position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
    }
    [data-filter-bar] label[data-inside='chip'] {
      position: absolute; z-index: 1; top: 50%; left: 0.75rem; transform: translateY(-50%);
      pointer-events: none; font-size: 0.6875rem;
    }
    [data-filter-bar] select { width: auto; padding-left: 4.5rem; border-radius: 999px; }
    [data-filter-bar] select[id$='-tech'] { padding-left: 6.75rem; }
  }
  /* A banner that is a hero strip stays compact on a phone, so the page starts above the fold (item 6). */
  @media (max-width: ${theme.breakpoints.sm}) {
    section[data-banner='strip'] { min-height: 0; padding: 1.75rem 1rem 1.5rem; }
  }
  main p, main li { max-width: ${theme.measure}; text-wrap: pretty; }
  a { color: inherit; }
  ::selection { background: ${colors.selection}; color: ${colors.textStrong}; }
  :focus-visible { outline: 2px solid ${colors.focus}; outline-offset: 2px; }
  img { max-width: 100%; display: block; }
  /*
   * Print (issue 15 item 20): dark text on white, no fixed header or decoration, everything that hides
   * behind motion or a scroller shown as a plain list, and each external link's address after it.
   */
  @media print {
    html, body { background: #ffffff !important; color: #000000 !important; }
    body::before { display: none; }
    body * { color: #000000 !important; background: transparent !important; box-shadow: none !important; text-shadow: none !important; backdrop-filter: none !important; }
    header[data-scrolled], canvas, [data-print='hide'], button { display: none !important; }
    main { padding-top: 0 !important; }
    [data-reveal] { opacity: 1 !important; transform: none !important; }
    [data-testid='project-strip'], [data-testid='timeline-track'] {
      overflow: visible !important;
      mask-image: none !important;
      -webkit-mask-image: none !important;
    }
    [data-testid='project-strip'] { display: block !important; padding: 0 !important; }
    [data-testid='project-strip'] > * { display: block !important; width: auto !important; margin: 0 0 12pt !important; transform: none !important; break-inside: avoid; border: 1px solid #999999 !important; }
    [data-testid='timeline-track'] > div { width: auto !important; padding: 0 !important; }
    [data-testid='timeline-track'] ol { display: block !important; }
    [data-testid='timeline-track'] li { width: auto !important; margin: 0 0 12pt !important; break-inside: avoid; }
    [data-testid='timeline-track'] [aria-hidden='true'] { display: none !important; }
    a[href^='http']::after, a[href^='mailto:']::after { content: ' (' attr(href) ')'; font-size: 0.85em; }
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
`
