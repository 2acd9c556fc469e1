import { act } from '@testing-library/react';

/** Longer than Auto save's pause (800 ms): what has not been sent by then is not sent by itself. */
export const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
