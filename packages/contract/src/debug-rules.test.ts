import { describe, expect, it } from 'vitest';
import { debugParams, debugWanted, hasDebugParam } from './debug-rules.ts';

describe('debug parameters (PC §2)', () => {
  it('keeps only the parameters that start with deb_', () => {
    expect(debugParams('?q=cats&deb_signals=1&deb_x=')).toBe('deb_signals=1&deb_x=');
    expect(debugParams('?q=cats&debug=1&xdeb_=1')).toBe('');
    expect(debugParams('')).toBe('');
    expect(hasDebugParam('?q=cats&deb_signals=1')).toBe(true);
    expect(hasDebugParam('?deb_')).toBe(true);
    expect(hasDebugParam('?q=deb_signals')).toBe(false);
    expect(hasDebugParam('')).toBe(false);
  });

  it('answers debug data to an employee who asked, and to nobody else', () => {
    expect(debugWanted(true, ['data', 'deb_signals'])).toBe(true);
    expect(debugWanted(true, ['data'])).toBe(false);
    expect(debugWanted(false, ['data', 'deb_signals'])).toBe(false);
    expect(debugWanted(true, ['debug'])).toBe(false);
  });
});
