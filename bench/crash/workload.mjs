// The writes the crash benchmark drives, and what it remembers of them. Each worker is one
// signed-in person with two boards and a section on each; only that worker moves, renames or
// deletes its own things, so at any moment it has at most one write whose outcome is unknown
// (`pending`): the one a kill interrupted.
import { uniquePng } from '../lib/images.mjs';

const PASSWORD = 'crash test password';

/** Acknowledged state: what the server answered 2xx to, per worker. */
export function newModel() {
  return {
    /** pin id -> { worker, board, section } for pins whose place is known. */
    pins: new Map(),
    /** Pins whose delete was acknowledged. */
    deleted: new Set(),
    /** board id -> name. */
    boardNames: new Map(),
    /** Signatures of uploads acknowledged in the current cycle. */
    uploads: [],
    counts: { uploads: 0, pins: 0, saves: 0, bulkMoves: 0, pinMoves: 0, boardEdits: 0, deletes: 0 },
    serverErrors: [],
  };
}

export async function setupWorker(w, client) {
  const name = `crash${w.index}`;
  const signup = await client.signup(name, PASSWORD);
  if (signup.status !== 200) throw new Error(`signup ${name}: ${signup.status} ${signup.text}`);
  w.boards = [];
  w.sections = new Map();
  for (const b of [0, 1]) {
    const board = await client.resource('BoardResource', 'create', { name: `W${w.index} B${b}` });
    if (board.status !== 200) throw new Error(`board: ${board.status} ${board.text}`);
    const section = await client.resource('BoardSectionResource', 'create', {
      board_id: board.data.id,
      title: `Section ${b}`,
    });
    if (section.status !== 200) throw new Error(`section: ${section.status} ${section.text}`);
    w.boards.push(board.data.id);
    w.sections.set(board.data.id, section.data.id);
    w.model.boardNames.set(board.data.id, board.data.name);
  }
  // A pin to move from the first cycle on.
  await uploadAndPin(w, client);
  if (!mine(w).length) throw new Error(`worker ${w.index}: its first pin failed`);
}

const place = (w, board) => ({ board, section: w.rng.chance(0.5) ? w.sections.get(board) : null });
const mine = (w) => [...w.model.pins].filter(([, p]) => p.worker === w.index);

/** Records a 2xx, forgets a 4xx (nothing was written), keeps `pending` otherwise. */
function settle(w, res, onOk) {
  if (res.status >= 500) w.model.serverErrors.push(`${res.status} ${res.text.slice(0, 200)}`);
  if (res.status >= 200 && res.status < 300) onOk(res.data);
  if (res.status < 500) w.pending = null;
  return res.status >= 200 && res.status < 300;
}

async function uploadAndPin(w, c) {
  const again = !!w.lastPng && w.rng.chance(0.1);
  const png = again ? w.lastPng : await uniquePng(w.rng);
  w.lastPng = png;
  w.pending = { kind: 'create' };
  let signature;
  if (!settle(w, await c.upload(png), (d) => (signature = d.imageSignature))) return;
  w.model.uploads.push(signature);
  w.model.counts.uploads++;
  const at = place(w, w.rng.pick(w.boards));
  w.pending = { kind: 'create' };
  settle(
    w,
    await c.resource('PinResource', 'create', {
      board_id: at.board,
      section: at.section,
      image_signature: signature,
      title: `pin ${w.model.counts.pins}`,
    }),
    (d) => {
      w.model.pins.set(d.id, { worker: w.index, ...at });
      w.model.counts.pins++;
    },
  );
}

