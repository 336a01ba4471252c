import type { NewCommand } from '../../db/commands.ts'
import type { NewProject } from '../../db/projects.ts'
import type { NewWorkExperience } from '../../db/work-experiences.ts'

type SampleProject = NewProject & { commands: Omit<NewCommand, 'projectId'>[] }

const project = (
  p: Partial<SampleProject> & Pick<SampleProject, 'title' | 'description'>,
): SampleProject => ({
  technologies: [],
  features: [],
  challenges: [],
  results: [],
  duration: null,
  role: null,
  status: null,
  demoUrl: null,
  githubUrl: null,
  colorTheme: 'blue',
  order: 0,
  iconUrl: null,
  iconName: null,
  heroImageUrl: null,
  screenshotUrls: [],
  commands: [],
  ...p,
})

/**
 * First-run content so a new install looks alive. The six titles hit the spec's icon keywords and are
 * the titles the home strip maps to decorative visuals 1-6 (web/pages/home).
 */
export const SAMPLE_PROJECTS: SampleProject[] = [
  project({
    title: 'AI Meal Planner',
    description:
      'Plans a week of meals around dietary goals and what is already in the fridge, then builds the shopping list. A small recommendation model learns which food suggestions you actually cook.',
    technologies: ['React', 'TypeScript', 'Python', 'PostgreSQL', 'Tailwind CSS'],
    features: [
      'Weekly meal plans generated from goals and pantry contents',
      'Shopping list grouped by store aisle',
      'Recipe ratings that feed the recommendation model',
    ],
    challenges: ['Balancing nutrition targets with variety', 'Cold-start recommendations for new users'],
    results: ['Cut planning time from 40 minutes to 5 per week for beta users'],
    duration: '4 months',
    role: 'Full-stack & ML engineer',
    status: 'completed',
    demoUrl: 'https://example.com/meal-planner',
    githubUrl: 'https://github.com/example/meal-planner',
    colorTheme: 'green',
    order: 1,
    commands: [
      {
        command: 'npm install',
        description: 'Install dependencies',
        category: 'Setup',
        example: null,
        tags: ['npm'],
        order: 0,
      },
      {
        command: 'npm run dev',
        description: 'Start the development server',
        category: 'Development',
        example: 'npm run dev -- --port 5174',
        tags: null,
        order: 1,
      },
      {
        command: 'pytest model/',
        description: 'Run the recommendation model tests',
        category: 'Testing',
        example: null,
        tags: ['python'],
        order: 2,
      },
    ],
  }),
  project({
    title: 'Focus Timer',
    description:
      'A Pomodoro-style focus timer with ambient soundscapes, session history and gentle nudges when you drift. Works offline as an installable web app.',
    technologies: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS'],
    features: [
      'Configurable focus and break lengths',
      'Ambient sound mixer',
      'Streaks and weekly focus report',
    ],
    challenges: ['Accurate timers in background tabs', 'Offline-first sync of session history'],
    results: ['4.8 average rating from 300 early users'],
    duration: '6 weeks',
    role: 'Solo developer',
    status: 'completed',
    demoUrl: 'https://example.com/focus-timer',
    githubUrl: 'https://github.com/example/focus-timer',
    colorTheme: 'orange',
    order: 2,
    commands: [
      {
        command: 'npm run build',
        description: 'Build the production bundle',
        category: 'Deployment',
        example: null,
        tags: null,
        order: 0,
      },
    ],
  }),
  project({
    title: 'Climate Weather Dashboard',
    description:
      'Local weather forecasts next to long-term climate trends, with a gradient-boosted model that corrects forecast bias for your exact location.',
    technologies: ['Python', 'React', 'Node.js', 'Express', 'PostgreSQL'],
    features: [
      'Hourly and ten-day forecasts',
      'Climate anomaly charts since 1950',
      'Bias-corrected local predictions',
    ],
    challenges: ['Merging gridded climate data with station readings', 'Keeping charts fast on mobile'],
    results: ['Forecast error reduced by 18% against the raw provider data'],
    duration: '3 months',
    role: 'ML engineer',
    status: 'in-progress',
    githubUrl: 'https://github.com/example/climate-weather',
    colorTheme: 'cyan',
    order: 3,
  }),
  project({
    title: 'Budget Expense Tracker',
    description:
      'Tracks expenses from bank exports, categorises them automatically with a text classifier, and shows where the money goes each month against your budget.',
    technologies: ['TypeScript', 'Node.js', 'Express', 'MongoDB', 'React'],
    features: ['CSV and OFX import', 'Automatic categorisation', 'Monthly budget alerts'],
    challenges: ['Messy merchant names across banks', 'Explaining classifier decisions to users'],
    results: ['93% of transactions categorised without manual fixes'],
    duration: '2 months',
    role: 'Full-stack developer',
    status: 'completed',
    demoUrl: 'https://example.com/budget',
    githubUrl: 'https://github.com/example/budget-tracker',
    colorTheme: 'emerald',
    order: 4,
    commands: [
      {
        command: 'docker compose up -d mongo',
        description: 'Start the database',
        category: 'Setup',
        example: null,
        tags: ['docker'],
        order: 0,
      },
    ],
  }),
  project({
    title: 'Reading List & Book Notes',
    description:
      'A reading tracker that keeps highlights and notes per book and uses embeddings to surface related passages across everything you have read.',
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Python'],
    features: ['Highlights import from e-readers', 'Semantic search over notes', 'Reading goals'],
    challenges: ['Chunking long notes for embeddings', 'Keeping search results explainable'],
    results: [],
    duration: 'Ongoing',
    role: 'Creator',
    status: 'planning',
    colorTheme: 'purple',
    order: 5,
  }),
  project({
    title: 'Plant Care Assistant',
    description:
      'Identifies house plants from a photo and builds a watering and care schedule from the species, the season and the light in your room.',
    technologies: ['React', 'Python', 'Node.js', 'MongoDB'],
    features: ['Photo-based plant identification', 'Care reminders', 'Light level estimation from a photo'],
    challenges: ['Small training set for rare species', 'Battery-friendly reminders on mobile'],
    results: ['Identification accuracy of 91% on the 120 most common species'],
    duration: '5 months',
    role: 'ML & mobile engineer',
    status: 'on-hold',
    githubUrl: 'https://github.com/example/plant-care',
    colorTheme: 'pink',
    order: 6,
  }),
]

