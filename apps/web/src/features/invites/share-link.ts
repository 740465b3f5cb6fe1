import type { InviteChannelName, InviteObject } from '@tack/contract/invite';
import { callResource } from '../../api/client.ts';

/** What is shared: a pin, a board or a profile, and its plain address for when no code can be made. */
export interface Shared {
  type: InviteObject;
  id: string;
  /** The object's own path (`/pin/{id}/`), used when the invite code cannot be made. */
  path: string;
  /** Shared without a code: someone else's profile, which only its owner may invite to. */
  plainOnly?: boolean;
}

/**
 * A share link that says who shared it (MC §3 "Invite code metadata", §4 "Invite landing"): the
 * invite code for this channel, as an absolute address. When the code cannot be made (offline,
 * or someone else's profile, which only its owner may invite to) it is the plain address.
 */
export async function shareLink(shared: Shared, channel: InviteChannelName): Promise<string> {
  if (shared.plainOnly) return new URL(shared.path, location.origin).href;
  try {
    const made = await callResource('InviteCodeResource', 'create', {
      object_type: shared.type,
      object_id: shared.id,
      channel,
    });
    return new URL(made.url, location.origin).href;
  } catch {
    return new URL(shared.path, location.origin).href;
  }
}

/** Copies the link (channel "copy link"); a browser that refuses the clipboard is left alone. */
export async function copyShareLink(shared: Shared): Promise<void> {
  const link = await shareLink(shared, 'copy_link');
  await navigator.clipboard?.writeText(link).catch(() => {});
}

/** A new mail with the link, in the person's own mail program. */
export const mailtoHref = (subject: string, link: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${subject}\n\n${link}`)}`;

/**
 * Opens a new mail with the share link (channel "email"). Through a link in the page, so the
 * browser treats it as any mailto link the person clicked.
 */
export async function emailShareLink(shared: Shared, subject: string): Promise<void> {
  const a = document.createElement('a');
  a.href = mailtoHref(subject, await shareLink(shared, 'email'));
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
}
