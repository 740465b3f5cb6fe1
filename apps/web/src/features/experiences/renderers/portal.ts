import { createContext, useContext } from 'react';

/** Where full-page layers (the modal) portal to: the page body, or a preview box in the editor. */
export const PortalRoot = createContext<HTMLElement | null>(null);
export const usePortalRoot = (): HTMLElement => useContext(PortalRoot) ?? document.body;
