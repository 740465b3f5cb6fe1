/** An idea pin page in the builder: what it shows, and what is sent for it. */
export interface BuilderPage {
  key: string;
  imageSignature?: string;
  videoId?: string;
  /** What the builder shows for it (an image, or a video's poster once read). */
  thumbnail: string | null;
  /** A video still being read or transcoded, or refused: its note. */
  note: string | null;
  text: string;
}

/** The pages as the draft calls take them. */
export const pagesInput = (pages: BuilderPage[]) =>
  pages.map((p) =>
    p.videoId
      ? { video_id: p.videoId, text: p.text }
      : { image_signature: p.imageSignature, text: p.text },
  );

/** The page moved one place up (-1) or down (+1); the list unchanged at either end. */
export function movePage<T>(pages: T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= pages.length) return pages;
  const next = [...pages];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
