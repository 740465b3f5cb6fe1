import { useState, type FormEvent } from 'react';
import { Link, NavLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GRANTABLE_PERMISSIONS,
  PERMISSION_LABELS,
  allows,
  type BusinessPermission,
} from '@tack/contract/business-rules';
import type { BusinessAccess } from '@tack/contract';
import { callResource, formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { NotFound } from '../../app/NotFound.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { useViewer } from '../auth/queries.ts';
import { actAs } from './acting-choice.ts';
import { businessKeys, profileList, useBusinessProfiles, useSignedIn } from './profiles-query.ts';
import { useLocation } from 'react-router';
import './business.css';

const labelsOf = (ps: readonly string[]) =>
  ps.map((p) => PERMISSION_LABELS[p as BusinessPermission] ?? p).join(', ');

/** `/business/hub`: the business home, the profiles you manage and where to go from here. */
export function BusinessHubPage() {
  useTitle('Business hub');
  const viewer = useSignedIn();
  const profiles = useBusinessProfiles(viewer?.id);
  if (viewer === undefined) return <p className="empty">Loading…</p>;
  if (!viewer) return <Navigate to="/login?next=/business/hub" replace />;
  const list = profileList(profiles.data);
  return (
    <div className="business-page">
      <h1>Business hub</h1>
      {viewer.accountType !== 'business' && (
        <p>
          Your account is a personal one.{' '}
          <Link to="/business/convert/">Convert it to a business account</Link> to add people and
          promote pins.
        </p>
      )}
      <h2>Profiles you manage</h2>
      {profiles.isPending ? (
        <p>Loading…</p>
      ) : (
        <ul className="business-list">
          {list.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.user.businessName}</strong> @{p.user.username} ·{' '}
                {p.permissions.includes('OWNER') ? 'Your profile' : labelsOf(p.permissions)}
                {!p.viewerMeetsMfaRequirement && (
                  <>
                    {' '}
                    · Needs two-factor sign-in:{' '}
                    <Link to="/settings/security">Settings &gt; Security</Link>
                  </>
                )}
              </span>
              <span className="business-tabs">
                <Link to={`/business/business-access/${p.id}/`}>Access and people</Link>
                {p.isBusiness && allows(p.permissions, 'MANAGE_ADS') && (
                  <Link
                    to="/advertiser/quick-promote"
                    onClick={() =>
                      p.viewerMeetsMfaRequirement &&
                      actAs(viewer.id, p.permissions.includes('OWNER') ? null : p)
                    }
                  >
                    Promote pins
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const TABS = [
  ['dashboard', 'Dashboard'],
  ['people', 'People'],
  ['security', 'Security'],
] as const;

/** `/business/business-access/{id}/` with dashboard, people and security (MC §2.1, §3). */
export function BusinessAccessPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  // `/business/business-access/{id}/{tab}/`: the route table has a row per tab.
  const tab = pathname.split('/').filter(Boolean)[3] ?? 'dashboard';
  const viewer = useSignedIn();
  const access = useQuery({
    queryKey: businessKeys.access(id),
    queryFn: () => callResource('BusinessAccessResource', 'get', { profile_id: id }),
    enabled: !!viewer && /^\d{1,19}$/.test(id),
    retry: false,
  });
  const name = access.data?.profile.user.businessName;
  useTitle(name ? `${name}: business access` : 'Business access');
  if (viewer === undefined) return <p className="empty">Loading…</p>;
  if (!viewer) return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  if (!TABS.some(([t]) => t === tab) || access.isError || !/^\d{1,19}$/.test(id))
    return <NotFound what="Business profile" />;
  if (!access.data) return <p className="empty">Loading…</p>;
  const a = access.data;
  const admin = allows(a.profile.permissions, 'ADMIN') && a.profile.viewerMeetsMfaRequirement;
  return (
    <div className="business-page">
      <h1>{a.profile.user.businessName}</h1>
      <nav className="business-tabs" aria-label="Business access">
        {TABS.map(([t, label]) => (
          <NavLink key={t} to={`/business/business-access/${id}/${t === 'dashboard' ? '' : t}`} end>
            {label}
          </NavLink>
        ))}
      </nav>
      {!a.profile.viewerMeetsMfaRequirement && (
        <p role="alert">
          {a.profile.user.businessName} asks its managers to use two-factor sign-in. Turn it on in{' '}
          <Link to="/settings/security">Settings &gt; Security</Link> to act as this profile.
        </p>
      )}
      {tab === 'dashboard' && <Dashboard a={a} />}
      {tab === 'people' && <People a={a} admin={admin} />}
      {tab === 'security' && <Security a={a} admin={admin} />}
    </div>
  );
}

function Dashboard({ a }: { a: BusinessAccess }) {
  return (
    <>
      <p>
        Your role:{' '}
        {a.profile.permissions.includes('OWNER') ? 'Owner' : labelsOf(a.profile.permissions)}.{' '}
        {a.managers.length} {a.managers.length === 1 ? 'person manages' : 'people manage'} this
        profile; two-factor sign-in is {a.profile.requiresMfa ? 'required' : 'not required'}.
      </p>
      <h2>Recent changes by managers</h2>
      {a.recentActions.length ? (
        <ul className="business-list">
          {a.recentActions.map((r, i) => (
            <li key={i}>
              <span>
                {r.actor ?? 'A former manager'}: {r.call}
                {r.objectId ? ` (${r.objectId})` : ''}
              </span>
              <time dateTime={r.createdAt}>{new Date(r.createdAt).toLocaleString()}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing yet.</p>
      )}
    </>
  );
}

function PermissionBoxes({
  value,
  onChange,
  legend,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  legend: string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {GRANTABLE_PERMISSIONS.map((p) => (
        <label key={p}>
          <input
            type="checkbox"
            checked={value.includes(p)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, p] : value.filter((x) => x !== p))
            }
          />
          {PERMISSION_LABELS[p]}
        </label>
      ))}
    </fieldset>
  );
}

function useAccessCall() {
  const qc = useQueryClient();
  const toast = useToast();
  return (done: string) => ({
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['business'] });
      toast({ text: done });
    },
    onError: (err: unknown) => toast({ text: formError(err).message, tone: 'error' as const }),
  });
}

function People({ a, admin }: { a: BusinessAccess; admin: boolean }) {
  const viewer = useViewer()!;
  const after = useAccessCall();
  const [perms, setPerms] = useState<string[]>(['CREATE_EDIT_PINS']);
  const [link, setLink] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () =>
      callResource('BusinessInviteResource', 'create', {
        profile_id: a.profile.id,
        permissions: perms as never,
      }),
    ...after('Invite link made'),
    onSuccess: (res) => {
      setLink(new URL(res.url, location.origin).toString());
      after('Invite link made').onSuccess();
    },
  });
  const revoke = useMutation({
    mutationFn: (invite_id: string) =>
      callResource('BusinessInviteResource', 'delete', { profile_id: a.profile.id, invite_id }),
    ...after('Invite revoked'),
  });
  const remove = useMutation({
    mutationFn: (user_id: string) =>
      callResource('BusinessManagerResource', 'delete', { profile_id: a.profile.id, user_id }),
    ...after('Removed'),
  });
  const change = useMutation({
    mutationFn: (o: { user_id: string; permissions: string[] }) =>
      callResource('BusinessManagerResource', 'update', {
        profile_id: a.profile.id,
        user_id: o.user_id,
        permissions: o.permissions as never,
      }),
    ...after('Permissions saved'),
  });
  return (
    <>
      <h2>People</h2>
      {a.managers.length ? (
        <ul className="business-list" aria-label="Managers">
          {a.managers.map((m) => (
            <li key={m.user.id}>
              <span>
                <strong>{m.user.fullName}</strong> @{m.user.username} · {labelsOf(m.permissions)}
                {m.hasMfa ? ' · Two-factor on' : ' · No two-factor'}
              </span>
              {admin && (
                <ManagerEdit
                  name={m.user.username}
                  permissions={m.permissions}
                  onSave={(permissions) => change.mutate({ user_id: m.user.id, permissions })}
                />
              )}
              {(admin || m.user.id === viewer.id) && (
                <button type="button" className="btn" onClick={() => remove.mutate(m.user.id)}>
                  {m.user.id === viewer.id ? 'Stop managing' : `Remove ${m.user.username}`}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nobody else manages this profile yet.</p>
      )}
      {admin && (
        <>
          <h2>Invite someone</h2>
          <form
            className="business-form"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              invite.mutate();
            }}
          >
            <PermissionBoxes value={perms} onChange={setPerms} legend="What they may do" />
            <button type="submit" className="btn btn-primary" disabled={!perms.length}>
              Make an invite link
            </button>
          </form>
          {link && (
            <p role="status">
              Send this link to the person you invite (it works once, for 7 days):{' '}
              <code className="business-invite-link" data-testid="invite-link">
                {link}
              </code>
            </p>
          )}
          {a.invites.length > 0 && (
            <>
              <h3>Open invites</h3>
              <ul className="business-list">
                {a.invites.map((i) => (
                  <li key={i.id}>
                    <span>
                      {labelsOf(i.permissions)} · until {new Date(i.expiresAt).toLocaleDateString()}
                    </span>
                    <button type="button" className="btn" onClick={() => revoke.mutate(i.id)}>
                      Revoke
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </>
  );
}

function ManagerEdit({
  name,
  permissions,
  onSave,
}: {
  name: string;
  permissions: string[];
  onSave: (p: string[]) => void;
}) {
  const [value, setValue] = useState(permissions);
  return (
    <form
      className="business-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value);
      }}
    >
      <PermissionBoxes value={value} onChange={setValue} legend={`Permissions of ${name}`} />
      <button type="submit" className="btn" disabled={!value.length}>
        Save permissions of {name}
      </button>
    </form>
  );
}

function Security({ a, admin }: { a: BusinessAccess; admin: boolean }) {
  const after = useAccessCall();
  // Shown at once, put back if the server refuses.
  const [required, setRequired] = useState(a.profile.requiresMfa);
  const done = after('Security saved');
  const set = useMutation({
    mutationFn: (require_mfa: boolean) =>
      callResource('BusinessSecurityResource', 'update', { profile_id: a.profile.id, require_mfa }),
    ...done,
    onError: (err, tried) => {
      setRequired(!tried);
      done.onError(err);
    },
  });
  return (
    <>
      <h2>Security</h2>
      <p>
        When two-factor sign-in is required, managers without it cannot act as{' '}
        {a.profile.user.businessName} until they turn it on in Settings &gt; Security. The owner is
        never locked out.
      </p>
      <div className="business-form">
        <label>
          <input
            type="checkbox"
            checked={required}
            disabled={!admin || set.isPending}
            onChange={(e) => {
              setRequired(e.target.checked);
              set.mutate(e.target.checked);
            }}
          />{' '}
          Require two-factor sign-in for managers
        </label>
      </div>
    </>
  );
}

/** `/business/invite/?code=`: what the invite asks, and accepting it. */
export function BusinessInvitePage() {
  useTitle('Manage a business profile');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const viewer = useSignedIn();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const info = useQuery({
    queryKey: ['business', 'invite', code],
    queryFn: () => callResource('BusinessInviteResource', 'get', { code }),
    enabled: !!viewer && code.length > 0,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => callResource('BusinessInviteResource', 'update', { code }),
    onSuccess: (p) => {
      void qc.invalidateQueries({ queryKey: ['business'] });
      void navigate(`/business/business-access/${p.id}/`);
    },
  });
  if (viewer === undefined) return <p className="empty">Loading…</p>;
  if (!viewer)
    return (
      <Navigate
        to={`/login?next=${encodeURIComponent(`/business/invite/?code=${code}`)}`}
        replace
      />
    );
  if (!code || info.isError)
    return (
      <div className="business-page">
        <h1>This invite doesn't work</h1>
        <p>It may have been used, revoked or expired. Ask for a new link.</p>
      </div>
    );
  if (!info.data) return <p className="empty">Loading…</p>;
  return (
    <div className="business-page">
      <h1>Manage {info.data.profile.businessName}</h1>
      <p>
        @{info.data.profile.username} invites you to help manage its profile:{' '}
        {labelsOf(info.data.permissions)}.
      </p>
      {accept.isError && (
        <p className="form-error" role="alert">
          {formError(accept.error).message}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => accept.mutate()}
        disabled={accept.isPending}
      >
        Accept invite
      </button>
    </div>
  );
}

export { QuickPromotePage } from './QuickPromotePage.tsx';
