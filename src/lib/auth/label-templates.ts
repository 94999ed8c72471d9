// The auth messages whose values the browser fills in (the site's name, the address signing in, a
// server's error): the auth islands receive these as templates and every other auth label as text.
export const AUTH_TEMPLATES = ['mailFailed', 'freeTrialFailed', 'joinTitle', 'joinBody', 'joined'] as const;
