import { expect, it } from 'vitest';
import { inTurn } from './image-lock.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

it('runs holders of one key in this process one after another, others alongside, past a failure', async () => {
  const log: string[] = [];
  const hold = (key: string, name: string, fail = false) =>
    inTurn(key, async () => {
      log.push(`${name} in`);
      await tick();
      log.push(`${name} out`);
      if (fail) throw new Error(name);
      return name;
    });
  const a = hold('s', 'a', true);
  const b = hold('s', 'b');
  const c = hold('t', 'c');
  await expect(a).rejects.toThrow('a');
  expect(await b).toBe('b');
  expect(await c).toBe('c');
  expect(log.indexOf('b in')).toBeGreaterThan(log.indexOf('a out'));
  expect(log.indexOf('c in')).toBeLessThan(log.indexOf('a out'));
});
