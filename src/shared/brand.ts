/**
 * The colours and font stacks the site (web/theme/theme.ts) and the emails (src/modules/mail/templates)
 * share, so a message looks like the site it comes from. Plain values: emails cannot use CSS variables.
 */
export const brandColors = {
  pageTop: '#0f172a',
  pageBottom: '#020617',
  border: 'rgba(148, 163, 184, 0.18)',
  borderStrong: 'rgba(148, 163, 184, 0.35)',
  text: '#f1f5f9',
  textMuted: '#cbd5e1',
  textSubtle: '#94a3b8',
  accent: '#38bdf8',
  danger: '#f87171',
} as const

export const brandFonts = {
  mono: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const
