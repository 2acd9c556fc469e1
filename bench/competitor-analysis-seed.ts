import { competitorAnalysisDocuments } from '../core/tools/competitor-analysis/competitor-analyses';
import { saved } from './founder-seed';

/*
 * The bench founder's (bench/tool-documents-seed.ts's ClinicDesk) competitor analysis: its product against two
 * practice-management suites and the spreadsheet, on the features small clinics ask about, placed on price and
 * ease of use, each with a short SWOT.
 */

const FEATURES = [
  ['whatsapp', 'WhatsApp reminders'],
  ['gst', 'GST invoices'],
  ['tablet', 'Works on a ₹15,000 Android tablet'],
  ['abha', 'ABHA health IDs'],
] as const;

type Support = 'yes' | 'partial';
const column = (
  id: string,
  name: string,
  plan: string,
  price: number | null,
  position: { x: number; y: number },
  features: Record<string, Support>,
  swot: { strengths: string[]; weaknesses: string[]; opportunities: string[]; threats: string[] },
  notes = '',
) => ({ id, name, isOwn: id === 'own', plan, price, notes, position, swot, features });

export const COMPETITOR_ANALYSIS = saved(competitorAnalysisDocuments, 'Clinic software, India 2026', {
  currency: 'INR',
  axes: { x: 'Price', y: 'Ease of use' },
  features: FEATURES.map(([id, name]) => ({ id, name })),
  competitors: [
    column(
      'own',
      'ClinicDesk',
      'Clinic, per seat a month',
      2_000,
      { x: 40, y: 85 },
      { whatsapp: 'yes', gst: 'yes', tablet: 'yes', abha: 'partial' },
      {
        strengths: ['Set up in a day', 'WhatsApp first'],
        weaknesses: ['No lab integrations yet'],
        opportunities: ['ABHA roll-out in tier 2 cities'],
        threats: ['Suites adding WhatsApp'],
      },
    ),
    column(
      'practo',
      'Practo Ray',
      'Pro, per doctor a month',
      1_499,
      { x: 35, y: 60 },
      { whatsapp: 'partial', gst: 'yes', abha: 'yes' },
      {
        strengths: ['Known brand', 'Patient marketplace'],
        weaknesses: ['Heavy for a one-doctor clinic'],
        opportunities: [],
        threats: [],
      },
      'Market leader; sells through its patient app',
    ),
    column(
      'sheets',
      'Spreadsheets',
      '',
      0,
      { x: 5, y: 30 },
      { tablet: 'partial' },
      { strengths: ['Free', 'Already known'], weaknesses: ['No reminders'], opportunities: [], threats: [] },
    ),
  ],
});
