import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { getVideoUpload } from './videos.service.ts';

export const videoHandlers = {
  VideoUploadResource: {
    get: handler(resources.VideoUploadResource.get, (ctx, o) => getVideoUpload(ctx, o.id)),
  },
};
