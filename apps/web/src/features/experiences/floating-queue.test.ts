import { describe, expect, it } from 'vitest';
import { FloatingQueue } from './floating-queue.ts';

describe('FloatingQueue', () => {
  it('shows one at a time and the next once the first is done', () => {
    const q = new FloatingQueue();
    const doneToast = q.offer({ id: 'toast', kind: 'toast', priority: 0 });
    const doneModal = q.offer({ id: 'modal', kind: 'modal', priority: 0 });
    expect(q.current('/')).toBe('modal');
    doneModal();
    expect(q.current('/')).toBe('toast');
    doneToast();
    expect(q.current('/')).toBeNull();
  });

  it('a message on hold waits on that page only; the next one shows meanwhile', () => {
    const q = new FloatingQueue();
    q.offer({ id: 'hint', kind: 'anchored_hint', priority: 0 });
    q.offer({ id: 'toast', kind: 'toast', priority: 0 });
    q.hold('hint', '/pin/1/', true);
    expect(q.current('/pin/1/')).toBe('toast');
    expect(q.current('/')).toBe('hint');
  });

  it('tells its listeners when the turn may have changed', () => {
    const q = new FloatingQueue();
    let calls = 0;
    q.subscribe(() => (calls += 1));
    const done = q.offer({ id: 'a', kind: 'toast', priority: 0 });
    done();
    done();
    expect(calls).toBe(2);
  });
});
