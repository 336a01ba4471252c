import type { Vec } from './banner-model.ts'
import type { BannerScene, Canvas2D, SkyColors } from './banner-scene.ts'

/**
 * What the component asks of whoever paints the sky, in a worker or on the page's thread: the same
 * messages either way, so both run the same scene code.
 */
export type PainterMessage =
  | {
      type: 'resize'
      /** CSS pixels, and the backing store's pixels (see canvasPixels). */
      width: number
      height: number
      pixels: { width: number; height: number; ratio: number }
      still: boolean
      colors: SkyColors
    }
  /** Advance by dt ms and draw; a still frame (reduced motion) settles the points and ignores the pointer. */
  | { type: 'frame'; dt: number; mouse: Vec | null; still: boolean }
  /** The theme changed: the same picture in its colours. */
  | { type: 'colors'; colors: SkyColors }

/** Applies one message to a scene drawn on `ctx`, whose canvas already has the message's pixel size. */
export function paint(scene: BannerScene, ctx: Canvas2D, message: PainterMessage): void {
  if (message.type === 'colors') {
    scene.colors = message.colors
    scene.draw(ctx)
    return
  }
  if (message.type === 'resize') {
    const { ratio } = message.pixels
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    scene.resize(message.width, message.height)
    scene.colors = message.colors
  } else if (!message.still) {
    scene.mouse = message.mouse
    scene.step(message.dt)
  }
  if (message.still) {
    scene.mouse = null
    scene.settle()
  }
  scene.draw(ctx)
}
