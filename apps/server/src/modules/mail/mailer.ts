import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import { mailOrigin } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import type { Keyring } from '../account/keyring.ts';
import { signLink } from '../account/signed-token.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import type { JobWorker } from '../jobs/worker.ts';
import type { MailTemplate } from './templates/index.ts';
import { emailKinds } from './preferences.repository.ts';

export const MAIL_JOB = 'mail.send';

/** What sending mail needs from the app. */
export interface MailDeps {
  config: Config;
  keyring: Keyring;
  jobs: JobWorker;
}

export interface MailRequest<D> {
  to: string;
  /** The account it is about (its preferences, its unsubscribe link); null for none. */
  userId: string | null;
  template: MailTemplate<D>;
  data: D;
}

/** The signed, non-expiring link to a person's email choices (works signed out). */
export async function subscriptionUrl(deps: MailDeps, userId: string): Promise<string> {
  const token = await signLink(await deps.keyring.signingKey(), {
    sub: userId,
    purpose: 'unsubscribe',
  });
  return `${mailOrigin(deps.config)}/email/subscription/?token=${token}`;
}

/**
 * Renders a message and queues it in the caller's transaction: an outbox row and a job that
 * sends it. A kind the person turned off is not queued (answers null). Security messages always
 * go and carry no unsubscribe link; every other one does.
 */
export async function queueMail<D>(
  db: Kysely<Database> | Transaction<Database>,
  deps: MailDeps,
  m: MailRequest<D>,
): Promise<string | null> {
  const { category } = m.template;
  let unsubscribeUrl: string | null = null;
  if (category !== 'security') {
    if (!m.userId) throw new Error(`${m.template.name} mail needs the account it is for`);
    if (!(await emailKinds(db, m.userId))[category]) return null;
    unsubscribeUrl = await subscriptionUrl(deps, m.userId);
  }
  const content = m.template.render(m.data, { origin: mailOrigin(deps.config), unsubscribeUrl });
  const id = newId();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      user_id: m.userId,
      template: m.template.name,
      category,
      to_address: m.to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      list_unsubscribe: unsubscribeUrl,
      status: 'queued',
      error: null,
      created_at: new Date().toISOString(),
      sent_at: null,
    })
    .execute();
  await enqueueJob(db, MAIL_JOB, { mailId: id });
  deps.jobs.poke();
  return id;
}
