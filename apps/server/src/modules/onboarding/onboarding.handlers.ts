import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { getOnboarding, updateOnboarding } from './onboarding.service.ts';

export const onboardingHandlers = {
  OnboardingResource: {
    get: handler(resources.OnboardingResource.get, getOnboarding),
    update: handler(resources.OnboardingResource.update, updateOnboarding),
  },
};
