// The router registers its navigate function here so the API client can redirect outside React.
let navigateFn: ((to: string) => void) | null = null;
export const setNavigator = (fn: (to: string) => void) => {
  navigateFn = fn;
};
export const navigateTo = (to: string) => {
  if (navigateFn) navigateFn(to);
  else window.location.assign(to);
};
