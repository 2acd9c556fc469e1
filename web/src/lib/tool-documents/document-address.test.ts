import type { FirstData } from '@core/pages/first-data';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { preferencesOf, signedInUser } from '@/test/fake-api';
import { nameFirstDocumentInAddress } from './document-address';

const PLAN: ToolDocumentView<unknown> = {
  id: '6f1c1a4e-3b7d-4c55-9a53-0d2f5e1b7c11',
  name: 'ESOP plan 1',
  data: {},
  version: 3,
  isShared: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
/** The first data of the ESOP Planner's page drawn with the plan saved last. */
const drawnWith = (open?: ToolDocumentView<unknown>): FirstData => ({
  user: signedInUser,
  preferences: preferencesOf(),
  toolDocuments: { toolId: 'esop-planner', documents: [], ...(open ? { open } : {}) },
});
const at = (address: string) => window.history.replaceState({ idx: 0 }, '', address);
const address = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => at('/'));

describe("a tool page's first document named in the address before the page hydrates", () => {
  it('adds ?doc= with the document the page was drawn with, keeping the history entry and the other parameters', () => {
    at('/tool/esop-planner?from=dashboard');
    nameFirstDocumentInAddress(drawnWith(PLAN));
    expect(address()).toBe(`/tool/esop-planner?from=dashboard&doc=${PLAN.id}`);
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('leaves an address that names a document, or a shared link, as it is', () => {
    at('/tool/esop-planner?doc=another');
    nameFirstDocumentInAddress(drawnWith(PLAN));
    expect(address()).toBe('/tool/esop-planner?doc=another');
    at('/tool/esop-planner?share=token');
    nameFirstDocumentInAddress(drawnWith(PLAN));
    expect(address()).toBe('/tool/esop-planner?share=token');
  });

  it('names nothing for a page drawn without a document, or for a visitor', () => {
    at('/tool/esop-planner');
    nameFirstDocumentInAddress(drawnWith());
    nameFirstDocumentInAddress({ user: null });
    nameFirstDocumentInAddress(undefined);
    expect(address()).toBe('/tool/esop-planner');
  });
});
