import { PIN_OBJECTS, read, type ObjectKey } from './actors.ts';
import type { Row } from './row.testing.ts';

const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];

/**
 * The event log (issue 12): anyone may log (200), but an event about a pin is stored only when
 * the asker may see that pin; others are dropped, so logging cannot confirm that a hidden pin
 * exists (the answer counts it as dropped, exactly as a missing one).
 */
export const eventRows: Row[] = [
  {
    call: 'EventBatchResource.create',
    objects: PINS,
    expect: () => 200,
    run: (x) =>
      x.c.resource('EventBatchResource', 'create', {
        page_kind: 'home',
        events: [{ event_type: 12, pin_id: x.id }],
      }),
    check: (x, res) => {
      const got = (res.json as { resource_response: { data: { stored: number } } })
        .resource_response.data.stored;
      const want = read(x.actor, x.obj) === 200 ? 1 : 0;
      return got === want ? null : `stored ${got}, want ${want}`;
    },
  },
  {
    // No pin of the world is promoted: every pin, visible or hidden or missing, is no ad (404),
    // so the call cannot tell a hidden pin from a missing one. The ad's own 200 is tested in
    // modules/events/attribution.api.test.ts.
    call: 'GET /attribution_source',
    objects: PINS,
    expect: () => 404,
    run: (x) =>
      x.c.get(
        `/attribution_source/?${new URLSearchParams({
          source_event_id: x.id,
          destination: '["https://shop.example"]',
          expiry: '86400',
          priority: '1',
          source_event_type: 'view',
        })}`,
      ),
  },
];
