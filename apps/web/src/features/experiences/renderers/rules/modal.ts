import {
  type ButtonView,
  dominantColorCss,
  isRecord,
  readButton,
  readNumber,
  readText,
  readUrl,
} from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Modal (type 26)
// ---------------------------------------------------------------------------------------------

export interface ModalView {
  title: string;
  body: string;
  image?: { url: string; alt: string; width: number; height: number; placeholder?: string };
  video?: { url: string; thumbnail: string; width: number; height: number };
  completeButton: ButtonView;
  dismissButton?: ButtonView;
  delayMs: number;
}

const readSize = (v: unknown) => readNumber(v, 1, 100_000);

/** §5: a modal needs title, body and completeButton.text, else nothing shows. */
export function readModal(data: unknown): ModalView | null {
  if (!isRecord(data)) return null;
  const title = readText(data.title);
  const body = readText(data.body);
  const completeButton = readButton(data.completeButton);
  if (!title || !body || !completeButton) return null;
  const view: ModalView = {
    title,
    body,
    completeButton,
    delayMs: Math.round(readNumber(data.delay_in_millis, 0, 600_000) ?? 0),
  };
  const dismissButton = readButton(data.dismissButton);
  if (dismissButton) view.dismissButton = dismissButton;
  const img = data.image;
  if (isRecord(img)) {
    const url = readUrl(img.url);
    const width = readSize(img.width);
    const height = readSize(img.height);
    if (url && width && height) {
      view.image = { url, alt: readText(img.imageAlt), width, height };
      const placeholder = dominantColorCss(img.dominantColor);
      if (placeholder) view.image.placeholder = placeholder;
    }
  }
  const video = data.video;
  if (isRecord(video) && isRecord(video.metadata)) {
    const url = readUrl(video.url);
    const thumbnail = readUrl(video.metadata.thumbnail);
    const width = readSize(video.metadata.width);
    const height = readSize(video.metadata.height);
    if (url && thumbnail && width && height) view.video = { url, thumbnail, width, height };
  }
  return view;
}
