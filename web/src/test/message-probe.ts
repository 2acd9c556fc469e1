import { renderHook } from '@testing-library/react';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider, type MessageDescriptor } from 'react-intl';
import { expect } from 'vitest';

/**
 * Renders a hook in a language whose catalog has nothing (German, empty): every message it says is reported
 * missing — which names the message — and falls back to its English default. `idsOf(say)` runs `say` and
 * answers the ids of the messages said, after checking there is one per text and each text without arguments
 * is its message's default (so a word said without a message, or with another message's words, fails).
 */
export function renderHookAskingMessages<Result>(hook: () => Result) {
  const asked: MessageDescriptor[] = [];
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(IntlProvider, {
      locale: 'de',
      defaultLocale: 'en',
      messages: {} as ComponentProps<typeof IntlProvider>['messages'],
      onError: (error) => {
        if ('descriptor' in error && error.descriptor) asked.push(error.descriptor);
      },
      children,
    });
  const { result } = renderHook(hook, { wrapper });
  const idsOf = (say: () => string | string[]): string[] => {
    asked.length = 0;
    const said = [say()].flat();
    // A message with arguments says more than its default's words; one without says exactly them.
    expect(
      asked.map(({ defaultMessage }) => (String(defaultMessage).includes('{') ? 'with arguments' : defaultMessage)),
    ).toEqual(
      asked.map(({ defaultMessage }, index) => (String(defaultMessage).includes('{') ? 'with arguments' : said[index])),
    );
    expect(asked).toHaveLength(said.length);
    return asked.map((descriptor) => String(descriptor.id));
  };
  return { result, asked, idsOf };
}
