import type { EmailKind } from '@tack/contract';
import type { LayoutContext, MailContent } from '../layout.ts';

/**
 * One message Tack sends. `category` says whether a person may turn it off (an email kind, with
 * an unsubscribe link) or not ('security': no unsubscribe link, always sent).
 */
export interface MailTemplate<D> {
  name: string;
  category: 'security' | EmailKind;
  render(data: D, ctx: LayoutContext): MailContent;
}

export const defineTemplate = <D>(t: MailTemplate<D>) => t;
