// The demo content of each organisation in DEMO_ORGANIZATIONS, by slug.
import type { OrganizationSeed } from '../types';
import { brightstack } from './brightstack';
import { harbourLaw } from './harbour-law';
import { sonnenklinik } from './sonnenklinik';

export const DEMO_CONTENT: Partial<Record<string, OrganizationSeed>> = {
  'harbour-law': harbourLaw,
  brightstack,
  sonnenklinik,
};
