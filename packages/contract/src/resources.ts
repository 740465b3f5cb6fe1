import { z } from 'zod';
import { Empty, Page } from './common.ts';
import { LoginOptions, SignupOptions } from './auth.ts';
import { Session, User, UserGetOptions } from './user.ts';
import {
  Board,
  BoardCreateOptions,
  BoardDeleteOptions,
  BoardGetOptions,
  BoardSection,
  BoardUpdateOptions,
  BoardsListOptions,
  SectionsListOptions,
} from './board.ts';
import {
  BoardFeedOptions,
  FeedOptions,
  Pin,
  PinCreateOptions,
  PinDeleteOptions,
  PinGetOptions,
  RepinCreateOptions,
  RepinResult,
  UserFeedOptions,
} from './pin.ts';

export type ResourceAction = 'get' | 'create' | 'update' | 'delete';

export interface ResourceDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  options: I;
  data: O;
  /** Who may call it: anyone, or only a signed-in viewer (401 otherwise). */
  auth: 'public' | 'user';
  summary: string;
}

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/**
 * Every `/resource/<Name>/<action>/` call: the server dispatches through this table,
 * the OpenAPI document is generated from it, and the web client is typed by it.
 */
export const resources = {
  UserSessionResource: {
    get: def({ options: Empty, data: Session, auth: 'public', summary: 'The current session and viewer' }),
    create: def({ options: LoginOptions, data: Session, auth: 'public', summary: 'Log in' }),
    delete: def({ options: Empty, data: Session, auth: 'public', summary: 'Log out' }),
  },
  UserRegisterResource: {
    create: def({ options: SignupOptions, data: Session, auth: 'public', summary: 'Sign up and log in' }),
  },
  UserResource: {
    get: def({ options: UserGetOptions, data: User, auth: 'public', summary: 'A user profile' }),
  },
  BoardResource: {
    get: def({ options: BoardGetOptions, data: Board, auth: 'public', summary: 'A board' }),
    create: def({ options: BoardCreateOptions, data: Board, auth: 'user', summary: 'Create a board (always public)' }),
    update: def({ options: BoardUpdateOptions, data: Board, auth: 'user', summary: 'Rename, describe or set privacy' }),
    delete: def({ options: BoardDeleteOptions, data: z.object({ id: z.string() }), auth: 'user', summary: 'Delete a board and its pins' }),
  },
  BoardsResource: {
    get: def({ options: BoardsListOptions, data: Page(Board), auth: 'public', summary: "A user's boards" }),
  },
  BoardSectionsResource: {
    get: def({ options: SectionsListOptions, data: z.array(BoardSection), auth: 'public', summary: "A board's sections" }),
  },
  PinResource: {
    get: def({ options: PinGetOptions, data: Pin, auth: 'public', summary: 'A pin' }),
    create: def({ options: PinCreateOptions, data: Pin, auth: 'user', summary: 'Create a pin from an uploaded image' }),
    delete: def({ options: PinDeleteOptions, data: z.object({ id: z.string() }), auth: 'user', summary: 'Delete a pin' }),
  },
  RepinResource: {
    create: def({ options: RepinCreateOptions, data: RepinResult, auth: 'user', summary: 'Save a pin to a board' }),
  },
  UserHomefeedResource: {
    get: def({ options: FeedOptions, data: Page(Pin), auth: 'public', summary: 'The home feed' }),
  },
  BoardFeedResource: {
    get: def({ options: BoardFeedOptions, data: Page(Pin), auth: 'public', summary: "A board's pins" }),
  },
  UserSavedPinsResource: {
    get: def({ options: UserFeedOptions, data: Page(Pin), auth: 'public', summary: 'Pins a user saved' }),
  },
  UserCreatedPinsResource: {
    get: def({ options: UserFeedOptions, data: Page(Pin), auth: 'public', summary: 'Pins a user created' }),
  },
} as const satisfies Record<string, Partial<Record<ResourceAction, ResourceDef>>>;

export type Resources = typeof resources;
export type ResourceName = keyof Resources;
export type ActionOf<N extends ResourceName> = keyof Resources[N] & ResourceAction;
type DefOf<N extends ResourceName, A extends ActionOf<N>> = Resources[N][A] extends ResourceDef<infer I, infer O>
  ? { input: z.input<I>; output: z.output<O> }
  : never;
export type ResourceInput<N extends ResourceName, A extends ActionOf<N>> = DefOf<N, A>['input'];
export type ResourceData<N extends ResourceName, A extends ActionOf<N>> = DefOf<N, A>['output'];

/** HTTP methods a resource action answers to. */
export const ACTION_METHODS: Record<ResourceAction, readonly string[]> = {
  get: ['GET'],
  create: ['POST'],
  update: ['POST', 'PUT'],
  delete: ['POST', 'DELETE'],
};
