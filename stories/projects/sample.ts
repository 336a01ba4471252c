import type { ProjectData } from '../../web/graphql/types.ts'
import { sampleProjects } from '../sample-content.ts'

export const mealPlanner = sampleProjects[0]!

/** A project outside the sample titles: no decorative visual, so cards fall back to its icon. */
export const customProject: ProjectData = {
  ...mealPlanner,
  id: '42',
  title: 'Semantic Search Playground',
  description:
    'Compare embedding models side by side on your own documents, with latency and recall charts for every query you try.',
  technologies: ['Python', 'FastAPI', 'PostgreSQL', 'pgvector', 'React', 'TypeScript', 'Docker', 'Redis'],
  status: 'IN_PROGRESS',
  colorTheme: 'indigo',
  iconName: 'file-search',
  demoUrl: null,
}

/** A self-contained picture shaped like an app window: stories need no file and no network. */
export function screenshotImage(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${hue + 40} 65% 22%)"/>
</linearGradient></defs>
<rect width="1280" height="800" fill="url(#g)"/>
<rect width="1280" height="64" fill="rgba(0,0,0,0.3)"/>
<rect x="48" y="112" width="360" height="640" rx="24" fill="rgba(255,255,255,0.16)"/>
<rect x="448" y="112" width="784" height="300" rx="24" fill="rgba(255,255,255,0.24)"/>
<rect x="448" y="452" width="376" height="300" rx="24" fill="rgba(255,255,255,0.12)"/>
<rect x="856" y="452" width="376" height="300" rx="24" fill="rgba(255,255,255,0.12)"/>
<text x="640" y="290" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${label}</text>
</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const sampleScreenshots = [
  screenshotImage(150, 'Planner'),
  screenshotImage(200, 'Shopping list'),
  screenshotImage(280, 'Recipes'),
  screenshotImage(20, 'Settings'),
]
