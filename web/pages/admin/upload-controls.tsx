import { Upload } from 'lucide-react'
import { type ChangeEvent, useState } from 'react'
import { useRevalidator } from 'react-router'
import styled from 'styled-components'
import { claimedImageFormat, MAX_UPLOAD_BYTES } from '../../../src/shared/media.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { useHydrated } from '../../lib/browser-env.ts'
import { errorText } from './feedback.ts'
import { Button, HiddenFields, InlineForm, Muted } from './ui.tsx'
import { uploadWithProgress } from './upload.ts'

/** The image types the server takes (src/shared/media.ts checks the same). */
const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/gif,image/svg+xml,image/webp'

/*
 * The pieces of an image upload every admin screen shares (a project's media, the site's pictures, the
 * newsletter composer): the client checks, the file button and the progress bar.
 */

/** The client checks of docs/spec.md §5; the server checks again on its own. */
export function checkFiles(
  files: readonly File[],
  single: { type: string } | null,
): { title: string; description: string } | null {
  if (single && files.length > 1) {
    return { title: 'Multiple files selected', description: `Please select only one ${single.type} file` }
  }
  if (files.some((f) => !claimedImageFormat(f))) {
    return {
      title: 'Invalid file type',
      description: 'Please select only image files (jpg, png, gif, svg, webp)',
    }
  }
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) {
    return { title: 'File too large', description: 'Please select files smaller than 10MB' }
  }
  return null
}

/**
 * The images chosen in a file button, uploaded from script to `url` (as `image.field`) with their
 * progress (0 to 100, null when idle); the router then reads the screen again. One request a file keeps
 * each under the server's body limit (docs/decisions/030-...). `image` also words the toasts.
 */
export function useImageUpload(
  url: string,
  image: { field: string; type: string; title: string },
  multiple = false,
) {
  const { toast } = useToast()
  const { revalidate } = useRevalidator()
  const [progress, setProgress] = useState<number | null>(null)
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length === 0) return
    const problem = checkFiles(files, multiple ? null : image)
    if (problem) return toast({ ...problem, variant: 'destructive' })
    const total = files.reduce((sum, f) => sum + f.size, 0) || 1
    let done = 0
    setProgress(0)
    try {
      for (const file of files) {
        const body = new FormData()
        body.append(image.field, file)
        await uploadWithProgress(url, body, (loaded, sent) =>
          setProgress(Math.round(((done + (loaded / sent) * file.size) / total) * 100)),
        )
        done += file.size
        await revalidate()
      }
      toast({ title: `${image.title} uploaded successfully!` })
    } catch (error) {
      toast({
        title: `Failed to upload ${image.type}`,
        description: errorText(error),
        variant: 'destructive',
      })
    } finally {
      setProgress(null)
    }
  }
  return { progress, onChange: (event: ChangeEvent<HTMLInputElement>) => void upload(event) }
}

export const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  & input { position: absolute; width: 1px; height: 1px; opacity: 0; }
`

const Progress = styled.progress`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.accent};
`

export function UploadProgress({ label, percent }: { label: string; percent: number | null }) {
  if (percent === null) return null
  return (
    <div>
      <Muted>
        {label} {percent}%
      </Muted>
      <Progress max={100} value={percent} aria-label={label} />
    </div>
  )
}

/**
 * An image's upload button. With JavaScript a chosen file uploads at once from script (`onChange`, with
 * its progress bar). Without it the file goes as `file` with a form of `fields` to the screen's action,
 * which hands it to the same REST endpoint: one file a post, as a page's post has the upload's body limit.
 */
export function UploadButton({
  id,
  label,
  action,
  fields,
  onChange,
  multiple = false,
  busy = false,
  describedBy,
}: {
  id: string
  /** 'Upload icon': the button's text, with script and without. */
  label: string
  /** Where the form posts without script: the screen's address, without a question left open in it. */
  action: string
  fields: Record<string, string>
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  multiple?: boolean
  busy?: boolean
  describedBy?: string
}) {
  if (useHydrated()) {
    return (
      <FileLabel htmlFor={id}>
        <Upload aria-hidden size={16} /> {label}
        <input
          id={id}
          type="file"
          multiple={multiple}
          accept={ACCEPTED_IMAGES}
          aria-describedby={describedBy}
          disabled={busy}
          onChange={onChange}
        />
      </FileLabel>
    )
  }
  return (
    <InlineForm method="post" action={action} encType="multipart/form-data" aria-label={label}>
      <HiddenFields fields={fields} />
      <input
        id={id}
        type="file"
        name="file"
        accept={ACCEPTED_IMAGES}
        required
        aria-label={`File to ${label.toLowerCase()}`}
        aria-describedby={describedBy}
      />
      <Button type="submit" $size="sm">
        <Upload aria-hidden size={16} /> {label}
      </Button>
    </InlineForm>
  )
}
