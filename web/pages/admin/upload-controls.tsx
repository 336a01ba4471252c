import styled from 'styled-components'
import { claimedImageFormat, MAX_UPLOAD_BYTES } from '../../../src/shared/media.ts'
import { Muted } from './ui.tsx'

/*
 * The pieces of an image upload every admin screen shares (a project's media, the site's pictures, the
 * newsletter composer): the client checks, the file button and the progress bar.
 */

/** Spec section 5's client checks; the server checks again on its own. */
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
