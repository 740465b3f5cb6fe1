import { isRecord, readOptText, readText } from '../rules.ts';

// ---------------------------------------------------------------------------------------------
// Upgrade banner
// ---------------------------------------------------------------------------------------------

/** §2.2: the upgrade banner links to /business/convert/. */
export const UPGRADE_PATH = '/business/convert/';

export interface UpgradeBannerView {
  title: string;
  subtitle?: string;
  buttonText: string;
}

export function readUpgradeBanner(data: unknown): UpgradeBannerView | null {
  if (!isRecord(data)) return null;
  const title = readText(data.title_text);
  if (!title) return null;
  const subtitle = readOptText(data.subtitle_text);
  const buttonText = readOptText(data.button_text) ?? 'Upgrade';
  return subtitle ? { title, subtitle, buttonText } : { title, buttonText };
}
