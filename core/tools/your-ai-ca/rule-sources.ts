import type { RuleSource } from './rule-kit';

/** The official pages the calendar's rules were checked against (ADR 0050, 0079, 0083). */

export const GST_PORTAL: RuleSource = { title: 'GST portal (gst.gov.in), returns', url: 'https://www.gst.gov.in/' };
export const CBIC_GST: RuleSource = {
  title: 'CBIC GST (cbic-gst.gov.in), CGST Act, Rules and notifications',
  url: 'https://cbic-gst.gov.in/',
};
export const TAX_CALENDAR: RuleSource = {
  title: 'Income Tax Department, Tax Calendar',
  url: 'https://incometaxindia.gov.in/Pages/deadline.aspx',
};
export const E_FILING: RuleSource = {
  title: 'Income Tax e-filing portal (incometax.gov.in)',
  url: 'https://www.incometax.gov.in/iec/foportal/',
};
export const PROTEAN_TDS: RuleSource = {
  title: 'Protean (formerly NSDL e-Gov), TDS/TCS statements',
  url: 'https://www.protean-tinpan.com/',
};
export const MCA: RuleSource = {
  title: 'Ministry of Corporate Affairs (mca.gov.in), Companies Act, 2013 and Rules',
  url: 'https://www.mca.gov.in/',
};
export const EPFO: RuleSource = {
  title: 'EPFO (epfindia.gov.in), EPF Scheme, 1952 and circulars',
  url: 'https://www.epfindia.gov.in/',
};
export const ESIC: RuleSource = {
  title: 'ESIC (esic.gov.in), ESI (General) Regulations, 1950',
  url: 'https://www.esic.gov.in/',
};
export const KARNATAKA_PT: RuleSource = {
  title: 'Karnataka Commercial Taxes Department, professional tax',
  url: 'https://pt.kar.nic.in/',
};
export const TELANGANA_PT: RuleSource = {
  title: 'Telangana Commercial Taxes Department (tgct.gov.in), professional tax',
  url: 'https://www.tgct.gov.in/',
};
export const ANDHRA_PRADESH_PT: RuleSource = {
  title: 'Andhra Pradesh Commercial Taxes Department (apct.gov.in), professional tax',
  url: 'https://apct.gov.in/',
};
export const MAHARASHTRA_PT: RuleSource = {
  title:
    'Maharashtra Goods and Services Tax Department (mahagst.gov.in), profession tax (PTRC) returns and periodicity',
  url: 'https://mahagst.gov.in/',
};
export const WEST_BENGAL_PT: RuleSource = {
  title: 'West Bengal Directorate of Commercial Taxes, profession tax (wbprofessiontax.gov.in), Act and Rules, 1979',
  url: 'https://wbprofessiontax.gov.in/',
};
export const GUJARAT_PT: RuleSource = {
  title: 'Gujarat Commercial Tax Department (commercialtax.gujarat.gov.in), professional tax',
  url: 'https://commercialtax.gujarat.gov.in/',
};
export const CHENNAI_PT: RuleSource = {
  title: 'Greater Chennai Corporation, Revenue Department (collects the city’s profession tax)',
  url: 'https://chennaicorporation.gov.in/gcc/department/revenue/',
};
export const MCA_DIRECTORS_KYC: RuleSource = {
  title:
    'Ministry of Corporate Affairs (mca.gov.in), G.S.R. 943(E) of 31 December 2025: Companies (Appointment and Qualification of Directors) Amendment Rules, 2025',
  url: 'https://www.mca.gov.in/',
};
