import { createContext, useContext } from 'react';

/**
 * Where overlays (select lists, menus, dialogs) should portal to. A scoped ThemeProvider supplies its own
 * wrapper so portalled content keeps the scoped colours and `dir`; undefined means document.body.
 */
export const PortalContainerContext = createContext<HTMLElement | undefined>(undefined);

export const usePortalContainer = (): HTMLElement | undefined => useContext(PortalContainerContext);
