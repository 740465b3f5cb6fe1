import { useRef, useState } from 'react';
import { formError } from '../../../api/client.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { useToast } from '../../../ui/Toast.tsx';
import { useViewer } from '../../auth/queries.ts';
import { useAvatar } from '../queries.ts';
import { AvatarCropDialog } from './AvatarCropDialog.tsx';

/** The profile picture: change it (pick, crop square, save) or remove it. */
export function AvatarPanel() {
  const viewer = useViewer()!;
  const avatar = useAvatar();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    opener.current?.focus();
  };
  const save = (picture: Blob) =>
    avatar.upload.mutate(picture, {
      onSuccess: () => {
        toast({ text: 'Picture saved' });
        close();
      },
      onError: (err) => {
        setError(formError(err).message);
        close();
      },
    });

  return (
    <section className="settings-panel" aria-labelledby="avatar-title">
      <h2 id="avatar-title">Picture</h2>
      <div className="avatar-panel">
        <Avatar user={viewer} size={96} />
        <div className="avatar-actions">
          <button
            ref={opener}
            type="button"
            className="btn"
            onClick={() => {
              setError(null);
              input.current?.click();
            }}
          >
            Change picture
          </button>
          {viewer.imageSmallUrl && (
            <button
              type="button"
              className="btn"
              disabled={avatar.remove.isPending}
              onClick={() =>
                avatar.remove.mutate(undefined, {
                  onSuccess: () => toast({ text: 'Picture removed' }),
                  onError: (err) => setError(formError(err).message),
                })
              }
            >
              Remove
            </button>
          )}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            hidden
            aria-label="Choose a picture"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (chosen) setFile(chosen);
            }}
          />
        </div>
      </div>
      <p className="settings-note">
        JPEG, PNG, WebP, GIF or AVIF. You'll crop it to a square next.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {file && (
        <AvatarCropDialog
          file={file}
          person={viewer}
          busy={avatar.upload.isPending}
          onCancel={close}
          onSave={save}
        />
      )}
    </section>
  );
}
