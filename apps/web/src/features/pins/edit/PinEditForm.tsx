import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Pin } from '@tack/contract';
import { ApiError, callResource } from '../../../api/client.ts';
import { useToast } from '../../../ui/Toast.tsx';
import { BoardSelect } from '../../boards/BoardSelect.tsx';
import { SectionSelect } from '../../boards/SectionSelect.tsx';
import { boardKeys, useUserBoards } from '../../boards/queries.ts';
import { feedKeys } from '../../feed/queries.ts';
import { DeletePinDialog } from './DeletePinDialog.tsx';
import { Field, IDS } from './PinEditField.tsx';
import {
  changesOf,
  PIN_LIMITS,
  serverError,
  validatePinEdit,
  valuesOf,
  type PinEditErrors,
  type PinEditField,
  type PinEditValues,
} from './pin-edit-rules.ts';

export function PinEditForm({ pin, username }: { pin: Pin; username: string }) {
  const [v, setV] = useState<PinEditValues>(() => valuesOf(pin));
  const [errors, setErrors] = useState<PinEditErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const boards = useUserBoards(username);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const toast = useToast();
  const pinUrl = `/pin/${pin.id}/`;

  const choices = (boards.data?.items ?? []).filter(
    (b) => b.viewerPermissions.includes('save_pin') && b.layout === 'default',
  );
  // A pin on a board missing from the list (Profile, a group board) keeps it as the first choice.
  const current = pin.board;
  const currentListed = !current || choices.some((b) => b.id === current.id);

  const set = (field: PinEditField, value: string) => {
    setV((old) => ({ ...old, [field]: value }));
    if (errors[field])
      setErrors((old) => {
        const next = { ...old };
        delete next[field];
        return next;
      });
  };
  const control = (field: PinEditField) => ({
    id: IDS[field],
    name: field,
    value: v[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] && `${IDS[field]}-error`, `${IDS[field]}-hint`]
      .filter(Boolean)
      .join(' '),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const limit = (field: keyof typeof PIN_LIMITS) =>
    `${[...v[field]].length} of ${PIN_LIMITS[field]} characters`;

  function showErrors(next: PinEditErrors) {
    setErrors(next);
    const first = (Object.keys(IDS) as PinEditField[]).find((f) => next[f]);
    if (first) requestAnimationFrame(() => document.getElementById(IDS[first])?.focus());
  }

  function refresh() {
    void qc.invalidateQueries({ queryKey: ['pin'] });
    void qc.invalidateQueries({ queryKey: boardKeys.all });
    void qc.invalidateQueries({ queryKey: feedKeys.all });
    void qc.invalidateQueries({ queryKey: ['sections'] });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const problems = validatePinEdit(v);
    if (Object.keys(problems).length) return showErrors(problems);
    const changes = changesOf(pin, v);
    if (Object.keys(changes).length === 1) return navigate(pinUrl);
    setBusy(true);
    try {
      await callResource('PinResource', 'update', changes);
      refresh();
      toast({ text: 'Changes saved' });
      navigate(pinUrl);
    } catch (err) {
      const { field, message } =
        err instanceof ApiError ? serverError(err) : { field: null, message: 'Could not save.' };
      if (field) showErrors({ [field]: message });
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    await callResource('PinResource', 'delete', { id: pin.id });
    refresh();
    toast({ text: 'Pin deleted' });
    navigate(pin.board?.url ?? `/${username}/`);
  }

  const image = pin.images['236x'];
  return (
    <section className="pin-edit" aria-labelledby="pin-edit-title">
      <h1 id="pin-edit-title">Edit Pin</h1>
      <div className="pin-edit-layout">
        <img
          className="pin-edit-image"
          src={image.url}
          width={image.width}
          height={image.height}
          alt=""
          style={{ backgroundColor: pin.dominantColor }}
        />
        <form className="pin-edit-form" noValidate onSubmit={save}>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          {Object.keys(errors).length > 1 && (
            <p className="form-error" role="alert">
              Fix the {Object.keys(errors).length} fields marked below to save.
            </p>
          )}
          <Field field="title" label="Title" hint={limit('title')} error={errors.title}>
            <input {...control('title')} autoComplete="off" />
          </Field>
          <Field
            field="description"
            label="Description"
            hint={limit('description')}
            error={errors.description}
          >
            <textarea {...control('description')} rows={3} />
          </Field>
          <Field
            field="link"
            label="Link"
            hint="A web address starting with https:// (or leave it empty)"
            error={errors.link}
          >
            <input {...control('link')} type="url" inputMode="url" placeholder="https://" />
          </Field>
          <Field
            field="altText"
            label="Alt text"
            hint="Describe the image for people who can't see it"
            error={errors.altText}
          >
            <textarea {...control('altText')} rows={2} />
          </Field>
          <div className="field">
            <BoardSelect
              id={IDS.boardId}
              boards={choices}
              value={!currentListed && v.boardId === current?.id ? '' : v.boardId}
              emptyOption={currentListed ? undefined : current?.name}
              onChange={(id) =>
                setV((old) => ({ ...old, boardId: id || current?.id || '', sectionId: '' }))
              }
            />
            {errors.boardId && (
              <span className="field-error" id={`${IDS.boardId}-error`}>
                {errors.boardId}
              </span>
            )}
          </div>
          <SectionSelect
            id={IDS.sectionId}
            boardId={v.boardId}
            value={v.sectionId}
            onChange={(id) => set('sectionId', id)}
            error={errors.sectionId}
          />
          <Field field="note" label="Note to self" hint="Only you can see this" error={errors.note}>
            <textarea {...control('note')} rows={2} />
          </Field>
          <div className="pin-edit-actions">
            <button type="button" className="btn pin-edit-delete" onClick={() => setDeleting(true)}>
              Delete
            </button>
            <Link className="btn" to={pinUrl}>
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      </div>
      {deleting && <DeletePinDialog onCancel={() => setDeleting(false)} onDelete={remove} />}
    </section>
  );
}
