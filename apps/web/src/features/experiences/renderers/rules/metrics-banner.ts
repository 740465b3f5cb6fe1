import { type ButtonView, isRecord, readArray, readButton, readText } from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Metrics banner (type 5)
// ---------------------------------------------------------------------------------------------

export interface MetricsBannerView {
  title: string;
  subtitle: string;
  /** buttons[0]: the link. */
  link: ButtonView;
  /** buttons[1]: dismiss. */
  dismiss: ButtonView;
}

/** §5: type 5, at least two buttons (each with text), title_text and subtitle_text. */
export function readMetricsBanner(type: number, data: unknown): MetricsBannerView | null {
  if (type !== 5 || !isRecord(data)) return null;
  const title = readText(data.title_text);
  const subtitle = readText(data.subtitle_text);
  const buttons = readArray(data.buttons).map(readButton);
  const [link, dismiss] = buttons;
  if (!title || !subtitle || buttons.length < 2 || !link || !dismiss) return null;
  return { title, subtitle, link, dismiss };
}
