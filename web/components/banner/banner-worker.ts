// Paints the banner off the page's main thread (docs/decisions/131-banner-main-thread.md): each frame is
// drawn here and handed back as an ImageBitmap, which the page only copies onto its canvas.
import { type PainterMessage, paint } from './banner-painter.ts'
import { BannerScene } from './banner-scene.ts'

const scene = new BannerScene(Math.random)
const canvas = new OffscreenCanvas(1, 1)
const ctx = canvas.getContext('2d')

self.onmessage = (event: MessageEvent<PainterMessage>) => {
  if (!ctx) return
  const message = event.data
  if (message.type === 'resize') {
    canvas.width = message.pixels.width
    canvas.height = message.pixels.height
  }
  paint(scene, ctx, message)
  const bitmap = canvas.transferToImageBitmap()
  self.postMessage(bitmap, { transfer: [bitmap] })
}
