import { describe, expect, it } from 'vitest';
import { drawerPlan, type DrawerInput } from './drawer.ts';

const pin: DrawerInput = {
  description: 'x'.repeat(200),
  saveCount: 0,
  likeCount: 0,
  hasPinner: true,
  interestNames: ['Baking', ''],
  boardUrl: '/Maya/Garden-Plans/',
};
const out = { signedIn: false, isBot: false, onCloseup: false };

describe('More about this Pin drawer (MC §5, §6)', () => {
  it('is offered to signed-out visitors only; bots get it hidden', () => {
    expect(drawerPlan(pin, out).offered).toBe(true);
    expect(drawerPlan(pin, { ...out, signedIn: true }).offered).toBe(false);
    expect(drawerPlan(pin, { ...out, isBot: true }).hidden).toBe(true);
  });
  it('cuts the description at 115 characters with a toggle; bots always see it all', () => {
    const p = drawerPlan(pin, out);
    expect(p.description).toHaveLength(115);
    expect(p.truncated).toBe(true);
    expect(drawerPlan({ ...pin, description: 'short' }, out).truncated).toBe(false);
    const bot = drawerPlan(pin, { ...out, isBot: true });
    expect(bot.description).toHaveLength(200);
    expect(bot.truncated).toBe(false);
  });
  it('hides social proof when saves and likes are both 0, and always on the closeup', () => {
    expect(drawerPlan(pin, out).socialProof).toBe(false);
    expect(drawerPlan({ ...pin, saveCount: 2 }, out).socialProof).toBe(true);
    expect(drawerPlan({ ...pin, likeCount: 1 }, out).socialProof).toBe(true);
    expect(drawerPlan({ ...pin, saveCount: 2 }, { ...out, onCloseup: true }).socialProof).toBe(
      false,
    );
  });
  it('shows the creator only with a pinner, interests only when named, the board link lowercased', () => {
    expect(drawerPlan({ ...pin, hasPinner: false }, out).creator).toBe(false);
    expect(drawerPlan(pin, out).interests).toEqual(['Baking']);
    expect(drawerPlan(pin, out).boardHref).toBe('/maya/garden-plans/');
  });
});
