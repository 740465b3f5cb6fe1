import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** A JSON Schema node, as zod writes it and fast-json-stringify reads it. */
type Node = { [key: string]: unknown };

/**
 * The JSON Schema of what a contract schema answers (`io: 'output'`), in the form
 * fast-json-stringify compiles well: a nullable value (`anyOf: [X, null]`) becomes X with
 * `nullable: true`, and a union of constants of one type becomes that type, so serializing
 * them needs no validation. Objects keep `additionalProperties: false`: keys the contract does
 * not name are left out, as zod's parse leaves them out.
 */
export function answerJsonSchema(schema: z.ZodType): Node {
  return simplify(
    z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as Node,
  );
}

function simplify(node: unknown): Node {
  if (Array.isArray(node)) return node.map(simplify) as unknown as Node;
  if (!node || typeof node !== 'object') return node as Node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as Node[] | undefined;
  if (!anyOf) return out;
  const { anyOf: _, ...rest } = out;
  const others = anyOf.filter((n) => n.type !== 'null');
  const nullable = others.length < anyOf.length;
  // One schema or null: that schema, nullable (when it says its type, which fjs needs for it).
  if (others.length === 1 && typeof others[0]!.type === 'string' && !others[0]!.anyOf)
    return { ...rest, ...others[0], ...(nullable ? { nullable: true } : {}) };
  // Constants of one type (z.union of literals): that type.
  const constType = sameConstType(others);
  if (constType) return { ...rest, type: constType, ...(nullable ? { nullable: true } : {}) };
  return out;
}

function sameConstType(nodes: Node[]): 'string' | 'number' | 'boolean' | null {
  if (!nodes.length || !nodes.every((n) => 'const' in n && Object.keys(n).length <= 2)) return null;
  const types = new Set(nodes.map((n) => typeof n.const));
  const [only] = types;
  return types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean')
    ? only
    : null;
}

export type Serialize = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serialize>();

/**
 * A compiled JSON writer for a contract schema's answers, made once per schema: it writes the
 * schema's keys only, without zod's validation (which the tests keep: `checkAnswer`). Keys come
 * in the schema's order, the required ones first.
 */
export function serializerFor(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(answerJsonSchema(schema) as never) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * The full check of an answer, for tests and development (CHECK_RESPONSES): zod's parse of the
 * contract, and the compiled writer's JSON must mean exactly what zod's answer means (it skips
 * zod, so a default zod would add or a value it would change shows up here). Answers the problem,
 * or null when the answer is right.
 */
export function checkAnswer(schema: z.ZodType, data: unknown, json: string): string | null {
  const parsed = schema.safeParse(data);
  if (!parsed.success) return z.prettifyError(parsed.error);
  const expected: unknown = JSON.parse(JSON.stringify(parsed.data));
  if (!isDeepStrictEqual(JSON.parse(json), expected))
    return 'the compiled JSON writer differs from the contract parse';
  return null;
}
