import { parseViewed, withViewedPin, type ViewedSharedPins } from './landing-rules.ts';

/** §3 Session `viewedSharedPins`: for the tab's life, like the rest of the session. */
const KEY = 'tack.viewedSharedPins';

export function viewedSharedPins(): ViewedSharedPins {
  try {
    return parseViewed(sessionStorage.getItem(KEY));
  } catch {
    // Storage refused (a private window's quota, a sandbox): no shared pins, as §8 says.
    return {};
  }
}

export function rememberSharedPin(pinId: string, inviteCode: string): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify(withViewedPin(viewedSharedPins(), pinId, inviteCode)),
    );
  } catch {
    // Not kept: the header shows while the code is in the address, which is enough.
  }
}
