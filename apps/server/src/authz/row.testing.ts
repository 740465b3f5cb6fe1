import type { TestClient, TestResponse } from '../../test/client.ts';
import type { Actor, ObjectKey, Rule } from './actors.ts';
import type { Username, World } from './world.testing.ts';

/** One cell's inputs: who asks, with which client, about which object (its id resolved). */
export interface Cell {
  actor: Actor;
  obj: ObjectKey;
  c: TestClient;
  w: World;
  /** The object's id (a well-formed id that names nothing for `*:missing`). */
  id: string;
  /** The asker's username (Owen's for signed out, whose calls stop at 401 anyway). */
  me: Username;
  /** The asker's own public board and a pin on it: sources and targets of moves and copies. */
  own: { board: string; pin: string };
}

export interface Row {
  /** `Resource.action` from the contract, or `METHOD /path` as Fastify lists the route. */
  call: string;
  /** What this row's variant does, when a call has several rows. */
  variant?: string;
  objects: readonly ObjectKey[];
  expect: Rule;
  run: (x: Cell) => Promise<TestResponse>;
  /** An allowed call must store something (checked in the change log). */
  stores?: boolean;
  /** The answer may show a hidden board to this non-member (an invitee accepting or declining). */
  reveals?: boolean;
  /** Further checks on the answer (counts that must not count hidden pins). */
  check?: (x: Cell, res: TestResponse) => string | null;
  /** A page of the web app (served by the not-found handler, not a registered route). */
  page?: boolean;
}

export const MISSING_ID = '1234567890123456789';

export const get = (c: TestClient, name: string, options: unknown) =>
  c.resource(name, 'get', options);
