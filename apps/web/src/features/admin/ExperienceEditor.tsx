import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminExperience, Targeting } from '@tack/contract';
import {
  EXPERIENCE_KINDS,
  PAGE_TYPES,
  TYPE_OF_KIND,
  type ExperienceKind,
} from '@tack/contract/constants';
import { callResource, formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { AdminGate } from './AdminGate.tsx';
import { Preview } from './Preview.tsx';
import { fromLocalInput, listOf, toLocalInput } from './schedule.ts';
import { TEMPLATES } from './templates.ts';

interface Form {
  name: string;
  kind: ExperienceKind;
  placement_id: string;
  experience_id: string;
  json: string;
  priority: string;
  starts: string;
  ends: string;
  paused: boolean;
  requires_trigger: boolean;
  followUps: string;
  signedIn: '' | 'yes' | 'no';
  maxAge: string;
  countries: string;
  locales: string;
  pageTypes: string[];
  minBoards: string;
  maxBoards: string;
  partner: '' | 'yes' | 'no';
  employee: '' | 'yes' | 'no';
  advertisers: string;
  rollout: string;
}

const pretty = (v: unknown) => JSON.stringify(v, null, 2);
const yesNo = (v: boolean | undefined): '' | 'yes' | 'no' =>
  v === undefined ? '' : v ? 'yes' : 'no';
const fromYesNo = (v: '' | 'yes' | 'no') => (v === '' ? undefined : v === 'yes');
const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

function formOf(e: AdminExperience | null): Form {
  const t: Targeting = e?.targeting ?? {};
  return {
    name: e?.name ?? '',
    kind: e?.kind ?? 'modal',
    placement_id: String(e?.placement_id ?? ''),
    experience_id: String(e?.experience_id ?? ''),
    json: pretty(e?.display_data ?? TEMPLATES.modal),
    priority: String(e?.priority ?? 0),
    starts: toLocalInput(e?.starts_at ?? null),
    ends: toLocalInput(e?.ends_at ?? null),
    paused: e?.paused ?? false,
    requires_trigger: e?.requires_trigger ?? false,
    followUps: (e?.triggerable_placed_exps ?? []).join(', '),
    signedIn: yesNo(t.signed_in),
    maxAge: t.max_account_age_days?.toString() ?? '',
    countries: (t.countries ?? []).join(', '),
    locales: (t.locales ?? []).join(', '),
    pageTypes: t.page_types ?? [],
    minBoards: t.min_boards?.toString() ?? '',
    maxBoards: t.max_boards?.toString() ?? '',
    partner: yesNo(t.partner),
    employee: yesNo(t.employee),
    advertisers: (t.advertiser_ids ?? []).join(', '),
    rollout: t.rollout_percent?.toString() ?? '',
  };
}

function targetingOf(f: Form): Targeting {
  const t = {
    signed_in: fromYesNo(f.signedIn),
    max_account_age_days: num(f.maxAge),
    countries: listOf(f.countries, true),
    locales: listOf(f.locales),
    page_types: f.pageTypes.length ? (f.pageTypes as Targeting['page_types']) : undefined,
    min_boards: num(f.minBoards),
    max_boards: num(f.maxBoards),
    partner: fromYesNo(f.partner),
    employee: fromYesNo(f.employee),
    advertiser_ids: listOf(f.advertisers),
    rollout_percent: num(f.rollout),
  };
  return Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined)) as Targeting;
}

function parseJson(text: string): { data: Record<string, unknown> } | { error: string } {
  try {
    const data: unknown = JSON.parse(text);
    if (!data || typeof data !== 'object' || Array.isArray(data))
      return { error: 'Display data must be a JSON object' };
    return { data: data as Record<string, unknown> };
  } catch (e) {
    return { error: `Display data is not valid JSON: ${(e as Error).message}` };
  }
}

/** `/admin/experiences/new` and `/admin/experiences/:id`: author, target, schedule, preview. */
export function ExperienceEditorPage() {
  return (
    <AdminGate>
      <EditorLoader />
    </AdminGate>
  );
}

