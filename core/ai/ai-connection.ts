import { say } from '../i18n/say';

/** What a 'Test connection' found: the provider answered, or why it did not, as a founder can act on it. */
export type AiConnectionOutcome =
  | 'ok'
  | 'no-key'
  | 'refused-key'
  | 'rate-limited'
  | 'model-not-found'
  | 'blocked'
  | 'unreachable'
  | 'timeout'
  | 'failed';

export type AiConnectionAnswer = { outcome: AiConnectionOutcome; message: string };

/** The words for an outcome (English; the web says them in its language through useSaid). */
export function aiConnectionMessage(outcome: AiConnectionOutcome): string {
  switch (outcome) {
    case 'ok':
      return say({
        id: 'core.ai.connectionOk',
        defaultMessage: 'Connected: the AI provider answered with your key and model.',
      });
    case 'no-key':
      return say({
        id: 'core.ai.noKey',
        defaultMessage: 'Add your AI API key and save it before testing the connection.',
      });
    case 'refused-key':
      return say({
        id: 'core.ai.refusedKey',
        defaultMessage: 'The AI provider refused your API key. Check that it is correct and still active.',
      });
    case 'rate-limited':
      return say({
        id: 'core.ai.rateLimited',
        defaultMessage:
          'The AI provider says your quota or rate limit is reached. Check your plan and billing, or try again later.',
      });
    case 'model-not-found':
      return say({
        id: 'core.ai.modelNotFound',
        defaultMessage: 'The AI provider does not know this model. Check the model name.',
      });
    case 'blocked':
      return say({
        id: 'core.ai.blocked',
        defaultMessage: 'This Base URL points to a private or local network address, which the server does not call.',
      });
    case 'unreachable':
      return say({
        id: 'core.ai.unreachable',
        defaultMessage: 'The AI provider could not be reached. Check the Base URL.',
      });
    case 'timeout':
      return say({
        id: 'core.ai.timeout',
        defaultMessage: 'The AI provider did not answer in time. Try again in a moment.',
      });
    case 'failed':
      return say({
        id: 'core.ai.failed',
        defaultMessage: 'The AI provider answered with an unexpected error. Check the Base URL, or try again later.',
      });
  }
}
