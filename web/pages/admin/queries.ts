import { gql } from 'urql'
import type { Command } from '../../../src/modules/commands/model.ts'
import { PROJECT_FIELDS } from '../../graphql/documents.ts'
import type { ProjectData, WorkExperienceData } from '../../graphql/types.ts'

/** Everything the panel lists, plus who is asking (the server renders the right state directly). */
export const ADMIN_QUERY = gql`
  query AdminPanel {
    me {
      id
      username
      isAdmin
    }
    projects {
      ...ProjectFields
    }
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
  ${PROJECT_FIELDS}
`

export interface AdminResult {
  me: { id: string; username: string; isAdmin: boolean } | null
  projects: ProjectData[]
  workExperiences: WorkExperienceData[]
}

export const PROJECT_COMMANDS_QUERY = gql`
  query AdminProjectCommands($id: ID!) {
    project(id: $id) {
      id
      commands {
        id
        projectId
        command
        description
        category
        example
        tags
        order
      }
    }
  }
`

export type CommandData = Omit<Command, 'id' | 'projectId'> & { id: string; projectId: string }

export interface ProjectCommandsResult {
  project: { id: string; commands: CommandData[] } | null
}
