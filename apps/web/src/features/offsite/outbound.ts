import type { MouseEvent } from 'react';

/** What a card part needs to send a click through /offsite/ (useOffsiteLink). */
export interface Outbound {
  follow: (e: MouseEvent<HTMLElement>, link: string | null) => void;
  hrefFor: (link: string | null) => string | undefined;
  /** Logs a right-click on the link as a clickthrough (§7 aux_data rightClick). */
  rightClick: (e: MouseEvent<HTMLElement>, link: string | null) => void;
}
