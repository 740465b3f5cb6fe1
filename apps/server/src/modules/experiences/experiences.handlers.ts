import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import {
  createExperience,
  deleteExperience,
  getExperience,
  listExperiences,
  updateExperience,
} from './admin.service.ts';
import {
  logEvents,
  placementExperiences,
  platformExperiences,
  report,
  viewedState,
} from './experiences.service.ts';

export const experienceHandlers = {
  UserExperiencePlatformResource: {
    get: handler(resources.UserExperiencePlatformResource.get, platformExperiences),
  },
  UserExperienceResource: {
    get: handler(resources.UserExperienceResource.get, placementExperiences),
    delete: handler(resources.UserExperienceResource.delete, (ctx, o) =>
      report(ctx, o, 'dismissed'),
    ),
  },
  ViewedExperienceResource: {
    get: handler(resources.ViewedExperienceResource.get, viewedState),
    update: handler(resources.ViewedExperienceResource.update, (ctx, o) =>
      report(ctx, o, 'viewed'),
    ),
  },
  CompletedExperienceResource: {
    update: handler(resources.CompletedExperienceResource.update, (ctx, o) =>
      report(ctx, o, 'completed'),
    ),
  },
  ExperienceEventsResource: {
    create: handler(resources.ExperienceEventsResource.create, logEvents),
  },
  AdminExperiencesResource: {
    get: handler(resources.AdminExperiencesResource.get, listExperiences),
  },
  AdminExperienceResource: {
    get: handler(resources.AdminExperienceResource.get, (ctx, o) => getExperience(ctx, o.id)),
    create: handler(resources.AdminExperienceResource.create, createExperience),
    update: handler(resources.AdminExperienceResource.update, updateExperience),
    delete: handler(resources.AdminExperienceResource.delete, (ctx, o) =>
      deleteExperience(ctx, o.id),
    ),
  },
};
