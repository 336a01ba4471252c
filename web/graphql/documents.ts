/**
 * The public pages' documents, typed by `npm run codegen` from web/graphql/*.graphql. Each is imported
 * from the generated module by name, so a page's bundle carries only the documents it sends.
 */
export {
  ProjectDocument as PROJECT_QUERY,
  ProjectsDocument as PROJECTS_QUERY,
  WorkExperiencesDocument as WORK_EXPERIENCES_QUERY,
} from '../../schema/generated/graphql.ts'
