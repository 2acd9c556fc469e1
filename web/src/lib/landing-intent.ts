/**
 * What a visitor asked for on the light landing page (web/src/landing-main.tsx) that needs the full app: it
 * loads, then opens the sign-in or sign-up dialog, first saying `notice` if there is one.
 */
export type LandingIntent = { authMode: 'login' | 'signup'; notice?: string };

let pending: LandingIntent | null = null;

export const setLandingIntent = (intent: LandingIntent) => {
  pending = intent;
};

/** The intent not yet acted on, if any (read it as often as needed; clear it once acted on). */
export const readLandingIntent = () => pending;

export const clearLandingIntent = () => {
  pending = null;
};
