/**
 * The light public pages are drawn by the server and become interactive when their script has run (seconds on a
 * slow phone). A form submitted before that would be sent the browser's way (a reload that loses the answer), so
 * this inline script, put into the page by the server (and allowed by its hash in the CSP), holds the submit back
 * and notes the button pressed; the page presses it again once hydrated (apps/web/src/public/early-input.ts).
 */
export const EARLY_SUBMIT_KEY = '__gifthubEarlySubmit';
export const EARLY_SUBMIT_SCRIPT = `document.addEventListener('submit',function(e){var r=document.getElementById('root');if(r&&!r.dataset.hydrated){e.preventDefault();window.${EARLY_SUBMIT_KEY}=e.submitter||e.target}},true);`;
