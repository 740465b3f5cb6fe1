import { z } from 'zod';
import { Id } from './common.ts';
import { UploadedImage } from './image.ts';

/** Where an uploaded video is: being read and transcoded, playable, or refused by the job. */
export const VIDEO_STATES = ['processing', 'ready', 'failed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

/**
 * An uploaded video (`POST /v3/media/videos/`, then `VideoUploadResource` get): the poster frame
 * is there once the server has read the video, and a pin can be made from it from then on (it
 * shows as processing to its pinner until the video is transcoded). `duration` in ms.
 */
export const VideoUpload = z.object({
  id: Id,
  state: z.enum(VIDEO_STATES),
  poster: UploadedImage.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  /** Why the video could not be used, in words for the person who uploaded it. */
  error: z.string().nullable(),
});
export type VideoUpload = z.infer<typeof VideoUpload>;

export const VideoUploadGetOptions = z.object({ id: Id }).strict();
