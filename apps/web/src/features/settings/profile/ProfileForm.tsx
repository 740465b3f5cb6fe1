import { useState, type FormEvent } from 'react';
import { PROFILE_LIMITS } from '@tack/contract/account';
import { useToast } from '../../../ui/Toast.tsx';
import { useViewer } from '../../auth/queries.ts';
import { useUpdateProfile } from '../queries.ts';
import { SettingsField } from '../SettingsField.tsx';
import { useFormErrors } from '../use-form-errors.ts';
import { ProfilePreview } from './ProfilePreview.tsx';

const FIELDS = ['first_name', 'full_name', 'username', 'about', 'website_url'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** Names, username, about and website, with the preview following every keystroke. */
export function ProfileForm() {
  const viewer = useViewer()!;
  const [values, setValues] = useState<Values>(() => ({
    first_name: viewer.firstName,
    full_name: viewer.fullName,
    username: viewer.username,
    about: viewer.about,
    website_url: viewer.websiteUrl ?? '',
  }));
  const { errors, clear, fail } = useFormErrors(FIELDS);
  const update = useUpdateProfile();
  const toast = useToast();
  const set = (name: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    clear();
    try {
      const saved = await update.mutateAsync(values);
      setValues((v) => ({ ...v, username: saved.username, website_url: saved.websiteUrl ?? '' }));
      toast({ text: 'Profile saved' });
    } catch (err) {
      fail(err);
    }
  }

  const renamed = values.username.trim().toLowerCase() !== viewer.username;
  return (
    <section className="settings-panel" aria-labelledby="profile-title">
      <h2 id="profile-title">About you</h2>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="profile-editor">
        <form onSubmit={submit} noValidate>
          <SettingsField
            name="first_name"
            label="First name"
            hint={`Up to ${PROFILE_LIMITS.firstName} characters`}
            error={errors.fields.first_name}
          >
            {(p) => (
              <input
                {...p}
                autoComplete="given-name"
                maxLength={PROFILE_LIMITS.firstName}
                value={values.first_name}
                onChange={set('first_name')}
              />
            )}
          </SettingsField>
          <SettingsField
            name="full_name"
            label="Name"
            hint="Shown on your profile and beside your Pins"
            error={errors.fields.full_name}
          >
            {(p) => (
              <input
                {...p}
                autoComplete="name"
                maxLength={PROFILE_LIMITS.fullName}
                value={values.full_name}
                onChange={set('full_name')}
              />
            )}
          </SettingsField>
          <SettingsField
            name="username"
            label="Username"
            hint={
              renamed
                ? `3 to 30 letters, numbers or underscores (_). Links to /${viewer.username}/ will lead to your new name for 90 days.`
                : '3 to 30 letters, numbers or underscores (_)'
            }
            error={errors.fields.username}
          >
            {(p) => (
              <input
                {...p}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={30}
                value={values.username}
                onChange={set('username')}
              />
            )}
          </SettingsField>
          <SettingsField
            name="about"
            label="About"
            hint={`${values.about.length} of ${PROFILE_LIMITS.about} characters`}
            error={errors.fields.about}
          >
            {(p) => (
              <textarea
                {...p}
                rows={4}
                maxLength={PROFILE_LIMITS.about}
                value={values.about}
                onChange={set('about')}
              />
            )}
          </SettingsField>
          <SettingsField
            name="website_url"
            label="Website"
            hint="A full address starting with https:// or http://"
            error={errors.fields.website_url}
          >
            {(p) => (
              <input
                {...p}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                value={values.website_url}
                onChange={set('website_url')}
              />
            )}
          </SettingsField>
          {Object.keys(errors.fields).length > 0 && (
            <p className="visually-hidden" role="alert">
              {Object.values(errors.fields).join('. ')}
            </p>
          )}
          <div className="save-row">
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
        <ProfilePreview
          person={{
            fullName: values.full_name,
            username: values.username.trim().toLowerCase(),
            about: values.about,
            imageSmallUrl: viewer.imageSmallUrl,
          }}
        />
      </div>
    </section>
  );
}
