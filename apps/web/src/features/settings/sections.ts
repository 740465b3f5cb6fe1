import type { ComponentType } from 'react';

/**
 * The sections of `/settings`, in the order the navigation lists them. Each is a sub-route
 * (`/settings/<path>`) whose page is its own chunk. Adding a section is one line here.
 */
export interface SettingsSection {
  path: string;
  label: string;
  /** One line under the label in the phone's list of sections. */
  description: string;
  load: () => Promise<ComponentType>;
}

export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    path: 'profile',
    label: 'Edit profile',
    description: 'Your picture, names, username, about and website',
    load: () => import('./profile/ProfileSection.tsx').then((m) => m.ProfileSection),
  },
  {
    path: 'account',
    label: 'Account',
    description: 'Email, password, language and country, dark mode',
    load: () => import('./account/AccountSection.tsx').then((m) => m.AccountSection),
  },
  {
    path: 'security',
    label: 'Security',
    description: 'Two-factor sign-in and where you are signed in',
    load: () => import('./security/SecuritySection.tsx').then((m) => m.SecuritySection),
  },
  {
    path: 'notifications',
    label: 'Notifications',
    description: 'What you hear about, in Tack and by email',
    load: () => import('./NotificationSettings.tsx').then((m) => m.NotificationSettings),
  },
  {
    path: 'privacy',
    label: 'Privacy and data',
    description: 'Who can message you, the people you blocked, a download of your data',
    load: () => import('./PrivacySettings.tsx').then((m) => m.PrivacySettings),
  },
  {
    path: 'import',
    label: 'Import',
    description: 'Bring in bookmarks, a Pinterest download, Pinry or a Tack export',
    load: () => import('./imports/ImportSettings.tsx').then((m) => m.ImportSettings),
  },
  {
    path: 'verification',
    label: 'Verified domains',
    description: 'Prove you own a website',
    load: () => import('../verification/DomainSettings.tsx').then((m) => m.DomainSettings),
  },
  {
    path: 'apps',
    label: 'Apps and API',
    description: 'Tokens for your scripts, your apps, the apps you allowed',
    load: () => import('../api-access/ApiSettings.tsx').then((m) => m.ApiSettings),
  },
  {
    path: 'leave',
    label: 'Deactivate or delete',
    description: 'Take a break from Tack, or leave it for good',
    load: () => import('./LeaveSettings.tsx').then((m) => m.LeaveSettings),
  },
  {
    path: 'cookies',
    label: 'Cookies',
    description: 'Personalization, marketing and analytics',
    load: () => import('./cookies/CookieSettings.tsx').then((m) => m.CookieSettings),
  },
];

/** Sections a signed-out visitor may open too (their cookie choices live in their browser). */
export const PUBLIC_SECTIONS: ReadonlySet<string> = new Set(['cookies']);
