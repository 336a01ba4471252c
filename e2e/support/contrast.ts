import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: number[]): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
}

export const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/**
 * The worst contrast of an element's text against what is actually painted behind it (gradients,
 * canvas, whatever scrolls beneath): the text is made transparent, the content box (where glyphs are
 * painted, less `inset` on each side, as a fraction) is captured, and every pixel is compared with the
 * text colour. The padding is left out because a rounded background does not cover its corners, and
 * what shows there (a star behind a phone's glass) never meets a letter.
 */
export async function worstContrast(page: Page, element: Locator, inset = 0): Promise<number> {
  const color = await element.evaluate((el) => getComputedStyle(el).color)
  const text = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number)
  const border = (await element.boundingBox())!
  const padding = await element.evaluate((el) => {
    const style = getComputedStyle(el)
    return ['top', 'right', 'bottom', 'left'].map((side) =>
      Number.parseFloat(style.getPropertyValue(`padding-${side}`)),
    )
  })
  const [top, right, bottom, left] = padding as [number, number, number, number]
  const box = {
    x: border.x + left,
    y: border.y + top,
    width: border.width - left - right,
    height: border.height - top - bottom,
  }
  await element.evaluate((el) => el.style.setProperty('color', 'transparent', 'important'))
  await element.evaluate((el) => el.style.setProperty('text-shadow', 'none', 'important'))
  const shot = await page.screenshot({
    animations: 'disabled',
    clip: {
      x: box.x + box.width * inset,
      y: box.y + box.height * inset,
      width: box.width * (1 - 2 * inset),
      height: box.height * (1 - 2 * inset),
    },
  })
  await element.evaluate((el) => {
    el.style.removeProperty('color')
    el.style.removeProperty('text-shadow')
  })
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let worst = Number.POSITIVE_INFINITY
  for (let i = 0; i < info.width * info.height * 3; i += 3)
    worst = Math.min(worst, contrast(text, [data[i]!, data[i + 1]!, data[i + 2]!]))
  return worst
}
