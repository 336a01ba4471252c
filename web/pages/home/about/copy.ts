/** The About texts: the full bio (default) and the TL;DR summary. */
export const ABOUT_TEXTS = {
  full: [
    'I am a full-stack engineer who fell for machine learning. I have been building things for the web since 2020, and these days most of what I ship has a model somewhere inside it.',
    'My work spans the whole path from data to interface: cleaning and labelling datasets, training and evaluating models, serving them behind fast APIs, and designing the screens people actually use. I care about tests, clear code and small, reversible steps.',
    'When I am not coding I am probably reading about new research, tinkering with side projects, or brewing another pot of tea.',
  ].join('\n\n'),
  short:
    'Full-stack engineer building ML-powered products end to end: data, models, APIs and interfaces. Fuelled by tea.',
} as const
