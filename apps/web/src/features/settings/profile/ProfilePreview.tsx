import { Avatar } from '../../../ui/Avatar.tsx';
/** The card attribution's avatar (spec §9: 32; CardAttribution's ATTRIBUTION_AVATAR, not imported: the
 * home page's chunk would split around it). */
const ATTRIBUTION_AVATAR = 32;

export interface PreviewPerson {
  fullName: string;
  username: string;
  about?: string;
  imageSmallUrl: string | null;
}

/**
 * How the person will look, as they edit: the head of their profile and a pin card's
 * attribution row (its 32 px avatar and name). Nothing in it is a link or a control.
 */
export function ProfilePreview({
  person,
  title = 'Preview',
}: {
  person: PreviewPerson;
  title?: string;
}) {
  const name = person.fullName.trim() || 'Your name';
  return (
    <section className="profile-preview" aria-label={title}>
      <div className="profile-preview-group">
        <p className="profile-preview-title">{title}</p>
        <div className="profile-preview-head">
          <Avatar user={{ ...person, fullName: name }} size={72} />
          <p className="profile-preview-name">{name}</p>
          <p className="profile-preview-username">@{person.username}</p>
          {person.about && <p className="profile-preview-about">{person.about}</p>}
        </div>
      </div>
      <div className="profile-preview-group">
        <p className="profile-preview-title">On a Pin card</p>
        <div className="card-preview">
          <div className="card-preview-image" aria-hidden="true" />
          <div className="card-preview-attribution">
            <Avatar user={{ ...person, fullName: name }} size={ATTRIBUTION_AVATAR} />
            <span>{name}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
