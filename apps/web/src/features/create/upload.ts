import type { UploadedImage } from '@tack/contract';
import { csrfToken, readEnvelope } from '../../api/client.ts';

/** Uploads an image with progress (XMLHttpRequest reports upload progress; fetch does not). */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v3/media/uploads/');
    xhr.setRequestHeader('X-CSRFToken', csrfToken());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () =>
      reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.onload = () => {
      const res = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': 'application/json' },
      });
      readEnvelope<UploadedImage>(res).then(resolve, reject);
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
