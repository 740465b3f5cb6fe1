import {
  CarouselSlideOptions,
  PinCreateOptions,
  PinUpdateOptions,
  RepinCreateOptions,
  SearchPinsOptions,
  type Pin,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { visibleBoard } from '../boards/boards.access.ts';
import { pinnerFeed, type PinnerFilter } from '../pins/feeds.service.ts';
import { createCarouselPin } from '../pins/pin-carousel.ts';
import { updatePin } from '../pins/pin-edit.service.ts';
import { createPin, deletePin, getPin, repin } from '../pins/pins.service.ts';
import { search } from '../search/search.service.ts';
import {
  needScopes,
  needSecretScopes,
  pageSize,
  serviceOptions,
  type V5Call,
  type V5Handler,
} from './v5-call.ts';
import { toV5Pin } from './v5.mapper.ts';

const page = (ctx: CallContext, p: { items: Pin[]; bookmark: string | null }, call: V5Call) => ({
  items: p.items.map((pin) => toV5Pin(pin, ctx.viewer!.id, call.abs)),
  bookmark: p.bookmark,
});

/** The privacy of the board a pin is on (the pin itself is one the person may see). */
const privacyOfBoard = async (ctx: CallContext, boardId: string) =>
  (await visibleBoard(ctx, boardId)).privacy;

/**
 * A pin the token may read: pins on secret and protected boards need pins:read_secret, as the
 * reference's scopes say ("See your secret Pins").
 */
async function readablePin(call: V5Call, id: string): Promise<Pin> {
  const pin = await getPin(call.ctx, id);
  if (pin.board)
    needSecretScopes(call, await privacyOfBoard(call.ctx, pin.board.id), 'read', ['pins']);
  return pin;
}

export const listPins: V5Handler<'pins/list'> = async (call) => {
  const { ctx, query } = call;
  const secret = call.scopes.has('pins:read_secret');
  // PRIVATE asks for pins on secret boards; protected boards' pins come with include_protected_pins.
  if (query.pin_type === 'PRIVATE' || query.include_protected_pins)
    needScopes(call, 'pins:read_secret');
  const filter: PinnerFilter = {
    privacy: query.pin_type === 'PRIVATE' ? 'private' : secret ? 'any' : 'public',
    kind:
      query.pin_filter === 'exclude_native'
        ? 'saves'
        : query.pin_filter === 'exclude_repins'
          ? 'originals'
          : undefined,
    promoted: query.pin_filter === 'has_been_promoted',
  };
  const feed = await pinnerFeed(
    ctx,
    { page_size: pageSize(query.page_size), bookmark: query.bookmark },
    filter,
  );
  return page(ctx, feed, call);
};

export const getPinV5: V5Handler<'pins/get'> = async (call) =>
  toV5Pin(await readablePin(call, call.params.pin_id), call.ctx.viewer!.id, call.abs);

/** `image_base64` as the pins service takes it: a data URL naming the declared type. */
const dataUrl = (contentType: string, data: string) => `data:${contentType};base64,${data}`;

export const createPinV5: V5Handler<'pins/create'> = async (call) => {
  const { ctx, body, abs } = call;
  needSecretScopes(call, await privacyOfBoard(ctx, body.board_id), 'write', ['pins']);
  const common = {
    board_id: body.board_id,
    section: body.board_section_id ?? undefined,
    title: body.title ?? '',
    description: body.description ?? '',
    link: body.link ?? undefined,
    alt_text: body.alt_text ?? undefined,
  };
  const source = body.media_source;
  let pin: Pin;
  if (source.source_type === 'multiple_image_urls') {
    const slides = source.items.map((item) =>
      serviceOptions(CarouselSlideOptions, {
        image_url: item.url,
        title: item.title,
        details: item.description,
        link: item.link,
      }),
    );
    const o = serviceOptions(PinCreateOptions, { ...common, image_url: slides[0]!.image_url });
    pin = await createCarouselPin(ctx, o, slides);
  } else {
    const image =
      source.source_type === 'image_url'
        ? { image_url: source.url }
        : { image_base64: dataUrl(source.content_type, source.data) };
    pin = await createPin(
      ctx,
      serviceOptions(PinCreateOptions, { ...common, ...image, method: 'api' }),
    );
  }
  return toV5Pin(pin, ctx.viewer!.id, abs);
};

export const updatePinV5: V5Handler<'pins/update'> = async (call) => {
  const { ctx, body, params, abs } = call;
  const pin = await getPin(ctx, params.pin_id);
  if (pin.board) needSecretScopes(call, await privacyOfBoard(ctx, pin.board.id), 'write', ['pins']);
  if (body.board_id)
    needSecretScopes(call, await privacyOfBoard(ctx, body.board_id), 'write', ['pins']);
  const o = serviceOptions(PinUpdateOptions, {
    id: pin.id,
    board_id: body.board_id,
    section_id: body.board_section_id,
    title: body.title === null ? '' : body.title,
    description: body.description === null ? '' : body.description,
    link: body.link,
    alt_text: body.alt_text,
  });
  return toV5Pin(await updatePin(ctx, o), ctx.viewer!.id, abs);
};

export const deletePinV5: V5Handler<'pins/delete'> = async (call) => {
  const pin = await getPin(call.ctx, call.params.pin_id);
  if (pin.board)
    needSecretScopes(call, await privacyOfBoard(call.ctx, pin.board.id), 'write', ['pins']);
  await deletePin(call.ctx, { id: pin.id });
};

/** Saves a pin the token may read to one of the person's boards (or their profile board). */
export const savePinV5: V5Handler<'pins/save'> = async (call) => {
  const { ctx, body, params, abs } = call;
  await readablePin(call, params.pin_id);
  // Without a board it goes to the profile board, which is always public.
  if (body.board_id)
    needSecretScopes(call, await privacyOfBoard(ctx, body.board_id), 'write', ['pins']);
  if (body.board_section_id && !body.board_id)
    throw badRequest('Give the board_id of the section', 'board_section_id');
  const saved = await repin(
    ctx,
    serviceOptions(RepinCreateOptions, {
      pin_id: params.pin_id,
      board_id: body.board_id ?? undefined,
      section: body.board_section_id ?? undefined,
    }),
  );
  return toV5Pin(await getPin(ctx, saved.id), ctx.viewer!.id, abs);
};

/** The token's own pins (those on its boards) matching the query. */
export const searchOwnPins: V5Handler<'search_user_pins/list'> = async (call) => {
  const { ctx, query } = call;
  const found = await search(
    ctx,
    serviceOptions(SearchPinsOptions, {
      query: query.query,
      scope: 'my_pins',
      bookmark: query.bookmark,
      page_size: 25,
    }),
  );
  return page(ctx, found, call);
};
