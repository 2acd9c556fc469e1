import type {
  CompetitionKind,
  CompetitionRegion,
} from '@core/tools/competition-hackathon-directory/competition-fields';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The words for a programme's kind and regions, as the filters and the cards say them. */
export const KIND_LABELS: Record<CompetitionKind, MessageDescriptor> = defineMessages({
  'pitch-competition': { id: 'competitionDirectory.kind.pitchCompetition', defaultMessage: 'Pitch competition' },
  'accelerator-programme': {
    id: 'competitionDirectory.kind.acceleratorProgramme',
    defaultMessage: 'Accelerator programme',
  },
  hackathon: { id: 'competitionDirectory.kind.hackathon', defaultMessage: 'Hackathon' },
  'challenge-prize': { id: 'competitionDirectory.kind.challengePrize', defaultMessage: 'Challenge prize' },
});

export const REGION_LABELS: Record<CompetitionRegion, MessageDescriptor> = defineMessages({
  india: { id: 'competitionDirectory.region.india', defaultMessage: 'India' },
  us: { id: 'competitionDirectory.region.us', defaultMessage: 'United States' },
  europe: { id: 'competitionDirectory.region.europe', defaultMessage: 'Europe' },
  asia: { id: 'competitionDirectory.region.asia', defaultMessage: 'Asia' },
  africa: { id: 'competitionDirectory.region.africa', defaultMessage: 'Africa' },
  'latin-america': { id: 'competitionDirectory.region.latinAmerica', defaultMessage: 'Latin America' },
  global: { id: 'competitionDirectory.region.global', defaultMessage: 'Global' },
  online: { id: 'competitionDirectory.region.online', defaultMessage: 'Online' },
});
