/** The owner's role in the hero pill and the home page's title; apart from Hero so the route table stays small. */
export const JOB_TITLE = 'FullStack Machine Learning Engineer'
