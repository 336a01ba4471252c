import { gql } from 'urql'

/** Field selections shared by every page that shows projects. */
export const PROJECT_FIELDS = gql`
  fragment ProjectFields on Project {
    id
    title
    description
    technologies
    features
    challenges
    results
    duration
    role
    status
    demoUrl
    githubUrl
    colorTheme
    order
    iconUrl
    iconName
    heroImageUrl
    screenshotUrls
  }
`

export const PROJECTS_QUERY = gql`
  query Projects {
    projects {
      ...ProjectFields
    }
  }
  ${PROJECT_FIELDS}
`

export const PROJECT_QUERY = gql`
  query Project($id: ID!) {
    project(id: $id) {
      ...ProjectFields
    }
  }
  ${PROJECT_FIELDS}
`

export const WORK_EXPERIENCES_QUERY = gql`
  query WorkExperiences {
    workExperiences {
      id
      type
      position
      company
      location
      duration
      startDate
      endDate
      description
      technologies
      order
    }
  }
`
