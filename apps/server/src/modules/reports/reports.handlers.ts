import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { listReports, reportPin, resolvePin } from './reports.service.ts';

export const reportHandlers = {
  PinReportResource: {
    create: handler(resources.PinReportResource.create, reportPin),
  },
  AdminPinReportsResource: {
    get: handler(resources.AdminPinReportsResource.get, listReports),
    update: handler(resources.AdminPinReportsResource.update, resolvePin),
  },
};
