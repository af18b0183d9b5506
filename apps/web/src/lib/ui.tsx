import { createContext, useContext } from 'react';

/** Shell-level modals any screen may open. */
export type TUi = { openContact: () => void; openRegistration: () => void; openTeamSwitcher: () => void };
export const UiContext = createContext<TUi>({ openContact: () => {}, openRegistration: () => {}, openTeamSwitcher: () => {} });
export const useUi = () => useContext(UiContext);
