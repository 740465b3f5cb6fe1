import type { UploadedImage, VideoUpload } from '@tack/contract';
import { callResource, csrfToken, readEnvelope } from '../../api/client.ts';

/** Uploads a file with progress (XMLHttpRequest reports upload progress; fetch does not). */
export function uploadFile<T>(
  url: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('X-CSRFToken', csrfToken());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () =>
      reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.onload = () => {
      const res = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': 'application/json' },
      });
      readEnvelope<T>(res).then(resolve, reject);
    };
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

export const uploadImage = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<UploadedImage>('/v3/media/uploads/', 'image', file, onProgress);

export const uploadVideo = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<VideoUpload>('/v3/media/videos/', 'video', file, onProgress);

/** A file the builders send as a video: by its type, or its name where the type is unknown. */
export const isVideoFile = (file: File) =>
  file.type.startsWith('video/') || /\.(mp4|m4v|mov|webm|mkv)$/i.test(file.name);

/**
 * Follows an uploaded video until the server has transcoded it (or given up), reporting each
 * state; stops when `signal` aborts (the person chose another file or left).
 */
export async function followVideo(
  video: VideoUpload,
  onUpdate: (video: VideoUpload) => void,
  signal: AbortSignal,
): Promise<void> {
  let current = video;
  while (current.state === 'processing' && !signal.aborted) {
    await new Promise((r) => setTimeout(r, 1000));
    if (signal.aborted) return;
    current = await callResource('VideoUploadResource', 'get', { id: current.id });
    if (!signal.aborted) onUpdate(current);
  }
}
