import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { getImport, importReport, listImports } from './imports.service.ts';

export const importHandlers = {
  UserImportResource: { get: handler(resources.UserImportResource.get, getImport) },
  UserImportsResource: { get: handler(resources.UserImportsResource.get, listImports) },
  ImportReportResource: { get: handler(resources.ImportReportResource.get, importReport) },
};
