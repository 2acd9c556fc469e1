import type { PulseQuestion } from '@core/tools/team-culture-pulse/pulse-survey';
import { useT } from '@/lib/i18n/use-t';

/**
 * The agreement questions a new survey starts with, in the founder's language (ADR 0107): one each on role clarity,
 * voice, recognition, tools, workload, growth and trust in the leadership — the themes pulse tools such as Officevibe
 * and Culture Amp ask about, in our own words. The founder edits, removes or adds to them before sharing.
 */
export function useStarterQuestions(): () => PulseQuestion[] {
  const t = useT();
  return () => [
    {
      id: 'role-clarity',
      text: t({ id: 'pulse.starter.roleClarity', defaultMessage: 'I understand what is expected of me in my role' }),
    },
    { id: 'voice', text: t({ id: 'pulse.starter.voice', defaultMessage: 'My ideas and concerns are heard here' }) },
    {
      id: 'recognition',
      text: t({ id: 'pulse.starter.recognition', defaultMessage: 'I get recognition when I do good work' }),
    },
    { id: 'tools', text: t({ id: 'pulse.starter.tools', defaultMessage: 'I have what I need to do my job well' }) },
    { id: 'workload', text: t({ id: 'pulse.starter.workload', defaultMessage: 'My workload is sustainable' }) },
    { id: 'growth', text: t({ id: 'pulse.starter.growth', defaultMessage: 'I am learning and growing in this team' }) },
    {
      id: 'leadership',
      text: t({ id: 'pulse.starter.leadership', defaultMessage: 'I trust the founders to lead the company well' }),
    },
  ];
}
