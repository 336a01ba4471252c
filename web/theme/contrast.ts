/**
 * WCAG contrast of the palette's colours, as painted: shared by the palette test (web/theme/palette.test.ts)
 * and the catalogue's design token page (stories/tokens/TokenTables.tsx), so both state the same ratios.
 */

/** Red, green, blue (0-255) and alpha (0-1). */
export type Rgba = [number, number, number, number]

/** `#rrggbb`, `rgb(r, g, b)` or `rgba(r, g, b, a)`; anything else (a gradient, a shadow) is null. */
export function tryParseColor(color: string): Rgba | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1]
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color)?.[1]
  if (!rgba) return null
  const [r, g, b, a = 1] = rgba.split(',').map(Number)
  return [r!, g!, b!, a]
}

export function parseColor(color: string): Rgba {
  const parsed = tryParseColor(color)
  if (!parsed) throw new Error(`not a colour: ${color}`)
  return parsed
}

/** A translucent colour as painted over an opaque one. */
export function over(top: string, base: Rgba): Rgba {
  const [r, g, b, a] = parseColor(top)
  return [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a), 1]
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
