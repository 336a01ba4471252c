import { statusLabel } from '../../components/project/status.ts'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import type { ProjectData } from '../../graphql/types.ts'
import { CommandsManager } from './CommandsManager.tsx'
import { AddButton, EditForm, RowActions, useEditableList } from './editable-list.tsx'
import type { adminProjectsLoader } from './loader.ts'
import { MediaManager } from './MediaManager.tsx'
import { PROJECTS_SCREEN, ProjectForm, projectPage } from './ProjectForm.tsx'
import type { CommandData } from './queries.ts'
import { adminScreen, ItemCards, ItemTitle, Muted, SpreadRow } from './ui.tsx'

const detailsNote = (project: ProjectData | null) =>
  project
    ? 'Change the project details, its media and its commands.'
    : 'Describe the project; media and commands can be added once it is saved.'

/**
 * The projects, each with Edit and Delete (which asks first). The details form, deletion, the
 * commands and the screenshots' deletes and order post to the screen's action (projectsAction); uploads
 * (with a progress bar) save from script, in the edit dialog, and the screen then loads again. Without
 * JavaScript the project's details, media and commands are on its own page (`?edit=ID`).
 */
export function ProjectsTab({
  projects,
  commands,
}: {
  /** Every project, in display order. */
  projects: ProjectData[]
  /** Each project's commands, by project id. */
  commands: Readonly<Record<string, readonly CommandData[]>>
}) {
  const list = useEditableList(projects)
  return (
    <section aria-labelledby="admin-projects-heading">
      <SpreadRow>
        <h2 id="admin-projects-heading">Projects</h2>
        <AddButton list={list} screen={PROJECTS_SCREEN} label="Add Project" />
      </SpreadRow>
      <ActionFeedback />
      <EditForm list={list} id="admin-project-form-heading" noun="Project" note={detailsNote}>
        {(project, onCancel) => (
          <>
            <ProjectForm key={project?.id ?? 'new'} project={project} onCancel={onCancel} />
            {project ? (
              <>
                <MediaManager project={project} />
                <CommandsManager projectId={project.id} commands={commands[project.id] ?? []} />
              </>
            ) : null}
          </>
        )}
      </EditForm>
      {projects.length === 0 ? <Muted>No projects yet.</Muted> : null}
      <ItemCards
        items={projects}
        heading={(project) => <ItemTitle>{project.title}</ItemTitle>}
        details={(project) => (
          <Muted>
            {[project.status && statusLabel(project.status), project.technologies.join(', ')]
              .filter(Boolean)
              .join(' · ') || 'No details yet'}
          </Muted>
        )}
        actions={(project) => (
          <RowActions
            list={list}
            editTo={projectPage(project.id)}
            item={project}
            name={project.title}
            deleteTitle="Delete project?"
            deleteText={`Are you sure you want to delete "${project.title}"? Its commands and media are deleted too. This action cannot be undone.`}
          />
        )}
      />
    </section>
  )
}

/** /admin/projects, from its route's loader. */
export const ProjectsScreen = adminScreen<typeof adminProjectsLoader>(ProjectsTab)
