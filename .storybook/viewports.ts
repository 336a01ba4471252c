import type { Viewport } from 'storybook/viewport'

/**
 * The viewport toolbar's presets: the narrowest phone the site supports, a common phone, a tablet and a
 * laptop (the widths the design pass checks, docs/decisions/220-design-pass.md).
 */
export const VIEWPORTS = {
  phone320: { name: 'Small phone (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop1280: { name: 'Laptop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} satisfies Record<string, Viewport>
