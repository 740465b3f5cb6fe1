import type { ComponentType } from 'react';
import { OnboardingPage } from '../onboarding/OnboardingPage.tsx';
import { PasswordResetPage, PasswordResetRequestPage, SecurePanicPage } from './PasswordPages.tsx';
import {
  EmailSubscriptionPage,
  EmailVerificationErrorPage,
  EmailVerifiedPage,
} from './EmailPages.tsx';

export type AccountPageId =
  | 'signup-welcome'
  | 'password-reset'
  | 'password-reset-link'
  | 'secure-panic'
  | 'email-subscription'
  | 'email-verified'
  | 'email-verification-error';

/**
 * The account pages keyed by their row of the route table (the router maps the rows, in
 * app/router.tsx): onboarding, password reset, /secure/panic and the email pages. They load
 * with the log-in chunk; no dynamic entry and no page names of their own in the first load keep
 * the home page within its budget (e2e/budget.spec.ts).
 */
export const pages: Record<AccountPageId, ComponentType> = {
  'signup-welcome': OnboardingPage,
  'password-reset': PasswordResetRequestPage,
  'password-reset-link': PasswordResetPage,
  'secure-panic': SecurePanicPage,
  'email-subscription': EmailSubscriptionPage,
  'email-verified': EmailVerifiedPage,
  'email-verification-error': EmailVerificationErrorPage,
};
