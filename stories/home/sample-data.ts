const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`

/** A stand-in hero image drawn inline: no network in stories. */
export const heroImageUrl = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#0ea5e9"/>
    </linearGradient></defs>
    <rect width="320" height="180" fill="url(#g)"/>
    <rect x="24" y="24" width="140" height="12" rx="6" fill="#fff" opacity=".8"/>
    <rect x="24" y="48" width="220" height="8" rx="4" fill="#fff" opacity=".45"/>
    <rect x="24" y="92" width="120" height="64" rx="8" fill="#fff" opacity=".25"/>
    <rect x="160" y="92" width="136" height="64" rx="8" fill="#fff" opacity=".25"/>
  </svg>`,
)

/** A stand-in uploaded icon. */
export const iconUrl = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
    <rect width="40" height="40" rx="8" fill="#f472b6"/>
    <circle cx="20" cy="20" r="9" fill="#fff"/>
  </svg>`,
)

export const aboutSampleTexts = {
  full: 'I am a full-stack engineer who fell for machine learning.\n\nI build the whole path from data to interface, and I drink a lot of tea.',
  short: 'Full-stack ML engineer. Tea-powered.',
}
