/**
 * The banner's night sky (the dark theme's; web/theme/palette.ts), served from web/public by the site
 * itself: no third-party request for a decoration. Apart from the component, so the route table can name
 * it for preloading (it is the largest paint of the pages with a banner) without loading the banner's code.
 */
export const BANNER_BACKGROUND_URL = '/banner/night-sky.svg'
