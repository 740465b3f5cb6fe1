import type { z } from 'zod';
import type { AdminLinks, LinkRuleCreateOptions, LinkRuleDeleteOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { deleteRule, insertRule, latestDecisions, listRules } from './offsite.repository.ts';

/** How many of the latest decisions `/admin/links` shows. */
const DECISIONS_SHOWN = 100;

function requireOperator(ctx: CallContext): string {
  if (ctx.viewer?.role !== 'admin') throw forbidden('Only operators can manage link rules');
  return ctx.viewer.id;
}

async function snapshot(ctx: CallContext): Promise<z.output<typeof AdminLinks>> {
  const [rules, decisions] = await Promise.all([
    listRules(ctx.db),
    latestDecisions(ctx.db, DECISIONS_SHOWN),
  ]);
  return { rules, decisions };
}

/** `/admin/links`: every rule and the latest decisions. */
export async function adminLinks(ctx: CallContext) {
  requireOperator(ctx);
  return snapshot(ctx);
}

export async function addRule(ctx: CallContext, o: z.output<typeof LinkRuleCreateOptions>) {
  const operatorId = requireOperator(ctx);
  const added = await insertRule(ctx.db, {
    kind: o.kind,
    value: o.value,
    status: o.status,
    note: o.note,
    createdBy: operatorId,
  });
  if (!added) throw conflict(`There is already a ${o.kind} rule for ${o.value}`, 'value');
  ctx.request.log.info(
    { operatorId, kind: o.kind, value: o.value, status: o.status },
    'link rule added',
  );
  return snapshot(ctx);
}

export async function removeRule(ctx: CallContext, o: z.output<typeof LinkRuleDeleteOptions>) {
  const operatorId = requireOperator(ctx);
  if (!(await deleteRule(ctx.db, o.id))) throw notFound('Rule');
  ctx.request.log.info({ operatorId, ruleId: o.id }, 'link rule removed');
  return snapshot(ctx);
}
