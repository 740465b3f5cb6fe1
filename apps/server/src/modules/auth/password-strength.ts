import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/errors.ts';

/**
 * zxcvbn's score (0-4) a new password needs: 3 is "safely unguessable" (about 10^8 guesses or
 * more, out of reach of an online attack and a slow offline one with argon2id). Anything from
 * the common-password lists (passwords seen in breaches), a keyboard walk, a date or a repeat
 * scores lower, as does a password made of the person's own name, username or email.
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | null = null;
/** Built at first use: the dictionaries are about a megabyte, not worth loading for every test. */
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
  }));

/** Why a password is too easy to guess, in words a person can act on; null when it is fine. */
export function passwordProblem(password: string, personal: string[] = []): string | null {
  // zxcvbn's work grows with length; past 100 characters nobody is guessing it anyway.
  if (password.length > 100) return null;
  const inputs = personal.flatMap((p) => [p, ...p.split(/[@.\s_-]+/)]).filter((p) => p.length > 2);
  const result = estimator().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return explain(result);
}

function explain(result: ZxcvbnResult): string {
  const patterns = result.sequence.map((m) =>
    'dictionaryName' in m ? m.dictionaryName : m.pattern,
  );
  if (patterns.some((p) => p.startsWith('passwords')))
    return 'This password is one of the most common ones, found in breached password lists. Choose another';
  if (patterns.includes('userInputs'))
    return "This password is too close to your name, username or email. Choose one that isn't about you";
  if (patterns.some((p) => p === 'spatial' || p === 'sequence' || p === 'repeat'))
    return 'This password is a keyboard pattern, sequence or repeat, which is easy to guess. Choose another';
  return 'This password is too easy to guess. Add a few uncommon words, or make it longer';
}

/** Refuses a weak new password with a 400 under the form's field. */
export function requireStrongPassword(password: string, field: string, personal: string[]): void {
  const problem = passwordProblem(password, personal);
  if (problem) throw new AppError(400, 'weak_password', problem, field);
}
