import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { YoutubeWidget } from './youtube-widget';

const renderVideo = (url: string, title = '', readOnly = false) =>
  render(
    <YoutubeWidget widget={{ id: 'w1', type: 'youtube', data: { url, title } }} readOnly={readOnly} onSave={vi.fn()} />,
  );

it.each([['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s'], ['https://youtu.be/dQw4w9WgXcQ']])(
  'embeds %s from the no-cookie domain',
  (url) => {
    renderVideo(url);
    const frame = screen.getByTitle('YouTube video');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('Invalid YouTube URL')).not.toBeInTheDocument();
  },
);

it('names the embed after the title and shows the title under it', () => {
  renderVideo('https://youtu.be/dQw4w9WgXcQ', 'Our pitch');
  expect(screen.getByTitle('Our pitch')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  expect(screen.getByText('Our pitch', { selector: 'figcaption' })).toBeInTheDocument();
});

it.each([
  'https://vimeo.com/123456789',
  'https://www.youtube.com/embed/dQw4w9WgXcQ',
  'https://www.youtube.com/shorts/dQw4w9WgXcQ',
])('says %s is an invalid YouTube URL', (url) => {
  const { container } = renderVideo(url);
  expect(screen.getByText('Invalid YouTube URL')).toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();
});

it('shows nothing below the inputs without a URL', () => {
  const { container } = renderVideo('');
  expect(screen.queryByText('Invalid YouTube URL')).not.toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();
});

it('still embeds the video when read-only', () => {
  renderVideo('https://youtu.be/dQw4w9WgXcQ', '', true);
  expect(screen.getByTitle('YouTube video')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
