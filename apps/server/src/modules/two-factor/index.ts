/** The second factor, for every feature that asks for it (login, turning it off, deleting an account, business access). */
export { isTwoFactorOn, verifySecondFactor } from './verify.ts';
