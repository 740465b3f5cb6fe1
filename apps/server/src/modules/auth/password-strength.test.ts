import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-strength.ts';

describe('password strength', () => {
  it('refuses passwords from breached lists, with the reason', () => {
    for (const p of ['password1', 'iloveyou', 'qwerty123', 'Password123!', 'letmein1'])
      expect(passwordProblem(p), p).toMatch(/most common|keyboard pattern|too easy/);
    expect(passwordProblem('password1')).toMatch(/breached password lists/);
  });
  it('refuses keyboard walks, sequences and repeats', () => {
    expect(passwordProblem('qwertyuiop')).toMatch(/keyboard pattern|most common/);
    expect(passwordProblem('zxcvbnmasdf')).toMatch(/keyboard pattern|most common/);
    expect(passwordProblem('aaaaaaaaaa')).toMatch(/keyboard pattern|sequence|repeat|too easy/);
    expect(passwordProblem('12345678')).not.toBeNull();
  });
  it('refuses a password made of the person’s own name or email', () => {
    expect(passwordProblem('gwendolyn2024', ['gwendolyn', 'gwendolyn@example.com'])).toMatch(
      /your name, username or email/,
    );
  });
  it('accepts a few uncommon words, and anything very long', () => {
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('plum kettle orbit jasmine')).toBeNull();
    expect(passwordProblem('a'.repeat(101))).toBeNull();
  });
});
