import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { Dialog } from '../../../ui/Dialog.tsx';
import { cropPreview, cropToBlob, loadImage, type Area } from './crop-image.ts';
import { ProfilePreview, type PreviewPerson } from './ProfilePreview.tsx';

const MAX_ZOOM = 4;

/**
 * Crop a chosen picture to a square: drag it (or focus it and use the arrow keys), zoom with
 * the slider, the wheel or a pinch; the preview shows the profile and a card as they will look.
 */
export function AvatarCropDialog({
  file,
  person,
  busy,
  onCancel,
  onSave,
}: {
  file: File;
  person: PreviewPerson;
  busy: boolean;
  onCancel: () => void;
  onSave: (picture: Blob) => void;
}) {
  const [src] = useState(() => URL.createObjectURL(file));
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadImage(src).then(
      (img) => live && setImage(img),
      (err: Error) => live && setFailed(err.message),
    );
    return () => {
      live = false;
      URL.revokeObjectURL(src);
    };
  }, [src]);

  function cropped(_: Area, pixels: Area) {
    setArea(pixels);
    if (image) setPreview(cropPreview(image, pixels));
  }

  async function save() {
    if (image && area) onSave(await cropToBlob(image, area));
  }

  return (
    <Dialog title="Crop your picture" onClose={onCancel}>
      {failed ? (
        <p className="form-error" role="alert">
          {failed}
        </p>
      ) : (
        <div className="avatar-crop">
          <div className="avatar-crop-area">
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              maxZoom={MAX_ZOOM}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={cropped}
              // Our CSP allows no inline <style>: the library's sheet is imported above.
              disableAutomaticStylesInjection
              mediaProps={{ alt: 'The picture you chose' }}
              cropperProps={{
                role: 'group',
                'aria-label': 'Crop area: drag the picture, or use the arrow keys to move it',
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="avatar-zoom">Zoom</label>
            <input
              id="avatar-zoom"
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
            />
          </div>
          <ProfilePreview person={{ ...person, imageSmallUrl: preview }} title="How it will look" />
        </div>
      )}
      <div className="save-row">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!area || busy || !!failed}
          onClick={() => void save()}
        >
          {busy ? 'Saving…' : 'Save picture'}
        </button>
      </div>
    </Dialog>
  );
}
