import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { previewPage } from './page-preview.service.ts';

export const pageHandlers = {
  PagePreviewResource: { create: handler(resources.PagePreviewResource.create, previewPage) },
};
