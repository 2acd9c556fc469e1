import { TOOL_IDS } from '@core/tools/tool-catalogue';
import { findToolDocuments } from '@core/tools/tool-documents';
import { describe, expect, it } from 'vitest';
import { toolDocumentLoader } from './tool-document-loaders';

describe('toolDocumentLoader', () => {
  it("loads each tool's own kind of documents, as core's registry has it, and none for a tool that keeps none", async () => {
    for (const toolId of TOOL_IDS) {
      const load = toolDocumentLoader(toolId);
      const kind = findToolDocuments(toolId);
      expect(load === undefined, toolId).toBe(kind === undefined);
      if (load) expect(await load(), toolId).toBe(kind);
    }
  });
});
