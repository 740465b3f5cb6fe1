/**
 * The authorization matrix's vocabulary: who asks (actors), about what (objects), and the answer
 * each pair must get (rules). Pure data and functions: the expectations are written here from the
 * product's rules (docs/decisions/0003, docs/security.md), never derived from the server's code.
 */
import { BOARD_ACTIONS, type BoardAction } from '@tack/contract/constants';

export { BOARD_ACTIONS, type BoardAction };

/**
 * Collaborator permissions are per board, so "a collaborator with permission X" is Cara on boards
 * granting exactly [X] (`none`: nothing, `all`: every action). Everyone else acts on boards
 * granting every action, so a refusal is never down to a missing permission.
 */
export const ACTORS = [
  'owner',
  ...BOARD_ACTIONS.map((a) => `collab:${a}` as const),
  'collab:none',
  'collab:all',
  'removed',
  'pending',
  'stranger',
  'blocked',
  'signedOut',
  'operator',
] as const;
export type Actor = (typeof ACTORS)[number];

export const USER_OF = {
  owner: 'owen',
  removed: 'remy',
  pending: 'pat',
  stranger: 'stan',
  blocked: 'bea',
  operator: 'opal',
} as const;

export const isCollab = (a: Actor) => a.startsWith('collab:');
/** The owner and accepted collaborators see the hidden boards; nobody else does. */
export const isMember = (a: Actor) => a === 'owner' || isCollab(a);
export const userOf = (a: Actor) =>
  a === 'signedOut' ? null : isCollab(a) ? 'cara' : USER_OF[a as keyof typeof USER_OF];

/** The permission list of Owen's boards while `actor` acts. */
export function permissionsFor(actor: Actor): BoardAction[] {
  if (!isCollab(actor) || actor === 'collab:all') return [...BOARD_ACTIONS];
  if (actor === 'collab:none') return [];
  return [actor.slice('collab:'.length) as BoardAction];
}

/**
 * Objects. Boards: Owen's `pub`, `sec` (secret), `pro` (protected), `chg` (public when its pin
 * was saved, secret since) and `sage` (Sage's public board holding that saved copy). Pins:
 * `pin:<board>:<pinner>` with pinner owner (Owen), collab (Cara) or removed (Remy, pinned while a
 * member); `pin:chg` and its saved copy `pin:copy`. `*:missing` names nothing.
 */
export const BOARD_OBJECTS = ['board:pub', 'board:sec', 'board:pro', 'board:chg'] as const;
export const SECTION_OBJECTS = [
  'section:pub',
  'section:sec',
  'section:pro',
  'section:chg',
] as const;
export const PIN_OBJECTS = [
  ...(['pub', 'sec', 'pro'] as const).flatMap(
    (b) => [`pin:${b}:owner`, `pin:${b}:collab`, `pin:${b}:removed`] as const,
  ),
  'pin:chg',
  'pin:copy',
] as const;
export const MISSING = ['board:missing', 'section:missing', 'pin:missing'] as const;
/**
 * Comments: Stan's on Owen's open-board pin (`comment:pub`), Cara's on his secret-board pin
 * (`comment:sec`). Their writers and Owen, the pinner, may delete them.
 */
export const COMMENT_OBJECTS = ['comment:pub', 'comment:sec', 'comment:missing'] as const;
export type ObjectKey =
  | (typeof BOARD_OBJECTS)[number]
  | (typeof SECTION_OBJECTS)[number]
  | (typeof PIN_OBJECTS)[number]
  | (typeof MISSING)[number]
  | (typeof COMMENT_OBJECTS)[number]
  | 'board:sage'
  | 'user:owen'
  | 'user:cara'
  | 'user:remy'
  | 'user:missing'
  | 'interest'
  | 'interest:missing'
  | 'experience'
  | 'experience:missing'
  | 'draft:owen'
  | 'draft:missing'
  | 'video:owen'
  | 'video:missing'
  | 'import:owen'
  | 'import:missing'
  | 'none';

export const isMissing = (o: ObjectKey) => o.endsWith(':missing');
export const kindOf = (o: ObjectKey) => o.split(':')[0]!;

/** The board an object lives on, or null (users, interests, messages, missing objects). */
export function boardOf(o: ObjectKey): string | null {
  if (isMissing(o)) return null;
  if (o === 'pin:copy') return 'sage';
  const m = /^(?:board|section|pin|comment):(pub|sec|pro|chg|sage)\b/.exec(o);
  return m ? m[1]! : null;
}

