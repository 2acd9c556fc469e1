import type { DirectoryDefinition } from '../directories/directory-definition';
import { competitionDirectory } from './competition-hackathon-directory/competition-directory';
import { grantDirectory } from './grant-incentive-finder/grant-directory';
import { investorDirectory } from './investor-directory/investor-directory';
import { pitchDeckDirectory } from './pitch-deck-directory/pitch-deck-directory';

/**
 * Every directory the app ships entries for, once (issue 35, ADR 0096): the server's seed step loads them and
 * /api/directories/{directory}/entries serves them. Adding a directory is its definition in its tool's folder and a
 * line here.
 */
export const DIRECTORIES: readonly DirectoryDefinition[] = [
  investorDirectory,
  pitchDeckDirectory,
  competitionDirectory,
  grantDirectory,
];
