import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { createPin, deletePin, getPin, repin } from './pins.service.ts';
import { updatePin } from './pin-edit.service.ts';
import { boardFeed, createdFeed, savedFeed } from './feeds.service.ts';
import { homeFeed } from '../feed/home-feed.ts';
import { relatedPins } from '../feed/related-pins.ts';

export const pinHandlers = {
  PinResource: {
    get: handler(resources.PinResource.get, (ctx, o) => getPin(ctx, o.id)),
    create: handler(resources.PinResource.create, createPin),
    update: handler(resources.PinResource.update, updatePin),
    delete: handler(resources.PinResource.delete, deletePin),
  },
  RepinResource: { create: handler(resources.RepinResource.create, repin) },
  UserHomefeedResource: { get: handler(resources.UserHomefeedResource.get, homeFeed) },
  RelatedPinsResource: { get: handler(resources.RelatedPinsResource.get, relatedPins) },
  BoardFeedResource: { get: handler(resources.BoardFeedResource.get, boardFeed) },
  UserSavedPinsResource: { get: handler(resources.UserSavedPinsResource.get, savedFeed) },
  UserCreatedPinsResource: { get: handler(resources.UserCreatedPinsResource.get, createdFeed) },
};
