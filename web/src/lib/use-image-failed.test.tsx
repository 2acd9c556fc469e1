import { render, screen, fireEvent } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useImageFailed } from './use-image-failed';

function Picture({ src }: { src: string }) {
  const { failed, imageProps } = useImageFailed(src);
  return failed ? <p>failed</p> : <img src={src} alt="picture" {...imageProps} />;
}

// The test DOM decodes no image: each test says what decode() answers (a decoded image unless it says otherwise).
const decode = vi.fn<() => Promise<void>>(() => Promise.resolve());
Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
afterEach(() => {
  vi.restoreAllMocks();
  decode.mockReset();
});

it('tells an error heard by the image', () => {
  render(<Picture src="/a.png" />);
  fireEvent.error(screen.getByRole('img'));
  expect(screen.getByText('failed')).toBeInTheDocument();
});

it('tells an image that had already failed when React took it over (nothing heard its error)', async () => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  decode.mockRejectedValue(new DOMException('broken', 'EncodingError'));
  render(<Picture src="/broken.png" />);
  expect(await screen.findByText('failed')).toBeInTheDocument();
});

it('keeps an image that had loaded', async () => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  decode.mockResolvedValue();
  render(<Picture src="/fine.png" />);
  await Promise.resolve();
  expect(screen.getByRole('img')).toBeInTheDocument();
  expect(decode).toHaveBeenCalledTimes(1);
});

it('leaves an image still loading to its own events', () => {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
  render(<Picture src="/slow.png" />);
  expect(decode).not.toHaveBeenCalled();
  expect(screen.getByRole('img')).toBeInTheDocument();
});
