import Bowser from 'bowser';
import type { ActiveSession } from '@tack/contract';

export interface Device {
  device: string;
  deviceType: ActiveSession['deviceType'];
}

const TYPES = new Set(['desktop', 'mobile', 'tablet']);

/**
 * "Firefox 128 on Windows" from a User-Agent (bowser reads the string; we only word it). The
 * major version is enough to recognise a browser and says less about it.
 */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { device: 'Unknown device', deviceType: 'unknown' };
  const result = Bowser.parse(userAgent);
  const browser = result.browser.name;
  const major = result.browser.version?.split('.')[0];
  const os = result.os.name;
  const type = result.platform.type;
  const deviceType = type && TYPES.has(type) ? (type as Device['deviceType']) : 'unknown';
  const named = browser ? (major ? `${browser} ${major}` : browser) : null;
  if (named && os) return { device: `${named} on ${os}`, deviceType };
  if (named) return { device: named, deviceType };
  if (os) return { device: `A browser on ${os}`, deviceType };
  return { device: 'Unknown device', deviceType };
}
