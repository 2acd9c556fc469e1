import { RICH_NODE_TYPES } from '@core/idea-page/rich-content';
import { describe, expect, it } from 'vitest';
import { richContentPmSchema } from './rich-content-pm-schema';

describe("the server's ProseMirror schema of the editor", () => {
  it('knows exactly the nodes richContentSchema accepts, and its marks', () => {
    expect(Object.keys(richContentPmSchema.nodes).sort()).toEqual([...RICH_NODE_TYPES].sort());
    // richContentSchema's markSchema: bold, italic, strike, underline, code, link.
    expect(Object.keys(richContentPmSchema.marks).sort()).toEqual(
      ['bold', 'code', 'italic', 'link', 'strike', 'underline'].sort(),
    );
  });
});