const OPS = [
  [35, uploadAndPin],
  [
    20,
    async function save(w, c) {
      const source = w.rng.pick([...w.model.pins.keys()]);
      if (!source) return;
      const at = place(w, w.rng.pick(w.boards));
      w.pending = { kind: 'create' };
      settle(
        w,
        await c.resource('RepinResource', 'create', {
          pin_id: source,
          board_id: at.board,
          section: at.section,
        }),
        (d) => {
          w.model.pins.set(d.id, { worker: w.index, ...at });
          w.model.counts.saves++;
        },
      );
    },
  ],
  [
    20,
    async function bulkMove(w, c) {
      const from = w.rng.pick(w.boards);
      const pins = mine(w).filter(([, p]) => p.board === from);
      if (!pins.length) return;
      const chosen = pins.sort(() => w.rng.next() - 0.5).slice(0, w.rng.int(1, 6));
      const to = place(
        w,
        w.boards.find((b) => b !== from),
      );
      const ids = chosen.map(([id]) => id);
      w.pending = { kind: 'move', ids, from: new Map(chosen.map(([id, p]) => [id, { ...p }])), to };
      settle(
        w,
        await c.resource('BulkEditResource', 'update', {
          action: 'bulkMove',
          board_id: from,
          pin_ids: ids,
          target_board_id: to.board,
          target_section_id: to.section,
        }),
        () => {
          for (const id of ids) w.model.pins.set(id, { worker: w.index, ...to });
          w.model.counts.bulkMoves++;
        },
      );
    },
  ],
  [
    10,
    async function movePin(w, c) {
      const [id, p] = w.rng.pick(mine(w)) ?? [];
      if (!id) return;
      const to = place(w, w.rng.pick(w.boards));
      w.pending = { kind: 'move', ids: [id], from: new Map([[id, { ...p }]]), to };
      settle(
        w,
        await c.resource('PinResource', 'update', {
          id,
          board_id: to.board,
          section_id: to.section,
        }),
        () => {
          w.model.pins.set(id, { worker: w.index, ...to });
          w.model.counts.pinMoves++;
        },
      );
    },
  ],
  [
    10,
    async function editBoard(w, c) {
      const board = w.rng.pick(w.boards);
      const name = `W${w.index} ${w.rng.int(1, 1e9)}`;
      w.pending = { kind: 'rename', board, from: w.model.boardNames.get(board), to: name };
      settle(
        w,
        await c.resource('BoardResource', 'update', {
          board_id: board,
          name,
          description: `edited ${new Date().toISOString()}`,
        }),
        () => {
          w.model.boardNames.set(board, name);
          w.model.counts.boardEdits++;
        },
      );
    },
  ],
  [
    5,
    async function deletePin(w, c) {
      const [id, p] = w.rng.pick(mine(w)) ?? [];
      if (!id) return;
      w.pending = { kind: 'delete', id, from: { ...p } };
      settle(w, await c.resource('PinResource', 'delete', { id }), () => {
        w.model.pins.delete(id);
        w.model.deleted.add(id);
        w.model.counts.deletes++;
      });
    },
  ],
];
const TOTAL = OPS.reduce((s, [weight]) => s + weight, 0);

/** Runs random writes until the server dies (a request fails to connect or is cut off). */
export async function runWorker(w, client) {
  for (;;) {
    let r = w.rng.next() * TOTAL;
    const [, op] = OPS.find(([weight]) => (r -= weight) < 0);
    try {
      await op(w, client);
    } catch {
      return; // the server was killed: `pending` is the write in flight, if any
    }
  }
}

/**
 * Compares the database with what was acknowledged, then adopts the database's answer for the
 * write in flight. Answers broken rules as readable lines, and how many acknowledged writes are
 * missing.
 */
export async function reconcile(db, model, workers) {
  const problems = [];
  let lost = 0;
  const pinAt = (id) =>
    db.get('select board_id as board, section_id as section from pins where id = $1', [id]);
  const nameOf = (id) => db.get('select name from boards where id = $1', [id]);
  const same = (a, b) =>
    !!a && !!b && a.board === b.board && (a.section ?? null) === (b.section ?? null);
  const inFlight = new Set(
    workers.flatMap((w) => (w.pending?.ids ?? []).concat(w.pending?.id ?? [])),
  );

  for (const [id, expected] of model.pins) {
    if (inFlight.has(id)) continue;
    const actual = await pinAt(id);
    if (!same(actual, expected)) {
      lost++;
      problems.push(
        `pin ${id}: acknowledged at ${JSON.stringify(expected)}, found ${JSON.stringify(actual ?? null)}`,
      );
    }
  }
  for (const id of model.deleted)
    if (await pinAt(id)) {
      lost++;
      problems.push(`pin ${id}: delete acknowledged, still there`);
    }
  for (const [board, name] of model.boardNames) {
    const w = workers.find((x) => x.pending?.kind === 'rename' && x.pending.board === board);
    const actual = (await nameOf(board))?.name;
    if (actual === name || (w && actual === w.pending.to)) {
      if (w) model.boardNames.set(board, actual);
      continue;
    }
    lost++;
    problems.push(`board ${board}: acknowledged name ${name}, found ${actual}`);
  }
  for (const w of workers) {
    const p = w.pending;
    if (p?.kind === 'move') {
      const states = [];
      for (const id of p.ids) states.push(await pinAt(id));
      const allFrom = states.every((s, i) => same(s, p.from.get(p.ids[i])));
      const allTo = states.every((s) => same(s, p.to));
      if (!allFrom && !allTo)
        problems.push(`move of ${p.ids.length} pins half done: ${JSON.stringify(states)}`);
      p.ids.forEach((id, i) => {
        if (states[i]) model.pins.set(id, { worker: w.index, ...states[i] });
        else model.pins.delete(id);
      });
    } else if (p?.kind === 'delete') {
      const s = await pinAt(p.id);
      if (s && !same(s, p.from)) problems.push(`pin ${p.id} changed by an interrupted delete`);
      if (!s) {
        model.pins.delete(p.id);
        model.deleted.add(p.id);
      }
    }
    w.pending = null;
  }
  const hasImage = (sig) => db.get('select 1 as one from images where signature = $1', [sig]);
  for (const signature of model.uploads)
    if (!(await hasImage(signature))) {
      lost++;
      problems.push(`upload ${signature} acknowledged, no image row`);
    }
  model.uploads = [];
  return { problems, lost };
}

export { PASSWORD };
