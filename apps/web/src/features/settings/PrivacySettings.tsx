import { useState } from 'react';
import { Link } from 'react-router';
import type { BlockedUser, MessagePolicy } from '@tack/contract';
import { formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useToast } from '../../ui/Toast.tsx';
import {
  useBlockedPeople,
  usePrivacySettings,
  useSetBlocked,
  useSetMessagePolicy,
} from '../privacy/queries.ts';
import { DownloadYourData } from './DownloadYourData.tsx';
import '../../ui/form-controls.css';
import './leave-settings.css';

const POLICIES: { value: MessagePolicy; title: string; text: string }[] = [
  { value: 'everyone', title: 'Everyone', text: 'Anyone on Tack can send you Pins and messages.' },
  {
    value: 'following',
    title: 'People you follow',
    text: 'Only people you follow can send you Pins and messages.',
  },
  { value: 'nobody', title: 'No one', text: 'Nobody can send you Pins or messages.' },
];

/** Settings, "Privacy and data": who may message you, the people you blocked, your data. */
export function PrivacySettings() {
  useTitle('Privacy and data');
  return (
    <section className="settings-section" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy and data</h1>
      <p className="settings-intro">
        Choose who can reach you, see the people you blocked, and download your data.
      </p>
      <MessagePolicyChoice />
      <BlockedPeople />
      <DownloadYourData />
    </section>
  );
}

function MessagePolicyChoice() {
  const settings = usePrivacySettings();
  const setPolicy = useSetMessagePolicy();
  const toast = useToast();
  // The choice shows as made in the click itself, while it saves (a radio bound only to the
  // query's data sprang back until the cache caught up, longer when a refetch was in flight).
  const [picked, setPicked] = useState<MessagePolicy | null>(null);
  if (settings.isPending) return <p className="empty">Loading…</p>;
  if (settings.isError) return <LoadFailed />;
  return (
    <fieldset className="choice-group">
      <legend>
        <h2>Who can message you</h2>
      </legend>
      {POLICIES.map((p) => (
        <label className="radio-card" key={p.value}>
          <input
            type="radio"
            name="message_policy"
            value={p.value}
            checked={(picked ?? settings.data.messagePolicy) === p.value}
            aria-describedby={`policy-${p.value}`}
            onChange={() => {
              setPicked(p.value);
              setPolicy.mutate(p.value, {
                onSuccess: () => toast({ text: 'Saved' }),
                onError: (err) => toast({ text: formError(err).message, tone: 'error' }),
                onSettled: () => setPicked(null),
              });
            }}
          />
          <span>
            <strong>{p.title}</strong>
            <span className="choice-text" id={`policy-${p.value}`}>
              {p.text}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function BlockedPeople() {
  const blocked = useBlockedPeople();
  const people = blocked.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <h2 id="blocked-title">Blocked people</h2>
      <p className="settings-note">
        People you block can't see your profile, boards or Pins, follow you, save your Pins or
        message you. They aren't told. To block someone, open their profile and choose Block from
        its menu.
      </p>
      {blocked.isPending ? (
        <p className="empty">Loading…</p>
      ) : blocked.isError ? (
        <LoadFailed />
      ) : people.length === 0 ? (
        <p className="empty">You haven't blocked anyone.</p>
      ) : (
        <ul className="people-list" aria-labelledby="blocked-title">
          {people.map((b) => (
            <BlockedRow key={b.user.id} blocked={b} />
          ))}
        </ul>
      )}
      {blocked.hasNextPage && (
        <button type="button" className="btn" onClick={() => void blocked.fetchNextPage()}>
          Show more
        </button>
      )}
    </>
  );
}

function BlockedRow({ blocked: { user } }: { blocked: BlockedUser }) {
  const setBlocked = useSetBlocked();
  const toast = useToast();
  return (
    <li>
      <Link to={`/${user.username}/`} className="person">
        <Avatar user={user} size={40} />
        <span>
          {user.fullName} <small>@{user.username}</small>
        </span>
      </Link>
      <button
        type="button"
        className="btn"
        disabled={setBlocked.isPending}
        aria-label={`Unblock ${user.fullName} (@${user.username})`}
        onClick={() =>
          setBlocked.mutate(
            { userId: user.id, blocked: false },
            {
              onSuccess: () => toast({ text: `Unblocked @${user.username}` }),
              onError: (err) => toast({ text: formError(err).message, tone: 'error' }),
            },
          )
        }
      >
        Unblock
      </button>
    </li>
  );
}
