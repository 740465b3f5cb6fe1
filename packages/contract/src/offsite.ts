import { z } from 'zod';
import { Id, StrictBoolean, StrictInt } from './common.ts';
import { longText, lookupText } from './text.ts';
import { tracking } from './call-options.ts';
import { LINK_STATUSES, RULE_KINDS, RULE_STATUSES } from './offsite-status.ts';

/** An outbound URL as the check and /offsite/ take it: http(s) only, at most 2048 characters. */
export const OffsiteUrl = lookupText()
  .trim()
  .min(1, 'Give the link to check')
  .max(2048, 'A link is at most 2048 characters')
  .refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Only http and https links can be followed');

/** §7 `aux_data`: JSON text, e.g. `{"clickthrough_type":"rightClick","object_id":"…"}`. */
const AuxData = lookupText()
  .max(2000, 'aux_data is at most 2000 characters')
  .refine((s) => {
    try {
      const v: unknown = JSON.parse(s);
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    } catch {
      return false;
    }
  }, 'aux_data must be a JSON object');

/** Time from the click to leaving, in ns (§7's clickthrough rule). */
const TimeToOffsite = StrictInt.pipe(
  z.number().int().min(0, 'time_to_offsite_ns cannot be negative'),
);

/** `GET /v3/offsite/` query (§7). Either `pin_id` or `third_party_ad`. */
export const OffsiteCheckQuery = z
  .object({
    check_only: StrictBoolean.default(true),
    pin_id: Id.optional(),
    third_party_ad: StrictBoolean.optional(),
    url: OffsiteUrl,
    ...tracking,
    aux_data: AuxData.optional(),
    time_to_offsite_ns: TimeToOffsite.optional(),
  })
  .strict()
  .refine((o) => o.pin_id !== undefined || o.third_party_ad === true, {
    message: 'Name the pin (pin_id) or say the link is a third-party ad (third_party_ad=true)',
    path: ['pin_id'],
  });

/** The check's answer (inside `resource_response.data`). */
export const OffsiteCheck = z.object({
  /** What to tell the person: empty when the link passes. */
  message: z.string(),
  redirect_status: z.enum(LINK_STATUSES),
  /** Where to go: the signed /offsite/ address for a pin's link, else the link itself. */
  url: z.string(),
  /** The blocked link's host (shown in the warning). */
  host: z.string(),
});
export type OffsiteCheck = z.infer<typeof OffsiteCheck>;

/** `GET /offsite/` query (§2): the signed token, or a pin that carries the url. */
export const OffsitePageQuery = z
  .object({
    token: lookupText().max(200).optional(),
    url: OffsiteUrl,
    pin: Id.optional(),
    isThirdPartyAd: z.string().max(10).optional(),
    csr: z.string().max(200).optional(),
    ...tracking,
    aux_data: AuxData.optional(),
    time_to_offsite_ns: TimeToOffsite.optional(),
  })
  .strict();

export const LinkRule = z.object({
  id: Id,
  kind: z.enum(RULE_KINDS),
  value: z.string(),
  status: z.enum(RULE_STATUSES),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type LinkRule = z.infer<typeof LinkRule>;

export const LinkDecision = z.object({
  id: Id,
  url: z.string(),
  host: z.string(),
  status: z.enum(LINK_STATUSES),
  ruleId: z.string().nullable(),
  pinId: z.string().nullable(),
  viewer: z.string().nullable(),
  source: z.enum(['check', 'redirect']),
  createdAt: z.string(),
});
export type LinkDecision = z.infer<typeof LinkDecision>;

/** `/admin/links`: every rule, and the latest decisions. */
export const AdminLinks = z.object({
  rules: z.array(LinkRule),
  decisions: z.array(LinkDecision),
});
export type AdminLinks = z.infer<typeof AdminLinks>;

export const LinkRuleCreateOptions = z
  .object({
    kind: z.enum(RULE_KINDS, { error: 'Choose host, suffix or pattern' }),
    value: lookupText()
      .trim()
      .toLowerCase()
      .min(1, 'Enter a host or a pattern')
      .max(500, 'A rule is at most 500 characters'),
    status: z.enum(RULE_STATUSES, { error: 'Choose blocked, suspicious or porn' }),
    note: longText({ multiline: false }).max(300, 'A note is at most 300 characters').default(''),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (o.kind === 'pattern') {
      if (!/^https?:\/\//.test(o.value) && !o.value.startsWith('*'))
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'A pattern matches the whole link: start it with http://, https:// or *',
        });
      return;
    }
    if (!/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/.test(o.value))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Enter a host name such as spam.example (no scheme, path or port)',
      });
  });

export const LinkRuleDeleteOptions = z.object({ id: Id }).strict();
