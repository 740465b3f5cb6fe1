import { useId, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH } from '@tack/contract/constants';
import { formError } from '../../api/client.ts';
import { useAddComment } from './queries.ts';

/**
 * The box to write a comment, or (with `parentId`) a reply to one: 500 characters, its count,
 * the server's refusal in words.
 */
export function CommentForm({
  pinId,
  parentId,
  replyTo,
  onDone,
}: {
  pinId: string;
  parentId?: string;
  /** Whose comment a reply answers (its label says so). */
  replyTo?: string;
  onDone?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = useAddComment(pinId);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    try {
      await add.mutateAsync({ text, parentId });
      setText('');
      onDone?.();
    } catch (err) {
      setError(formError(err).message);
    }
  }
  return (
    <form className="comment-form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={`${id}-text`}>{replyTo ? `Reply to ${replyTo}` : 'Add a comment'}</label>
        <textarea
          id={`${id}-text`}
          rows={2}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          // A reply box opens where it was asked for, ready to type.
          autoFocus={Boolean(parentId)}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-count`}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? `${id}-error` : undefined}
        />
        <span id={`${id}-count`} className="card-meta">
          {text.length}/{COMMENT_MAX_LENGTH}
        </span>
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="comment-actions">
        {onDone && (
          <button type="button" className="btn" onClick={onDone}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={!text.trim() || add.isPending}>
          {parentId ? 'Reply' : 'Post'}
        </button>
      </div>
    </form>
  );
}
