import { describe, expect, it } from 'vitest';
import { newInvestor } from './investor-record';
import { nextStepsDue } from './next-steps-due';

describe('nextStepsDue', () => {
  it('gives the steps dated that day of investors still in the round, in board order', () => {
    const investors = [
      newInvestor('a', { name: 'Asha', firm: 'Blume', nextStep: { text: 'Send deck', on: '2026-12-05' } }),
      newInvestor('b', { name: 'Tom', nextStep: { text: 'Call', on: '2026-12-06' } }),
      newInvestor('c', { name: 'Mia', stage: 'passed', nextStep: { text: 'Thank', on: '2026-12-05' } }),
      newInvestor('d', { name: 'Lena', stage: 'committed', nextStep: { text: 'Wire', on: '2026-12-05' } }),
      newInvestor('e', { name: 'Raj', nextStep: { text: 'Ping', on: null } }),
    ];
    expect(nextStepsDue({ investors }, '2026-12-05')).toEqual([
      { investorId: 'a', name: 'Asha', firm: 'Blume', step: 'Send deck', on: '2026-12-05' },
      { investorId: 'd', name: 'Lena', firm: '', step: 'Wire', on: '2026-12-05' },
    ]);
  });
});