const PUBLIC_BOARDS = new Set(['pub', 'sage']);

/**
 * Owen blocked Bea (`blocked`): she sees nothing of his, not his profile, his boards, the pins on
 * them, nor Sage's save of his pin; everyone else's things she sees as a stranger does.
 */
export function hiddenByBlock(actor: Actor, o: ObjectKey): boolean {
  if (actor !== 'blocked' || isMissing(o)) return false;
  return o === 'user:owen' || o === 'pin:copy' || (boardOf(o) !== null && boardOf(o) !== 'sage');
}

/** Whether the actor may see the object at all. */
export function sees(actor: Actor, o: ObjectKey): boolean {
  if (isMissing(o) || hiddenByBlock(actor, o)) return false;
  const board = boardOf(o);
  if (board === null || PUBLIC_BOARDS.has(board)) return true;
  return isMember(actor);
}

/** Who pinned a pin object: only Cara's own pins are hers to change as a pinner. */
const pinnerOf = (o: ObjectKey) => (/^pin:\w+:collab$/.test(o) ? 'cara' : 'other');

export type Answer = 200 | 400 | 401 | 403 | 404;
export type Rule = (actor: Actor, o: ObjectKey) => Answer;

/** Reads: 200 when the actor sees the object, else 404 (hidden looks like missing). */
export const read: Rule = (a, o) => (sees(a, o) ? 200 : 404);
/** Everyone, signed in or not (public objects, per-viewer state), but Bea sees no Owen. */
export const anyone: Rule = (a, o) => (isMissing(o) || hiddenByBlock(a, o) ? 404 : 200);
/** Signed in and able to see it. */
export const signedIn: Rule = (a, o) => (a === 'signedOut' ? 401 : read(a, o));

/**
 * A board action: the owner of Owen's boards, or a collaborator whose board grants every one of
 * `actions`; others who see the board get 403, those who do not 404, signed out 401.
 */
export const boardAction =
  (...actions: BoardAction[]): Rule =>
  (a, o) => {
    if (a === 'signedOut') return 401;
    if (!sees(a, o)) return 404;
    if (boardOf(o) === 'sage') return 403;
    if (a === 'owner') return 200;
    const granted = isCollab(a) ? permissionsFor(a) : [];
    return isCollab(a) && actions.length > 0 && actions.every((x) => granted.includes(x))
      ? 200
      : 403;
  };

/** Owner only: rename, privacy, delete, permissions, removing others. */
export const boardOwner: Rule = boardAction();

/** Editing or deleting a pin: `action` on its board, or its pinner while still a member. */
export const pinAction =
  (action: 'edit_pin' | 'delete_pin'): Rule =>
  (a, o) => {
    const answer = boardAction(action)(a, o);
    return answer === 403 && isCollab(a) && pinnerOf(o) === 'cara' ? 200 : answer;
  };

/** Operators only (users.role admin): 403 for everyone else, whatever the object. */
export const operatorOnly: Rule = (a, o) =>
  a === 'signedOut' ? 401 : a !== 'operator' ? 403 : isMissing(o) ? 404 : 200;

/** The same rule with some cells answered otherwise (each says why where it is used). */
export const except =
  (rule: Rule, override: (a: Actor, o: ObjectKey) => Answer | undefined): Rule =>
  (a, o) =>
    override(a, o) ?? rule(a, o);

/**
 * Deleting a comment: its writer (Stan wrote `comment:pub`, Cara `comment:sec`) or the pin's
 * pinner (Owen), among those who see it; everyone else who sees it 403.
 */
export const commentDelete: Rule = (a, o) => {
  if (a === 'signedOut') return 401;
  if (!sees(a, o)) return 404;
  const writer = o === 'comment:pub' ? a === 'stranger' : isCollab(a);
  return a === 'owner' || writer ? 200 : 403;
};

/**
 * Sending a pin: Owen sends to Stan (who follows him and sees only open boards); everyone else
 * sends to Owen, who follows nobody but is followed by them all and sees every pin.
 */
export const sendPin: Rule = (a, o) => {
  if (a === 'signedOut') return 401;
  if (!sees(a, o)) return 404;
  if (a === 'owner' && !sees('stranger', o)) return 400;
  return 200;
};
