import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useActionData, useLoaderData, useRevalidator, useSearchParams } from 'react-router'
import styled from 'styled-components'
import type { ActionData } from '../../app/route-action.ts'
import { statusLabel } from '../../components/project/status.ts'
import { Button } from '../../components/ui/Button.tsx'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import { projectData } from '../../graphql/rest-values.ts'
import type { ProjectData } from '../../graphql/types.ts'
import { useHydrated } from '../../lib/browser-env.ts'
import { CommandsManager } from './CommandsManager.tsx'
import { type Editing, editingFrom } from './inline-edit.ts'
import type { adminProjectsLoader } from './loader.ts'
import { MediaManager } from './MediaManager.tsx'
import { PROJECTS_SCREEN, ProjectForm } from './ProjectForm.tsx'
import type { ProjectValues } from './project-form.ts'
import { Card, ConfirmAction, FormDialog, ItemCards, ItemTitle, Muted, Row, SpreadRow } from './ui.tsx'

const InlineCard = styled(Card)`
  margin: ${({ theme }) => theme.space(4)} 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`

const detailsNote = (project: ProjectData | null) =>
  project
    ? 'Change the project details, its media and its commands.'
    : 'Describe the project; media and commands can be added once it is saved.'

/**
 * The projects, each with Edit and Delete (which asks first). The details form and deletion post to
 * the screen's action (projectsAction), with or without JavaScript. Media (uploads with a progress bar)
 * and commands save from script, in the edit dialog, and the screen then loads again.
 */
export function ProjectsTab({ projects }: { projects: ProjectData[] }) {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const answer = useActionData() as ActionData<ProjectValues> | undefined
  const { revalidate } = useRevalidator()
  const [editing, setEditing] = useState<Editing<ProjectData>>(() => editingFrom(projects, params, undefined))
  // A save that went through closes the dialog (a failed one keeps it open with its errors).
  useEffect(() => {
    if (answer?.intent === 'save' && answer.ok) setEditing(null)
  }, [answer])

  // Without JavaScript the details form is part of the page, at its own address.
  const inline = hydrated ? null : editingFrom(projects, params, answer)
  const inlineProject = inline && inline !== 'new' ? inline : null
  const current = editing && editing !== 'new' ? editing : null
  return (
    <section aria-labelledby="admin-projects-heading">
      <SpreadRow>
        <h2 id="admin-projects-heading">Projects</h2>
        {hydrated ? (
          <Button type="button" $variant="primary" onClick={() => setEditing('new')}>
            <Plus aria-hidden size={16} /> Add Project
          </Button>
        ) : (
          <Button as={Link} to={`${PROJECTS_SCREEN}?new=1`} $variant="primary">
            <Plus aria-hidden size={16} /> Add Project
          </Button>
        )}
      </SpreadRow>
      <ActionFeedback />
      {inline ? (
        <InlineCard as="section" aria-labelledby="admin-project-form-heading">
          <h3 id="admin-project-form-heading">{inlineProject ? 'Edit Project' : 'Add Project'}</h3>
          <Muted>{detailsNote(inlineProject)}</Muted>
          <ProjectForm key={inlineProject?.id ?? 'new'} project={inlineProject} />
        </InlineCard>
      ) : null}
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
        name={(project) => project.title}
        actions={(project) => (
          <Row>
            {hydrated ? (
              <Button type="button" onClick={() => setEditing(project)} aria-label={`Edit ${project.title}`}>
                <Pencil aria-hidden size={16} /> Edit
              </Button>
            ) : (
              <Button
                as={Link}
                to={`${PROJECTS_SCREEN}?edit=${encodeURIComponent(project.id)}`}
                aria-label={`Edit ${project.title}`}
              >
                <Pencil aria-hidden size={16} /> Edit
              </Button>
            )}
            <ConfirmAction
              label={`Delete ${project.title}`}
              title="Delete project?"
              text={`Are you sure you want to delete "${project.title}"? Its commands and media are deleted too. This action cannot be undone.`}
              confirmLabel="Delete"
              fields={{ intent: 'delete', id: project.id }}
            >
              <Trash2 aria-hidden size={16} /> Delete
            </ConfirmAction>
          </Row>
        )}
      />

      {hydrated ? (
        <FormDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          title={current ? 'Edit Project' : 'Add Project'}
          description={detailsNote(current)}
        >
          <ProjectForm key={current?.id ?? 'new'} project={current} onCancel={() => setEditing(null)} />
          {current ? (
            <>
              <MediaManager
                project={current}
                onChange={(saved) => {
                  // Uploads answer the REST project; optimistic reorders pass the panel's own.
                  setEditing('createdAt' in saved ? projectData(saved) : saved)
                  void revalidate()
                }}
              />
              <CommandsManager projectId={current.id} />
            </>
          ) : null}
        </FormDialog>
      ) : null}
    </section>
  )
}

/** /admin/projects, from its route's loader. */
export function ProjectsScreen() {
  const { projects } = useLoaderData<typeof adminProjectsLoader>()
  return <ProjectsTab projects={projects} />
}
