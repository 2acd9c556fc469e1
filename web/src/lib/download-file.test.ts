import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download-file';

// jsdom has no object URLs: each test gives URL its own for the time of the test.
const blobs: Blob[] = [];
const createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), `blob:file-${blobs.length}`));
const revokeObjectURL = vi.fn();
const bytesOf = async (blob: Blob | undefined) => [...new Uint8Array(await blob!.arrayBuffer())];

describe('downloadFile', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    blobs.length = 0;
    vi.clearAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('clicks a temporary link to the file, then removes the link and lets the address go', async () => {
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    vi.useFakeTimers();
    try {
      downloadFile('model.csv', 'M,₹\r\n', 'text/csv;charset=utf-8');
      expect(clicked).toEqual([{ href: 'blob:file-1', download: 'model.csv', inDocument: true }]);
      expect(document.querySelector('a')).toBeNull();
      expect(revokeObjectURL).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
    } finally {
      vi.useRealTimers();
      click.mockRestore();
    }
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    // A CSV starts with the UTF-8 byte-order mark (EF BB BF) so spreadsheets read ₹ (E2 82 B9) rightly.
    expect(await bytesOf(blobs[0])).toEqual([0xef, 0xbb, 0xbf, 0x4d, 0x2c, 0xe2, 0x82, 0xb9, 0x0d, 0x0a]);
  });

  it('writes other files as they are', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadFile('data.json', '{}', 'application/json');
    click.mockRestore();
    expect(await bytesOf(blobs[0])).toEqual([0x7b, 0x7d]);
  });
});
