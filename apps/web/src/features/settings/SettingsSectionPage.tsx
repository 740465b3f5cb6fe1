import { useParams } from 'react-router';
import { NotFound } from '../../app/NotFound.tsx';
import { PrivacySettings } from './PrivacySettings.tsx';
import { LeaveSettings } from './LeaveSettings.tsx';

/**
 * `/settings/privacy` and `/settings/leave` until the settings page lists these sections
 * (sections.ts): one route and one chunk, as the first load's budget counts every route.
 */
export function SettingsSectionPage() {
  const { section } = useParams();
  if (section === 'privacy') return <PrivacySettings />;
  if (section === 'leave') return <LeaveSettings />;
  return <NotFound />;
}
