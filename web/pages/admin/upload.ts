import { ApiError } from '../../lib/api.ts'

/**
 * Multipart upload with progress: fetch has no upload progress events, XMLHttpRequest does. Failures
 * become the same "STATUS: body" ApiError as every other call (web/lib/api.ts).
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T)
      } else {
        const text = xhr.responseText
        reject(new ApiError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, text))
      }
    }
    xhr.onerror = () => reject(new Error('Network error'))
    xhr.send(body)
  })
}
