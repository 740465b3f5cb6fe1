import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEngines } from '../../../test/engines.ts';
import type { Db } from '../../db/dialect.ts';
import { takeLease, withImageLock } from './image-lock.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The image lock across processes and nodes: each holder takes the signature's lease in the
// database. "Another node" here takes the lease as every node's withImageLock does.
describeEngines('image lock across nodes', (engine) => {
  let d: Db;
  beforeAll(async () => {
    d = await createTestDb(engine);
  });
  afterAll(() => d?.close());
  const leases = () => d.db.selectFrom('image_locks').select(['signature', 'holder']).execute();

  it("waits while another node holds the image's lease, runs once it is released, then lets go", async () => {
    expect(await takeLease(d.db, 'sig-a', 'another-node', 60_000)).toBe(true);
    let ran = false;
    const holding = withImageLock(d.db, 'sig-a', async () => {
      ran = true;
      return (await leases()).map((l) => l.holder);
    });
    await sleep(300);
    expect(ran).toBe(false);
    await d.db.deleteFrom('image_locks').where('holder', '=', 'another-node').execute();
    const holders = await holding;
    expect(holders).toHaveLength(1);
    expect(holders[0]).not.toBe('another-node');
    expect(await leases()).toEqual([]);
    // While this node holds it, another node cannot take it.
    await withImageLock(d.db, 'sig-a', async () => {
      expect(await takeLease(d.db, 'sig-a', 'another-node', 60_000)).toBe(false);
    });
  });

  it('takes over a lease that lapsed (its node died), and lets go after a failure too', async () => {
    await d.db
      .insertInto('image_locks')
      .values({ signature: 'sig-b', holder: 'dead-node', expires_at: Date.now() - 1 })
      .execute();
    await expect(
      withImageLock(d.db, 'sig-b', async () => {
        expect((await leases()).map((l) => l.holder)).not.toContain('dead-node');
        throw new Error('the upload failed');
      }),
    ).rejects.toThrow('the upload failed');
    expect(await leases()).toEqual([]);
  });

  it('extends its lease while it works, so a long holder keeps it', async () => {
    const timing = { leaseMs: 300, renewMs: 100 };
    let takenMidway: boolean | null = null;
    await withImageLock(
      d.db,
      'sig-c',
      async () => {
        await sleep(600);
        takenMidway = await takeLease(d.db, 'sig-c', 'another-node', 60_000);
      },
      timing,
    );
    expect(takenMidway).toBe(false);
    expect(await takeLease(d.db, 'sig-c', 'another-node', 60_000)).toBe(true);
  });
});
