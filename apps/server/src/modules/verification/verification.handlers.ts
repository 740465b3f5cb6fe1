import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import {
  adminVerification,
  revokeDomain,
  revokeMerchant,
  verifyDomain,
  verifyMerchant,
} from './admin-verification.service.ts';
import { createClaim, deleteClaim, listClaims } from './domain-claims.service.ts';
import { checkClaim } from './domain-check.service.ts';

export const verificationHandlers = {
  AdminVerificationResource: {
    get: handler(resources.AdminVerificationResource.get, (ctx) => adminVerification(ctx)),
  },
  VerifiedMerchantResource: {
    create: handler(resources.VerifiedMerchantResource.create, verifyMerchant),
    delete: handler(resources.VerifiedMerchantResource.delete, revokeMerchant),
  },
  VerifiedDomainResource: {
    create: handler(resources.VerifiedDomainResource.create, verifyDomain),
    delete: handler(resources.VerifiedDomainResource.delete, revokeDomain),
  },
  DomainClaimResource: {
    get: handler(resources.DomainClaimResource.get, (ctx) => listClaims(ctx)),
    create: handler(resources.DomainClaimResource.create, createClaim),
    delete: handler(resources.DomainClaimResource.delete, deleteClaim),
  },
  DomainClaimCheckResource: {
    create: handler(resources.DomainClaimCheckResource.create, checkClaim),
  },
};
