import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { bulkEdit } from './bulk-edit.service.ts';

export const bulkEditHandlers = {
  BulkEditResource: { update: handler(resources.BulkEditResource.update, bulkEdit) },
};
