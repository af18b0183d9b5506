/** The router base: /demo when the first path segment is demo (preview mode), otherwise /pro. */
export const routerBase = (pathname = window.location.pathname) => (pathname.split('/')[1] === 'demo' ? '/demo' : '/pro');
export const isDemoMode = () => routerBase() === '/demo';