export const SAMPLE_WORK_EXPERIENCES: NewWorkExperience[] = [
  {
    type: 'past',
    position: 'Junior Software Engineer',
    company: 'Brightline Analytics',
    location: 'Berlin, Germany',
    duration: '1 yr 2 mos',
    startDate: 'Jan 2022',
    endDate: 'Feb 2023',
    description: [
      'Built internal dashboards for data quality',
      'Moved nightly reports from cron scripts to Airflow',
    ],
    technologies: ['Python', 'PostgreSQL', 'React'],
    order: 1,
  },
  {
    type: 'past',
    position: 'Software Engineer',
    company: 'Northwind Health',
    location: 'Remote',
    duration: '1 yr 6 mos',
    startDate: 'Mar 2023',
    endDate: 'Aug 2024',
    description: [
      'Shipped a patient-facing scheduling app',
      'Introduced end-to-end tests and cut release bugs by half',
    ],
    technologies: ['TypeScript', 'Node.js', 'Express', 'React'],
    order: 2,
  },
  {
    type: 'past',
    position: 'Machine Learning Engineer',
    company: 'Lumen Retail',
    location: 'Amsterdam, Netherlands',
    duration: '1 yr',
    startDate: 'Sep 2024',
    endDate: 'Aug 2025',
    description: [
      'Trained demand forecasting models for 2,000 stores',
      'Served models behind a low-latency API',
    ],
    technologies: ['Python', 'PostgreSQL', 'Node.js'],
    order: 3,
  },
  {
    type: 'current',
    position: 'FullStack Machine Learning Engineer',
    company: 'Independent',
    location: 'Remote',
    duration: 'Since Sep 2025',
    startDate: 'Sep 2025',
    endDate: 'Present',
    description: [
      'Design and build ML-powered products end to end',
      'Advise teams on MLOps and web platforms',
    ],
    technologies: ['TypeScript', 'React', 'Python', 'PostgreSQL', 'Next.js'],
    order: 4,
  },
]
