import { createContext, useContext } from 'react';

/** Shell-level modals any screen may open. */
export type TUi = { openContact: () => void; openSignUp: () => void; openTeamSwitcher: () => void };
export const UiContext = createContext<TUi>({ openContact: () => {}, openSignUp: () => {}, openTeamSwitcher: () => {} });
export const useUi = () => useContext(UiContext);
