import { Link } from 'react-router';
import { useTitle } from '../../../app/use-title.ts';
import { useViewer } from '../../auth/queries.ts';
import { AvatarPanel } from './AvatarPanel.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import '../profile.css';

/** `/settings/profile`: the picture, then names, username, about and website. */
export function ProfileSection() {
  useTitle('Edit profile');
  const viewer = useViewer()!;
  return (
    <>
      <h1>Edit profile</h1>
      <p className="settings-intro">
        How people see you on Tack. <Link to={`/${viewer.username}/`}>See your profile</Link>
      </p>
      <AvatarPanel />
      <ProfileForm />
    </>
  );
}