function EditorLoader() {
  const { id } = useParams();
  const existing = useQuery({
    queryKey: ['admin', 'experience', id],
    queryFn: () => callResource('AdminExperienceResource', 'get', { id: id! }),
    enabled: Boolean(id),
  });
  if (id && existing.error)
    return (
      <p className="empty" role="alert">
        {formError(existing.error).message}
      </p>
    );
  if (id && !existing.data) return <p className="empty">Loading…</p>;
  return <ExperienceEditor key={id ?? 'new'} experience={existing.data ?? null} />;
}

function ExperienceEditor({ experience }: { experience: AdminExperience | null }) {
  useTitle(experience ? `Edit ${experience.name}` : 'New message');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [f, setF] = useState<Form>(() => formOf(experience));
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setF((cur) => ({ ...cur, [k]: v }));
  const parsed = parseJson(f.json);

  const save = useMutation({
    mutationFn: async () => {
      if ('error' in parsed) throw new Error(parsed.error);
      const draft = {
        name: f.name,
        kind: f.kind,
        placement_id: Number(f.placement_id),
        experience_id: Number(f.experience_id),
        display_data: parsed.data,
        targeting: targetingOf(f),
        priority: Number(f.priority || 0),
        starts_at: fromLocalInput(f.starts),
        ends_at: fromLocalInput(f.ends),
        paused: f.paused,
        requires_trigger: f.requires_trigger,
        triggerable_placed_exps: listOf(f.followUps) ?? [],
      };
      return experience
        ? callResource('AdminExperienceResource', 'update', { id: experience.id, ...draft })
        : callResource('AdminExperienceResource', 'create', draft);
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['admin'] });
      navigate('/admin/experiences');
    },
  });
  const error = save.error
    ? save.error instanceof Error && !('status' in save.error)
      ? { message: save.error.message, field: 'display_data' }
      : formError(save.error)
    : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const changeKind = (kind: ExperienceKind) =>
    setF((cur) => ({ ...cur, kind, json: pretty(TEMPLATES[kind]) }));

  return (
    <section className="admin" aria-labelledby="editor-title">
      <header className="admin-head">
        <h1 id="editor-title">{experience ? `Edit ${experience.name}` : 'New message'}</h1>
        <Link className="btn" to="/admin/experiences">
          Back to messages
        </Link>
      </header>
      <div className="admin-editor">
        <form className="admin-form" onSubmit={onSubmit} noValidate>
          <fieldset>
            <legend>Message</legend>
            <Field label="Name" id="x-name">
              <input
                id="x-name"
                value={f.name}
                required
                onChange={(e) => set('name', e.target.value)}
              />
            </Field>
            <Field label={`Kind (type ${TYPE_OF_KIND[f.kind]})`} id="x-kind">
              <select
                id="x-kind"
                value={f.kind}
                onChange={(e) => changeKind(e.target.value as ExperienceKind)}
              >
                {EXPERIENCE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k.replace(/_/g, ' ')}
                  </option>
                ))}
              </select>
            </Field>
            <div className="field-row">
              <Field label="Placement id" id="x-placement">
                <input
                  id="x-placement"
                  inputMode="numeric"
                  value={f.placement_id}
                  onChange={(e) => set('placement_id', e.target.value)}
                />
              </Field>
              <Field label="Experience id" id="x-experience">
                <input
                  id="x-experience"
                  inputMode="numeric"
                  value={f.experience_id}
                  onChange={(e) => set('experience_id', e.target.value)}
                />
              </Field>
              <Field label="Priority" id="x-priority">
                <input
                  id="x-priority"
                  type="number"
                  min={0}
                  max={1000}
                  value={f.priority}
                  onChange={(e) => set('priority', e.target.value)}
                />
              </Field>
            </div>
            <Field label="Display data (JSON)" id="x-json">
              <textarea
                id="x-json"
                rows={14}
                spellCheck={false}
                value={f.json}
                aria-invalid={'error' in parsed}
                onChange={(e) => set('json', e.target.value)}
              />
            </Field>
            {'error' in parsed && (
              <p className="field-error" role="alert">
                {parsed.error}
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend>Schedule</legend>
            <div className="field-row">
              <Field label="Starts" id="x-starts">
                <input
                  id="x-starts"
                  type="datetime-local"
                  value={f.starts}
                  onChange={(e) => set('starts', e.target.value)}
                />
              </Field>
              <Field label="Ends" id="x-ends">
                <input
                  id="x-ends"
                  type="datetime-local"
                  value={f.ends}
                  onChange={(e) => set('ends', e.target.value)}
                />
              </Field>
            </div>
            <label className="check">
              <input
                type="checkbox"
                checked={f.paused}
                onChange={(e) => set('paused', e.target.checked)}
              />{' '}
              Paused
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={f.requires_trigger}
                onChange={(e) => set('requires_trigger', e.target.checked)}
              />{' '}
              Only after another message triggers it
            </label>
            <Field
              label="Follow-ups it triggers (placement:experience, comma separated)"
              id="x-followups"
            >
              <input
                id="x-followups"
                value={f.followUps}
                onChange={(e) => set('followUps', e.target.value)}
              />
            </Field>
          </fieldset>
          <fieldset>
            <legend>Audience</legend>
            <div className="field-row">
              <YesNo
                label="Signed in"
                id="x-signed-in"
                value={f.signedIn}
                onChange={(v) => set('signedIn', v)}
              />
              <YesNo
                label="Business account"
                id="x-partner"
                value={f.partner}
                onChange={(v) => set('partner', v)}
              />
              <YesNo
                label="Employee"
                id="x-employee"
                value={f.employee}
                onChange={(v) => set('employee', v)}
              />
            </div>
            <div className="field-row">
              <Field label="Account at most (days old)" id="x-age">
                <input
                  id="x-age"
                  type="number"
                  min={0}
                  value={f.maxAge}
                  onChange={(e) => set('maxAge', e.target.value)}
                />
              </Field>
              <Field label="Boards at least" id="x-min-boards">
                <input
                  id="x-min-boards"
                  type="number"
                  min={0}
                  value={f.minBoards}
                  onChange={(e) => set('minBoards', e.target.value)}
                />
              </Field>
              <Field label="Boards at most" id="x-max-boards">
                <input
                  id="x-max-boards"
                  type="number"
                  min={0}
                  value={f.maxBoards}
                  onChange={(e) => set('maxBoards', e.target.value)}
                />
              </Field>
              <Field label="Rollout %" id="x-rollout">
                <input
                  id="x-rollout"
                  type="number"
                  min={0}
                  max={100}
                  value={f.rollout}
                  onChange={(e) => set('rollout', e.target.value)}
                />
              </Field>
            </div>
            <div className="field-row">
              <Field label="Countries (e.g. US, GB)" id="x-countries">
                <input
                  id="x-countries"
                  value={f.countries}
                  onChange={(e) => set('countries', e.target.value)}
                />
              </Field>
              <Field label="Locales (e.g. en-US, fr)" id="x-locales">
                <input
                  id="x-locales"
                  value={f.locales}
                  onChange={(e) => set('locales', e.target.value)}
                />
              </Field>
              <Field label="Advertiser ids" id="x-advertisers">
                <input
                  id="x-advertisers"
                  value={f.advertisers}
                  onChange={(e) => set('advertisers', e.target.value)}
                />
              </Field>
            </div>
            <div role="group" aria-label="Pages" className="field-row">
              {PAGE_TYPES.map((p) => (
                <label key={p} className="check">
                  <input
                    type="checkbox"
                    checked={f.pageTypes.includes(p)}
                    onChange={(e) =>
                      set(
                        'pageTypes',
                        e.target.checked ? [...f.pageTypes, p] : f.pageTypes.filter((x) => x !== p),
                      )
                    }
                  />{' '}
                  {p} page
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p className="field-error" role="alert">
              {error.message}
            </p>
          )}
          <button className="btn btn-primary" type="submit" disabled={save.isPending}>
            {experience ? 'Save changes' : 'Create message'}
          </button>
        </form>
        <Preview kind={f.kind} data={'data' in parsed ? parsed.data : null} />
      </div>
    </section>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function YesNo(props: {
  label: string;
  id: string;
  value: '' | 'yes' | 'no';
  onChange(v: '' | 'yes' | 'no'): void;
}) {
  return (
    <Field label={props.label} id={props.id}>
      <select
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as '' | 'yes' | 'no')}
      >
        <option value="">Anyone</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    </Field>
  );
}
