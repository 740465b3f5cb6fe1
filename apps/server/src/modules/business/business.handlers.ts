import { resources } from '@tack/contract';
import { handler, type ResourceHandlers } from '../../plugins/resources.ts';
import {
  acceptInvite,
  accessPage,
  createInvite,
  inviteInfo,
  removeManager,
  revokeInvite,
  updateManager,
  updateSecurity,
} from './business-access.service.ts';
import { createCampaign, listCampaigns, updateCampaign } from './campaigns.service.ts';

export const businessHandlers: ResourceHandlers = {
  BusinessAccessResource: { get: handler(resources.BusinessAccessResource.get, accessPage) },
  BusinessInviteResource: {
    get: handler(resources.BusinessInviteResource.get, inviteInfo),
    create: handler(resources.BusinessInviteResource.create, createInvite),
    update: handler(resources.BusinessInviteResource.update, acceptInvite),
    delete: handler(resources.BusinessInviteResource.delete, revokeInvite),
  },
  BusinessManagerResource: {
    update: handler(resources.BusinessManagerResource.update, updateManager),
    delete: handler(resources.BusinessManagerResource.delete, removeManager),
  },
  BusinessSecurityResource: {
    update: handler(resources.BusinessSecurityResource.update, updateSecurity),
  },
  CampaignResource: {
    create: handler(resources.CampaignResource.create, createCampaign),
    update: handler(resources.CampaignResource.update, updateCampaign),
  },
  CampaignsResource: { get: handler(resources.CampaignsResource.get, listCampaigns) },
};
