/**
 * The home feed compares its placements' context to this depth (MC §4). Its own module: the home
 * page needs only this number, not the lifecycle rules (which load with the messages' chunk).
 */
export const HOME_CONTEXT_DEPTH = 3;
