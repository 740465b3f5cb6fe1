import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportJob } from '@tack/contract';
import { IMPORT_SOURCE_NAMES } from '@tack/contract/import';
import { callResource, formError } from '../../../api/client.ts';
import { LoadFailed } from '../../../app/ErrorPage.tsx';
import { useTitle } from '../../../app/use-title.ts';
import { uploadFile } from '../../create/upload.ts';
import { ImportReportList } from './ImportReportList.tsx';
import '../../../ui/form-controls.css';
import './import-settings.css';

/** Where the server takes the file (apps/server/src/modules/imports/imports.routes.ts). */
export const IMPORT_URL = '/v3/users/me/imports/';
const KEY = ['imports'] as const;
const active = (i: ImportJob) => i.state === 'queued' || i.state === 'running';

/**
 * Settings, "Import": choose a file, watch it upload, then watch the server's background job
 * bring it in (the list is asked again every second while an import runs), and read its report.
 */
export function ImportSettings() {
  useTitle('Import');
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => callResource('UserImportsResource', 'get', {}),
    refetchInterval: (q) => (q.state.data?.some(active) ? 1000 : false),
  });
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = list.data?.some(active) ?? false;

  async function start(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      setError('Choose a file to import.');
      fileRef.current?.focus();
      return;
    }
    setError(null);
    setSent(0);
    try {
      const job = await uploadFile<ImportJob>(IMPORT_URL, 'file', file, setSent);
      qc.setQueryData<ImportJob[]>(KEY, (old) => [job, ...(old ?? [])]);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      void qc.invalidateQueries({ queryKey: KEY });
    } catch (err) {
      setError(formError(err).message);
      fileRef.current?.focus();
    } finally {
      setSent(null);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="import-title">
      <h1 id="import-title">Import</h1>
      <p className="settings-intro">
        Bring a collection into Tack: a browser&rsquo;s bookmarks file (folders become boards, each
        page a Pin from its picture), a Pinterest data download, a Pinry export or a Tack export.
        Importing the same file again adds only what is new.
      </p>
      <form className="settings-panel import-form" onSubmit={start} noValidate>
        <h2>Import a file</h2>
        <div className="field">
          <label htmlFor="import-file">File to import</label>
          <input
            ref={fileRef}
            id="import-file"
            type="file"
            accept=".html,.htm,.json,.zip,text/html,application/json,application/zip"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'import-file-error import-file-hint' : 'import-file-hint'}
          />
          <p id="import-file-hint" className="field-hint">
            HTML (bookmarks), JSON (Pinry) or ZIP (Pinterest or Tack), up to 10,000 Pins.
          </p>
          {error && (
            <p id="import-file-error" className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
        {sent !== null && (
          <p className="settings-status" role="status">
            Uploading… {Math.round(sent * 100)}%
          </p>
        )}
        <div className="save-row">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={sent !== null || running}
            aria-describedby={running ? 'import-busy' : undefined}
          >
            Start import
          </button>
        </div>
        {running && (
          <p id="import-busy" className="settings-note">
            One import at a time: the next can start when this one is done.
          </p>
        )}
      </form>
      {list.isError ? (
        <LoadFailed />
      ) : !list.data ? (
        <p className="empty">Loading…</p>
      ) : list.data.length === 0 ? (
        <p className="empty">You haven&rsquo;t imported anything yet.</p>
      ) : (
        <>
          <h2 className="import-list-title">Your imports</h2>
          <ul className="import-list" aria-label="Your imports">
            {list.data.map((i) => (
              <ImportRow key={i.id} job={i} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const STATE_WORDS: Record<ImportJob['state'], string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Done',
  failed: 'Stopped',
};

function ImportRow({ job }: { job: ImportJob }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const pct = job.total ? Math.round((job.done / job.total) * 100) : 0;
  const finished = !active(job);
  return (
    <li className="import-item" aria-labelledby={titleId}>
      <h3 id={titleId} className="import-item-title">
        {job.fileName} <span className="settings-badge">{IMPORT_SOURCE_NAMES[job.source]}</span>
      </h3>
      <p className="import-state">
        {STATE_WORDS[job.state]}: {job.done.toLocaleString()} of {job.total.toLocaleString()} items
      </p>
      <progress
        className="import-progress"
        max={job.total || 1}
        value={job.done}
        aria-label={`Progress of ${job.fileName}`}
        aria-valuetext={`${pct}%`}
      />
      <p className="import-counts" aria-live={finished ? undefined : 'polite'}>
        Pins: {job.pins.imported} imported, {job.pins.duplicate} skipped as duplicate,{' '}
        {job.pins.failed} failed. Boards: {job.boards.imported} new, {job.boards.duplicate} already
        there.
      </p>
      {job.error && (
        <p className="form-error" role="alert">
          {job.error}
        </p>
      )}
      {finished && job.pins.failed + job.boards.failed > 0 && (
        <>
          <button
            type="button"
            className="btn"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide what failed' : 'Show what failed'}
          </button>
          {open && <ImportReportList importId={job.id} />}
        </>
      )}
    </li>
  );
}
