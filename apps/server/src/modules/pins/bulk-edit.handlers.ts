import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { bulkDelete, bulkDeleteAll, bulkEdit } from './bulk-edit.service.ts';

export const bulkEditHandlers = {
  BulkEditResource: {
    update: handler(resources.BulkEditResource.update, bulkEdit),
    delete: handler(resources.BulkEditResource.delete, bulkDelete),
  },
  BulkEditSelectAllResource: {
    delete: handler(resources.BulkEditSelectAllResource.delete, bulkDeleteAll),
  },
};
