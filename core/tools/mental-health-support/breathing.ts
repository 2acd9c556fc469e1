/**
 * The guided breathing exercise: the NHS's 'Breathing exercise for stress' (nhs.uk, Mental health › Self-help ›
 * Breathing exercises for stress; the same text on East Devon District Council's wellbeing pages, read 2026-11-30):
 * breathe in gently counting steadily from one to five, then, without pausing or holding the breath, let it flow out
 * counting from one to five again, for three to five minutes.
 */
export const BREATHING = {
  /** Seconds of breathing in, then of breathing out: one count a second. */
  inSeconds: 5,
  outSeconds: 5,
  /** The exercise's length the NHS suggests: three to five minutes. */
  minutes: [3, 5] as const,
  source: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/',
} as const;

export type BreathingPhase = { phase: 'in' | 'out'; count: number; breath: number };

/** Where the exercise is `elapsedMs` after its start: breathing in or out, the count (1–5) and which breath (from 1). */
export function breathingPhaseAt(elapsedMs: number): BreathingPhase {
  const cycle = (BREATHING.inSeconds + BREATHING.outSeconds) * 1000;
  const within = Math.max(0, elapsedMs) % cycle;
  const breath = Math.floor(Math.max(0, elapsedMs) / cycle) + 1;
  const inMs = BREATHING.inSeconds * 1000;
  return within < inMs
    ? { phase: 'in', count: Math.floor(within / 1000) + 1, breath }
    : { phase: 'out', count: Math.floor((within - inMs) / 1000) + 1, breath };
}
