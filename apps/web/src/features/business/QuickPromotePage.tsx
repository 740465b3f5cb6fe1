import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COUNTRIES } from '@tack/contract/account';
import type { Campaign } from '@tack/contract';
import { callResource, formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { useToast } from '../../ui/Toast.tsx';
import { useViewer } from '../auth/queries.ts';
import { namedCountries } from '../settings/account/names.ts';
import { PlacementView } from '../experiences/PlacementView.tsx';
import { useActing } from './acting-store.ts';
import { businessKeys, useSignedIn } from './profiles-query.ts';
import './business.css';

/**
 * The advertiser placement on this page (MC §6: advertiser placements pass an advertiserId in
 * targeting). The spec names no number for it; this one is Tack's own.
 */
export const ADVERTISER_PLACEMENT = 1000700;

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * `/advertiser/quick-promote` (PC §1, §3, §4; MC §2.1): the acting business profile turns one of
 * its pins into a promoted pin with a campaign (budget, dates, audience), and pauses or stops its
 * campaigns.
 */
export function QuickPromotePage() {
  useTitle('Promote a pin');
  const viewer = useSignedIn();
  const acting = useActing();
  const profile =
    acting ??
    (viewer && {
      id: viewer.id,
      user: { username: viewer.username, businessName: viewer.fullName },
    });
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const toast = useToast();
  const campaigns = useQuery({
    queryKey: businessKeys.campaigns(profile?.id ?? ''),
    queryFn: () => callResource('CampaignsResource', 'get', {}),
    enabled: !!profile,
    retry: false,
  });
  const update = useMutation({
    mutationFn: (o: { id: string; status: Campaign['status'] }) =>
      callResource('CampaignResource', 'update', o),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['business', 'campaigns'] }),
    onError: (err) => toast({ text: formError(err).message, tone: 'error' }),
  });
  if (viewer === undefined) return <p className="empty">Loading…</p>;
  if (!viewer || !profile) return <Navigate to="/login?next=/advertiser/quick-promote" replace />;
  return (
    <div className="business-page">
      <h1>Promote a pin</h1>
      <p>As {profile.user.businessName}</p>
      <PlacementView id={ADVERTISER_PLACEMENT} context={{ advertiser_id: profile.id }} />
      {campaigns.isError ? (
        <p role="alert">
          {formError(campaigns.error).message}{' '}
          {viewer.accountType !== 'business' && !acting && (
            <Link to="/business/convert/">Convert to business</Link>
          )}
        </p>
      ) : (
        <>
          <NewCampaign profileUsername={profile.user.username} pinId={params.get('pin')} />
          <h2>Campaigns</h2>
          {campaigns.data?.length ? (
            <ul className="business-list" aria-label="Campaigns">
              {campaigns.data.map((c) => (
                <li key={c.id}>
                  <img
                    src={c.pin.imageUrl}
                    alt=""
                    width={48}
                    height={48}
                    style={{ objectFit: 'cover' }}
                  />
                  <span>
                    <strong>{c.name}</strong> · {c.pin.title || 'Untitled pin'} ·{' '}
                    {money(c.budgetCents)} · {c.startsAt.slice(0, 10)} to{' '}
                    {new Date(Date.parse(c.endsAt) - 1).toISOString().slice(0, 10)} ·{' '}
                    <span data-testid="campaign-state">{c.state}</span>
                  </span>
                  {c.state === 'running' || c.state === 'scheduled' ? (
                    <button
                      type="button"
                      className="btn"
                      onClick={() => update.mutate({ id: c.id, status: 'paused' })}
                    >
                      Pause {c.name}
                    </button>
                  ) : c.state === 'paused' ? (
                    <button
                      type="button"
                      className="btn"
                      onClick={() => update.mutate({ id: c.id, status: 'active' })}
                    >
                      Resume {c.name}
                    </button>
                  ) : null}
                  {c.status !== 'stopped' && c.state !== 'ended' && (
                    <button
                      type="button"
                      className="btn"
                      onClick={() => update.mutate({ id: c.id, status: 'stopped' })}
                    >
                      Stop {c.name}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>No campaigns yet.</p>
          )}
        </>
      )}
    </div>
  );
}

function NewCampaign({
  profileUsername,
  pinId,
}: {
  profileUsername: string;
  pinId: string | null;
}) {
  const id = useId();
  const viewer = useViewer()!;
  const qc = useQueryClient();
  const toast = useToast();
  const pins = useQuery({
    queryKey: ['business', 'pins', profileUsername],
    queryFn: () => callResource('UserCreatedPinsResource', 'get', { username: profileUsername }),
  });
  const interests = useQuery({
    queryKey: ['business', 'interests'],
    queryFn: () => callResource('InterestsResource', 'get', { page_size: 100 }),
  });
  const countries = useMemo(() => namedCountries(COUNTRIES, viewer.locale), [viewer.locale]);
  const promotable = (pins.data?.items ?? []).filter((p) => p.isQuickPromotable || p.id === pinId);
  const [form, setForm] = useState({
    pin: pinId ?? '',
    name: '',
    budget: '50',
    start: today(),
    end: inDays(7),
    interests: [] as string[],
    countries: [] as string[],
  });
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const create = useMutation({
    mutationFn: () =>
      callResource('CampaignResource', 'create', {
        pin_id: form.pin,
        name: form.name,
        budget_cents: Math.round(Number(form.budget) * 100),
        start_date: form.start,
        end_date: form.end,
        interests: form.interests,
        countries: form.countries,
      }),
    onSuccess: () => {
      setError(null);
      toast({ text: 'Your pin is promoted' });
      void qc.invalidateQueries({ queryKey: ['business'] });
    },
    onError: (err) => setError(formError(err)),
  });
  const set = (k: keyof typeof form) => (v: string | string[]) =>
    setForm((f) => ({ ...f, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  const multi = (e: React.ChangeEvent<HTMLSelectElement>) =>
    [...e.target.selectedOptions].map((o) => o.value);
  return (
    <form className="business-form" onSubmit={submit} aria-labelledby="new-campaign">
      <h2 id="new-campaign">New campaign</h2>
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <label htmlFor={`${id}-pin`}>Pin</label>
      <select
        id={`${id}-pin`}
        required
        value={form.pin}
        onChange={(e) => set('pin')(e.target.value)}
      >
        <option value="">Choose one of your pins</option>
        {promotable.map((p) => (
          <option key={p.id} value={p.id}>
            {p.gridTitle || p.title || `Pin ${p.id}`}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-name`}>Campaign name</label>
      <input
        id={`${id}-name`}
        type="text"
        required
        maxLength={100}
        value={form.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <label htmlFor={`${id}-budget`}>Budget</label>
      <input
        id={`${id}-budget`}
        type="number"
        min="1"
        step="0.01"
        required
        value={form.budget}
        onChange={(e) => set('budget')(e.target.value)}
      />
      <label htmlFor={`${id}-start`}>Starts</label>
      <input
        id={`${id}-start`}
        type="date"
        required
        min={today()}
        value={form.start}
        onChange={(e) => set('start')(e.target.value)}
      />
      <label htmlFor={`${id}-end`}>Ends (last day)</label>
      <input
        id={`${id}-end`}
        type="date"
        required
        min={form.start}
        value={form.end}
        onChange={(e) => set('end')(e.target.value)}
      />
      <label htmlFor={`${id}-interests`}>Interests (none: everyone)</label>
      <select
        id={`${id}-interests`}
        multiple
        value={form.interests}
        onChange={(e) => set('interests')(multi(e))}
      >
        {(interests.data?.items ?? []).map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-countries`}>Countries (none: everywhere)</label>
      <select
        id={`${id}-countries`}
        multiple
        value={form.countries}
        onChange={(e) => set('countries')(multi(e))}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <p>Targeting by interests or countries reaches only people who allowed marketing cookies.</p>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        Promote
      </button>
    </form>
  );
}
