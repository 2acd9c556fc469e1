import { proposeCompanySettings } from '@core/preferences/company-settings';
import type { FirstPreferences } from './create-profile';
import { requestLanguage } from '../lib/request-language';

/** A sign-up request's language and the company setting its browser's locale proposes (ADR 0070). */
export const requestFirstPreferences = (headers: Headers | undefined): FirstPreferences => ({
  language: requestLanguage(headers),
  ...proposeCompanySettings(headers?.get('accept-language') ?? undefined),
});
