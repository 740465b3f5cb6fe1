import type { ComponentType } from 'react';
import { OnboardingPage } from '../onboarding/OnboardingPage.tsx';
import { PasswordResetPage, PasswordResetRequestPage, SecurePanicPage } from './PasswordPages.tsx';
import { useParams } from 'react-router';
import { NotFound } from '../../app/NotFound.tsx';
import {
  EmailSubscriptionPage,
  EmailVerificationErrorPage,
  EmailVerifiedPage,
} from './EmailPages.tsx';

/** `/email/verified/` and `/email/subscription/` (one route: each route costs the first load). */
function EmailPage() {
  const { page } = useParams();
  if (page === 'verified') return <EmailVerifiedPage />;
  if (page === 'subscription') return <EmailSubscriptionPage />;
  return <NotFound />;
}

/**
 * The account pages keyed by their route path (the router lists the paths, in app/router.tsx):
 * onboarding, password reset, /secure/panic and the email pages. They load with the log-in
 * chunk; no dynamic entry and no page names of their own in the first load keep the home page
 * within its budget (e2e/budget.spec.ts).
 */
export const pages: Record<string, ComponentType> = {
  '/signup/welcome': OnboardingPage,
  '/password/reset': PasswordResetRequestPage,
  '/pw/:username': PasswordResetPage,
  '/secure/panic': SecurePanicPage,
  '/email/:page': EmailPage,
  '/email_verification_error': EmailVerificationErrorPage,
};
