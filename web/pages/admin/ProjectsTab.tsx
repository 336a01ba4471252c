import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useLoaderData } from 'react-router'
import { statusLabel } from '../../components/project/status.ts'
import { Button } from '../../components/ui/Button.tsx'
import { useApiAction } from '../../components/ui/use-resource-form.ts'
import { projectData } from '../../graphql/rest-values.ts'
import type { ProjectData } from '../../graphql/types.ts'
import { CommandsManager } from './CommandsManager.tsx'
import { useWriteFailure } from './feedback.ts'
import type { adminProjectsLoader } from './loader.ts'
import { MediaManager } from './MediaManager.tsx'
import { ProjectForm } from './ProjectForm.tsx'
import { useRefresh } from './refresh.ts'
import { ConfirmDialog, FormDialog, ItemCards, ItemTitle, Muted, SpreadRow } from './ui.tsx'

export function ProjectsTab({ projects, onChanged }: { projects: ProjectData[]; onChanged: () => void }) {
  const fail = useWriteFailure()
  const { run } = useApiAction()
  const [editing, setEditing] = useState<ProjectData | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ProjectData | null>(null)

  const remove = (project: ProjectData) =>
    run('DELETE', `/api/projects/${project.id}`, undefined, {
      onSaved: onChanged,
      success: { title: 'Project deleted successfully!' },
      onFailed: (error) => fail(error, 'Failed to delete project', { redirectOnUnauthorized: true }),
    })

  const current = editing && editing !== 'new' ? editing : null
  return (
    <section aria-labelledby="admin-projects-heading">
      <SpreadRow>
        <h2 id="admin-projects-heading">Projects</h2>
        <Button type="button" $variant="primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden size={16} /> Add Project
        </Button>
      </SpreadRow>
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
        onEdit={setEditing}
        onDelete={setDeleting}
      />

      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={current ? 'Edit Project' : 'Add Project'}
        description={
          current
            ? 'Change the project details, its media and its commands.'
            : 'Describe the project; media and commands can be added once it is saved.'
        }
      >
        <ProjectForm
          project={current}
          onSaved={() => {
            setEditing(null)
            onChanged()
          }}
          onCancel={() => setEditing(null)}
        />
        {current ? (
          <>
            <MediaManager
              project={current}
              onChange={(saved) => {
                // Uploads answer the REST project; optimistic reorders pass the panel's own.
                setEditing('createdAt' in saved ? projectData(saved) : saved)
                onChanged()
              }}
            />
            <CommandsManager projectId={current.id} />
          </>
        ) : null}
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete project?"
        text={`Are you sure you want to delete "${deleting?.title ?? ''}"? Its commands and media are deleted too. This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  )
}

/** /admin/projects, from its route's loader. */
export function ProjectsScreen() {
  const { projects } = useLoaderData<typeof adminProjectsLoader>()
  return <ProjectsTab projects={projects} onChanged={useRefresh()} />
}
