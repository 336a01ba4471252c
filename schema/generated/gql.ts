/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminPanel {\n  me {\n    id\n    username\n    isAdmin\n  }\n  projects {\n    ...ProjectFields\n  }\n  workExperiences {\n    ...WorkExperienceFields\n  }\n}\n\nquery AdminProjectCommands($id: ID!) {\n  project(id: $id) {\n    id\n    commands {\n      id\n      projectId\n      command\n      description\n      category\n      example\n      tags\n      order\n    }\n  }\n}": typeof types.AdminPanelDocument,
    "fragment ProjectFields on Project {\n  id\n  title\n  description\n  technologies\n  features\n  challenges\n  results\n  duration\n  role\n  status\n  demoUrl\n  githubUrl\n  colorTheme\n  order\n  iconUrl\n  iconName\n  heroImageUrl\n  screenshotUrls\n}\n\nfragment WorkExperienceFields on WorkExperience {\n  id\n  type\n  position\n  company\n  location\n  duration\n  startDate\n  endDate\n  description\n  technologies\n  order\n}\n\nquery Projects {\n  projects {\n    ...ProjectFields\n  }\n}\n\nquery Project($id: ID!) {\n  project(id: $id) {\n    ...ProjectFields\n  }\n}\n\nquery WorkExperiences {\n  workExperiences {\n    ...WorkExperienceFields\n  }\n}": typeof types.ProjectFieldsFragmentDoc,
    "fragment SessionUserFields on User {\n  id\n  username\n  email\n  firstName\n  lastName\n  isAdmin\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nquery Dashboard {\n  me {\n    ...SessionUserFields\n  }\n  newsletterSubscription {\n    isActive\n    subscribedAt\n    preferences {\n      frequency\n      topics\n    }\n  }\n}": typeof types.SessionUserFieldsFragmentDoc,
};
const documents: Documents = {
    "query AdminPanel {\n  me {\n    id\n    username\n    isAdmin\n  }\n  projects {\n    ...ProjectFields\n  }\n  workExperiences {\n    ...WorkExperienceFields\n  }\n}\n\nquery AdminProjectCommands($id: ID!) {\n  project(id: $id) {\n    id\n    commands {\n      id\n      projectId\n      command\n      description\n      category\n      example\n      tags\n      order\n    }\n  }\n}": types.AdminPanelDocument,
    "fragment ProjectFields on Project {\n  id\n  title\n  description\n  technologies\n  features\n  challenges\n  results\n  duration\n  role\n  status\n  demoUrl\n  githubUrl\n  colorTheme\n  order\n  iconUrl\n  iconName\n  heroImageUrl\n  screenshotUrls\n}\n\nfragment WorkExperienceFields on WorkExperience {\n  id\n  type\n  position\n  company\n  location\n  duration\n  startDate\n  endDate\n  description\n  technologies\n  order\n}\n\nquery Projects {\n  projects {\n    ...ProjectFields\n  }\n}\n\nquery Project($id: ID!) {\n  project(id: $id) {\n    ...ProjectFields\n  }\n}\n\nquery WorkExperiences {\n  workExperiences {\n    ...WorkExperienceFields\n  }\n}": types.ProjectFieldsFragmentDoc,
    "fragment SessionUserFields on User {\n  id\n  username\n  email\n  firstName\n  lastName\n  isAdmin\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nquery Dashboard {\n  me {\n    ...SessionUserFields\n  }\n  newsletterSubscription {\n    isActive\n    subscribedAt\n    preferences {\n      frequency\n      topics\n    }\n  }\n}": types.SessionUserFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPanel {\n  me {\n    id\n    username\n    isAdmin\n  }\n  projects {\n    ...ProjectFields\n  }\n  workExperiences {\n    ...WorkExperienceFields\n  }\n}\n\nquery AdminProjectCommands($id: ID!) {\n  project(id: $id) {\n    id\n    commands {\n      id\n      projectId\n      command\n      description\n      category\n      example\n      tags\n      order\n    }\n  }\n}"): (typeof documents)["query AdminPanel {\n  me {\n    id\n    username\n    isAdmin\n  }\n  projects {\n    ...ProjectFields\n  }\n  workExperiences {\n    ...WorkExperienceFields\n  }\n}\n\nquery AdminProjectCommands($id: ID!) {\n  project(id: $id) {\n    id\n    commands {\n      id\n      projectId\n      command\n      description\n      category\n      example\n      tags\n      order\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProjectFields on Project {\n  id\n  title\n  description\n  technologies\n  features\n  challenges\n  results\n  duration\n  role\n  status\n  demoUrl\n  githubUrl\n  colorTheme\n  order\n  iconUrl\n  iconName\n  heroImageUrl\n  screenshotUrls\n}\n\nfragment WorkExperienceFields on WorkExperience {\n  id\n  type\n  position\n  company\n  location\n  duration\n  startDate\n  endDate\n  description\n  technologies\n  order\n}\n\nquery Projects {\n  projects {\n    ...ProjectFields\n  }\n}\n\nquery Project($id: ID!) {\n  project(id: $id) {\n    ...ProjectFields\n  }\n}\n\nquery WorkExperiences {\n  workExperiences {\n    ...WorkExperienceFields\n  }\n}"): (typeof documents)["fragment ProjectFields on Project {\n  id\n  title\n  description\n  technologies\n  features\n  challenges\n  results\n  duration\n  role\n  status\n  demoUrl\n  githubUrl\n  colorTheme\n  order\n  iconUrl\n  iconName\n  heroImageUrl\n  screenshotUrls\n}\n\nfragment WorkExperienceFields on WorkExperience {\n  id\n  type\n  position\n  company\n  location\n  duration\n  startDate\n  endDate\n  description\n  technologies\n  order\n}\n\nquery Projects {\n  projects {\n    ...ProjectFields\n  }\n}\n\nquery Project($id: ID!) {\n  project(id: $id) {\n    ...ProjectFields\n  }\n}\n\nquery WorkExperiences {\n  workExperiences {\n    ...WorkExperienceFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUserFields on User {\n  id\n  username\n  email\n  firstName\n  lastName\n  isAdmin\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nquery Dashboard {\n  me {\n    ...SessionUserFields\n  }\n  newsletterSubscription {\n    isActive\n    subscribedAt\n    preferences {\n      frequency\n      topics\n    }\n  }\n}"): (typeof documents)["fragment SessionUserFields on User {\n  id\n  username\n  email\n  firstName\n  lastName\n  isAdmin\n  createdAt\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nquery Dashboard {\n  me {\n    ...SessionUserFields\n  }\n  newsletterSubscription {\n    isActive\n    subscribedAt\n    preferences {\n      frequency\n      topics\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;