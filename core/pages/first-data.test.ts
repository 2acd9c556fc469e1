import { describe, expect, it } from 'vitest';
import { toolPageOfPath } from './first-data';

const at = (address: string) => toolPageOfPath(new URL(address, 'https://founder.example'));
const DOC = '0b9f6a53-8d2e-4c1a-9a57-3e1f2d4c5b6a';

describe('toolPageOfPath', () => {
  it("reads a tool's page and the document its address names", () => {
    expect(at('/tool/esop-planner')).toEqual({ toolId: 'esop-planner', documentId: null });
    expect(at(`/tool/esop-planner?doc=${DOC}`)).toEqual({ toolId: 'esop-planner', documentId: DOC });
  });

  it('is no tool page for another path, another query (a shared link), or a document id that is not one', () => {
    expect(at('/tool/idea-garage/idea/x')).toBeNull();
    expect(at('/dashboard')).toBeNull();
    expect(at('/tool/esop-planner?share=abc')).toBeNull();
    expect(at(`/tool/esop-planner?doc=${DOC}&share=abc`)).toBeNull();
    expect(at('/tool/esop-planner?doc=n1')).toBeNull();
  });
});
