import { useState } from 'react';
import type { EmailDigest, NotificationKind } from '@tack/contract';
import { NOTIFICATION_KINDS } from '@tack/contract/constants';
import { KIND_LABELS } from '@tack/contract/notification-text';
import { formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../notifications/queries.ts';
import '../../ui/form-controls.css';
import './notification-settings.css';

const DIGESTS: { value: EmailDigest; label: string; text: string }[] = [
  { value: 'immediate', label: 'Right away', text: 'An email soon after something happens' },
  { value: 'daily', label: 'Once a day', text: 'One email with what you have not seen' },
  { value: 'off', label: 'Never', text: 'No notification emails' },
];

/**
 * Settings, Notifications: per kind, whether it shows in the app and whether it comes by email,
 * and how often email comes. Each change is saved at once.
 */
export function NotificationSettings() {
  useTitle('Notification settings');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [error, setError] = useState('');
  const save = (change: Parameters<typeof update.mutate>[0]) => {
    setError('');
    update.mutate(change, { onError: (err) => setError(formError(err).message) });
  };
  if (settings.isPending) return <p className="empty">Loading…</p>;
  if (settings.isError) return <LoadFailed />;
  const s = settings.data;
  const emailOff = s.emailDigest === 'off';
  return (
    <>
      <h1>Notifications</h1>
      <p className="settings-intro">Choose what you hear about, in Tack and by email.</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <section className="notification-settings" aria-labelledby="notif-kinds-title">
        <h2 id="notif-kinds-title">What you hear about</h2>
        <table className="notif-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">When</span>
              </th>
              <th scope="col" id="notif-col-app">
                In Tack
              </th>
              <th scope="col" id="notif-col-email">
                By email
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <KindRow
                key={kind}
                kind={kind}
                inApp={s.inApp[kind]}
                email={s.email[kind]}
                emailOff={emailOff}
                onChange={(channel, on) => save({ [channel]: { [kind]: on } })}
              />
            ))}
          </tbody>
        </table>
      </section>
      <fieldset className="choice-group notif-digest">
        <legend>How often emails come</legend>
        {DIGESTS.map((d) => (
          <label key={d.value} className="radio-card">
            <input
              type="radio"
              name="email-digest"
              value={d.value}
              checked={s.emailDigest === d.value}
              onChange={() => save({ email_digest: d.value })}
            />
            <span>
              <strong>{d.label}</strong>
              <span className="choice-text">{d.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </>
  );
}

function KindRow({
  kind,
  inApp,
  email,
  emailOff,
  onChange,
}: {
  kind: NotificationKind;
  inApp: boolean;
  email: boolean;
  emailOff: boolean;
  onChange: (channel: 'in_app' | 'email', on: boolean) => void;
}) {
  const row = `notif-row-${kind}`;
  return (
    <tr>
      <th scope="row" id={row}>
        {KIND_LABELS[kind]}
      </th>
      <td>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={inApp}
          aria-labelledby={`${row} notif-col-app`}
          onChange={(e) => onChange('in_app', e.target.checked)}
        />
      </td>
      <td>
        <input
          type="checkbox"
          role="switch"
          className="switch"
          checked={email && !emailOff}
          disabled={emailOff}
          aria-labelledby={`${row} notif-col-email`}
          onChange={(e) => onChange('email', e.target.checked)}
        />
      </td>
    </tr>
  );
}
