import { hasSessionHint } from '@/features/auth/sessionHint';

/**
 * Who gets the light landing (features/landing/light) instead of the full app: a visitor on `/`
 * whose browser holds no session hint cookie, i.e. a signed-out visitor. Signed-in visitors (who
 * see their own header links) and every other path get the full app.
 */
export const wantsLightLanding = (pathname: string, signedIn: boolean = hasSessionHint()) =>
  pathname === '/' && !signedIn;
