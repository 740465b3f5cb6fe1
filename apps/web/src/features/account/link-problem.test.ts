import { expect, it } from 'vitest';
import { linkProblem } from './link-problem.ts';

it('says in words why a link did not work, for each reason', () => {
  expect(linkProblem('expired', false).title).toBe('This link has expired');
  expect(linkProblem('expired', false).message).toContain('Send yourself a new one');
  expect(linkProblem('used', false).title).toBe('This link was already used');
  expect(linkProblem('taken', true).title).toBe('That email is taken');
  expect(linkProblem('secured', true)).toMatchObject({
    title: 'Your account is being secured',
    secured: true,
  });
  expect(linkProblem('used', true).secured).toBe(false);
  expect(linkProblem('invalid', false).title).toBe("This link doesn't work");
  expect(linkProblem('<script>', false).title).toBe("This link doesn't work");
  expect(linkProblem(null, true).message).toContain('confirm your new email');
});
