export * from './common.ts';
export * from './image.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './board.ts';
export * from './pin.ts';
export * from './resources.ts';
