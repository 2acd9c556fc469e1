import type { Mood } from '@core/tools/mental-health-support/journal';
import { defineMessages } from 'react-intl';

/** How each mood is said, from 1 (very low) to 5 (very good). */
export const MOOD_WORDS = defineMessages<Mood>({
  1: { id: 'mentalHealth.mood.1', defaultMessage: 'Very low' },
  2: { id: 'mentalHealth.mood.2', defaultMessage: 'Low' },
  3: { id: 'mentalHealth.mood.3', defaultMessage: 'Okay' },
  4: { id: 'mentalHealth.mood.4', defaultMessage: 'Good' },
  5: { id: 'mentalHealth.mood.5', defaultMessage: 'Very good' },
});
