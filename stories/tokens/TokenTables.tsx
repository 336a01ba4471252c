import type { CSSProperties, ReactNode } from 'react'
import { contrastRatio, over, parseColor, tryParseColor } from '../../web/theme/contrast.ts'
import { type ColorToken, PALETTES, type ThemeName } from '../../web/theme/palette.ts'
import { theme } from '../../web/theme/theme.ts'

/**
 * The design tokens as the code holds them (web/theme/palette.ts and theme.ts), read at render time, so
 * this page cannot drift from what the components use.
 */

const THEMES = Object.keys(PALETTES) as ThemeName[]
const TOKENS = Object.keys(PALETTES.dark) as ColorToken[]

/** Sky tokens are bare `r, g, b` triples that the canvas banner adds its own alpha to. */
const asColor = (value: string) => (/^\d+, \d+, \d+$/.test(value) ? `rgb(${value})` : value)

/**
 * The token's contrast with the page (its top stop), as painted: a translucent colour over the page.
 * Null for what is not one colour (gradients, shadows, images).
 */
export function contrastWithPage(name: ThemeName, token: ColorToken): number | null {
  const value = asColor(PALETTES[name][token])
  if (!tryParseColor(value)) return null
  return contrastRatio(over(value, parseColor(PALETTES[name].pageTop)), parseColor(PALETTES[name].pageTop))
}

/** 4.5:1 for body text, 3:1 for large text and controls (WCAG 2.2 AA, 1.4.3 and 1.4.11). */
const grade = (ratio: number) => (ratio >= 4.5 ? 'AA text' : ratio >= 3 ? 'AA large, UI' : '')

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #e2e8f0',
  verticalAlign: 'middle',
}
const code: CSSProperties = { fontFamily: theme.fonts.mono, fontSize: 12, wordBreak: 'break-all' }

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <table
      style={{
        width: '100%',
        borderCollapse: 'collapse',
        margin: '16px 0 32px',
        fontSize: 13,
        color: '#1e293b',
      }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0 0 8px' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={{ ...cell, textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

/** How a token is drawn in its swatch, on the theme's page so a translucent colour shows as painted. */
function swatchPaint(page: string, value: string): CSSProperties {
  if (tryParseColor(value))
    return { background: page, backgroundImage: `linear-gradient(${value}, ${value})` }
  if (value.includes('gradient') || value.startsWith('url('))
    return { background: value, backgroundSize: 'cover' }
  return { background: page, boxShadow: value }
}

function Swatch({ name, token }: { name: ThemeName; token: ColorToken }) {
  const value = asColor(PALETTES[name][token])
  const ratio = contrastWithPage(name, token)
  return (
    <td style={cell}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: 40,
            height: 28,
            borderRadius: 6,
            border: '1px solid #94a3b8',
            ...swatchPaint(PALETTES[name].pageTop, value),
          }}
        />
        <span>
          <span style={code}>{PALETTES[name][token]}</span>
          {ratio === null ? null : (
            <>
              <br />
              {ratio.toFixed(2)}:1 on the page {grade(ratio) ? `(${grade(ratio)})` : ''}
            </>
          )}
        </span>
      </div>
    </td>
  )
}

/** Every colour token in both palettes, with its contrast on that palette's page. */
export function ColorTokens() {
  return (
    <Table
      caption={`Colours: ${TOKENS.length} tokens, theme.colors.<token>`}
      head={['Token', ...THEMES.map((t) => `${t} theme`)]}
    >
      {TOKENS.map((token) => (
        <tr key={token}>
          <th
            scope="row"
            style={{ ...cell, ...code, textAlign: 'left', fontWeight: 600, wordBreak: 'normal' }}
          >
            {token}
          </th>
          {THEMES.map((name) => (
            <Swatch key={name} name={name} token={token} />
          ))}
        </tr>
      ))}
    </Table>
  )
}

/** The type scale (theme.fontSizes) in the reading font, and both font stacks. */
export function TypeScale() {
  return (
    <>
      <Table caption="Type scale: theme.fontSizes.<size>" head={['Size', 'Value', 'Sample']}>
        {Object.entries(theme.fontSizes).map(([size, value]) => (
          <tr key={size}>
            <th scope="row" style={{ ...cell, ...code, textAlign: 'left' }}>
              {size}
            </th>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={{ ...cell, fontFamily: theme.fonts.sans, fontSize: value, lineHeight: 1.2 }}>
              Shipping a model in a week
            </td>
          </tr>
        ))}
      </Table>
      <Table caption="Fonts: theme.fonts.<name>" head={['Name', 'Stack', 'Sample']}>
        {Object.entries(theme.fonts).map(([name, stack]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, ...code, textAlign: 'left' }}>
              {name}
            </th>
            <td style={{ ...cell, ...code }}>{stack}</td>
            <td style={{ ...cell, fontFamily: stack, fontSize: 18 }}>npm run build — 0123456789</td>
          </tr>
        ))}
      </Table>
    </>
  )
}

/** The spacing steps the components use: theme.space(n) is n × 0.25rem. */
const SPACE_STEPS = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16]

export function Spacing() {
  return (
    <Table caption="Spacing: theme.space(n) = n × 0.25rem" head={['n', 'Value', '']}>
      {SPACE_STEPS.map((n) => (
        <tr key={n}>
          <th scope="row" style={{ ...cell, ...code, textAlign: 'left' }}>
            {n}
          </th>
          <td style={{ ...cell, ...code }}>{theme.space(n)}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{ display: 'block', width: theme.space(n), height: 12, background: '#0369a1' }}
            />
          </td>
        </tr>
      ))}
    </Table>
  )
}

export function Radii() {
  return (
    <Table caption="Corner radii: theme.radii.<name>" head={['Name', 'Value', '']}>
      {Object.entries(theme.radii).map(([name, value]) => (
        <tr key={name}>
          <th scope="row" style={{ ...cell, ...code, textAlign: 'left' }}>
            {name}
          </th>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: 96,
                height: 40,
                borderRadius: value,
                border: '2px solid #0369a1',
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  )
}
