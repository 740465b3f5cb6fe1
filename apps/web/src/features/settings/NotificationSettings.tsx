import { useState } from 'react';
import type { EmailDigest, EmailKind, NotificationKind } from '@tack/contract';
import { NOTIFICATION_KINDS } from '@tack/contract/constants';
import { EMAIL_KIND_OF, EMAIL_KINDS } from '@tack/contract/account';
import { KIND_LABELS } from '@tack/contract/notification-text';
import { formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
  withChange,
  type NotificationSettingsChange,
} from '../notifications/queries.ts';
import {
  useEmailSubscription,
  useSaveEmailSubscription,
} from '../account/email-subscription-queries.ts';
import '../../ui/form-controls.css';
import './notification-settings.css';

const DIGESTS: { value: EmailDigest; label: string; text: string }[] = [
  { value: 'immediate', label: 'Right away', text: 'An email soon after something happens' },
  { value: 'daily', label: 'Once a day', text: 'One email with what you have not seen' },
  { value: 'off', label: 'Never', text: 'No notification emails' },
];

/**
 * Settings, Notifications: per kind, whether it shows in the app and whether it comes by email;
 * which kinds of email come at all (the same stored switches as `/email/subscription/`); and how
 * often email comes. Each change is saved at once. A kind of email turned off greys the email
 * switches of the notifications it covers, and says why.
 */
export function NotificationSettings() {
  useTitle('Notification settings');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const kinds = useEmailSubscription();
  const saveKinds = useSaveEmailSubscription();
  const [error, setError] = useState('');
  // The change shows in the click's own render: the cache's optimistic copy comes a task later,
  // and React puts a controlled switch or radio back in between.
  const [pending, setPending] = useState<NotificationSettingsChange | null>(null);
  const save = (change: NotificationSettingsChange) => {
    setError('');
    setPending(change);
    update.mutate(change, {
      onError: (err) => setError(formError(err).message),
      onSettled: () => setPending(null),
    });
  };
  const saveKind = (kind: EmailKind, on: boolean) => {
    setError('');
    saveKinds.mutate({ [kind]: on }, { onError: (err) => setError(formError(err).message) });
  };
  if (settings.isPending || kinds.isPending) return <p className="empty">Loading…</p>;
  if (settings.isError || kinds.isError) return <LoadFailed />;
  const s = pending ? withChange(settings.data, pending) : settings.data;
  const emailOff = s.emailDigest === 'off';
  const kindOn = Object.fromEntries(kinds.data.kinds.map((k) => [k.kind, k.enabled])) as Record<
    EmailKind,
    boolean
  >;
  const kindsOff = (['activity', 'social'] as const).filter((k) => !kindOn[k]);
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
                kindOff={!kindOn[EMAIL_KIND_OF[kind]]}
                onChange={(channel, on) => save({ [channel]: { [kind]: on } })}
              />
            ))}
          </tbody>
        </table>
        {!emailOff &&
          kindsOff.map((k) => (
            <p className="notif-kind-off" id={`notif-kind-off-${k}`} key={k}>
              “{EMAIL_KINDS[k].label}” is off under Emails you get, so none of these comes by email:{' '}
              {NOTIFICATION_KINDS.filter((n) => EMAIL_KIND_OF[n] === k)
                .map((n) => KIND_LABELS[n].replace(/^S/, 's'))
                .join('; ')}
              .
            </p>
          ))}
      </section>
      <fieldset className="choice-group notif-email-kinds">
        <legend>Emails you get</legend>
        <p className="notif-kinds-intro">
          The same choices as the unsubscribe link in our emails. Mail about your account&apos;s
          security always comes.
        </p>
        {kinds.data.kinds.map((k) => (
          <label className="switch-row" key={k.kind}>
            <span>
              {k.label}
              <span className="choice-text" id={`notif-email-kind-${k.kind}`}>
                {k.description}
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className="switch"
              checked={k.enabled}
              disabled={saveKinds.isPending}
              aria-describedby={`notif-email-kind-${k.kind}`}
              onChange={(e) => saveKind(k.kind, e.target.checked)}
            />
          </label>
        ))}
      </fieldset>
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
  kindOff,
  onChange,
}: {
  kind: NotificationKind;
  inApp: boolean;
  email: boolean;
  emailOff: boolean;
  /** Its kind of email is turned off: no email whatever this switch says. */
  kindOff: boolean;
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
          checked={email && !emailOff && !kindOff}
          disabled={emailOff || kindOff}
          aria-labelledby={`${row} notif-col-email`}
          aria-describedby={
            kindOff && !emailOff ? `notif-kind-off-${EMAIL_KIND_OF[kind]}` : undefined
          }
          onChange={(e) => onChange('email', e.target.checked)}
        />
      </td>
    </tr>
  );
}
