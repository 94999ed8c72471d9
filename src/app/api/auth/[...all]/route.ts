// GET /api/auth/*: the auth library's reads (the session, the reset link's landing).
// POST /api/auth/*: the auth library's writes (sign-up, sign-in, sign-out, password reset), each
// body read bounded and checked by the wrapper, sign-up, sign-in and reset counted against the
// organisation's abuse limits (429 with the spec's text); the answers are the library's own.
import { route } from '@/server/http/route';
import { AUTH_MAX_BODY_BYTES, finishAuthAnswer, passToLibrary } from '@/server/auth/library-route';

const library = route({ access: 'anyone', body: 'any', maxBytes: AUTH_MAX_BODY_BYTES, finish: finishAuthAnswer }, passToLibrary);

export { library as GET, library as POST };
