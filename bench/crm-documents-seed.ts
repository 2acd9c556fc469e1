import { investorPipelineDocuments } from '../core/tools/investor-crm/investor-pipelines';
import { contactListDocuments } from '../core/tools/personal-crm/contact-lists';
import { saved } from './founder-seed';

/*
 * The bench founder's (bench/tool-documents-seed.ts's ClinicDesk) documents in the two CRMs: the seed round's
 * investor pipeline and the founder's network.
 */

/** An activity log's entries: [kind, day, what happened]. */
const logOf = (
  prefix: string,
  entries: readonly (readonly ['meeting' | 'email' | 'call' | 'note', string, string])[],
) => entries.map(([kind, on, text], i) => ({ id: `${prefix}-${i + 1}`, kind, on, text }));

/**
 * The seed round's pipeline, ₹4 crore: six investors at every stage of the board, two of them committed for ₹80 lakh
 * and ₹40 lakh.
 */
export const INVESTOR_PIPELINE = saved(investorPipelineDocuments, 'Seed round 2026', {
  currency: 'INR',
  roundTarget: 40_000_000,
  timeZone: 'Asia/Kolkata',
  investors: (
    [
      ['Nandini Rao', 'Kaveri Ventures', 8_000_000, 'committed', 'Signed the term sheet; wire after closing'],
      ['Vikram Shah', '', 4_000_000, 'committed', 'Angel cheque confirmed by mail'],
      ['Lakshmi Menon', 'Coastline Capital', 10_000_000, 'due-diligence', 'Shared the data room'],
      ['Aditya Bose', 'Peepal Health Fund', 15_000_000, 'meeting', 'Partner meeting booked'],
      ['Farah Khan', '', 2_500_000, 'contacted', 'Intro through our advisor'],
      ['Rahul Verma', 'Monsoon Seed', null, 'researching', ''],
    ] as const
  ).map(([name, firm, cheque, stage, notes], i) => ({
    id: `investor-${i + 1}`,
    name,
    firm,
    email: '',
    cheque,
    stageFocus: 'Seed',
    sectorFocus: 'Healthcare SaaS',
    warmIntro: '',
    notes,
    nextStep: { text: stage === 'committed' ? '' : 'Send the March update', on: null },
    stage,
    reached: stage,
    directoryEntry: null,
    activities: logOf(`investor-${i + 1}`, [['meeting', '2026-02-10', 'First call: clinics, pricing, the team']]),
  })),
});

/** The founder's network: five people, three of them kept in touch with every 30 to 90 days. */
export const CONTACT_LIST = saved(contactListDocuments, 'Network', {
  timeZone: 'Asia/Kolkata',
  contacts: (
    [
      ['Dr. Ananya Gupta', 'Gupta Family Clinic', 'Founder', ['customer', 'doctor'], 30],
      ['Karthik Subramanian', 'Ex-Practo', 'Product advisor', ['advisor'], 60],
      ['Meena Pillai', 'Bengaluru Clinics Association', 'Secretary', ['partner'], 90],
      ['Sameer Joshi', 'Pharma sales', 'Area manager', ['channel'], null],
      ['Ritu Agarwal', 'ClinicDesk', 'First customer success hire', ['hiring'], null],
    ] as const
  ).map(([name, company, role, tags, keepInTouchDays], i) => ({
    id: `contact-${i + 1}`,
    name,
    company,
    role,
    metAt: 'Bengaluru',
    tags: [...tags],
    email: '',
    phone: '',
    links: [],
    notes: '',
    keepInTouchDays,
    addedOn: '2026-01-05',
    interactions: logOf(`contact-${i + 1}`, [['call', '2026-02-20', 'Caught up on the pilot']]),
  })),
});
