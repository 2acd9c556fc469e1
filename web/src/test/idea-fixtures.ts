import type { IdeaView } from '@core/ideas/idea-contracts';

/** An idea as the API answers it, mine by default. */
export const ideaView = (overrides: Partial<IdeaView> = {}): IdeaView => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Solar kiosks',
  description: 'Cheap power for rural shops',
  category: 'Energy',
  priority: 'high',
  ideaScore: 8,
  whyNow: 'Panel prices fell',
  costToValidate: 12500,
  efforts: '',
  validationGtm: '',
  isPinned: false,
  isCommunityShared: false,
  tags: ['climate', 'hardware'],
  comments: [],
  commentCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  sourceType: 'personal',
  accessType: 'edit',
  author: 'Ada Lovelace',
  authorAvatar: null,
  permissions: { canComment: true, canEdit: true, canShare: true, canPin: true, canDelete: true },
  ...overrides,
});

export const boardOf = (...ideas: IdeaView[]) => () => ({ body: { ideas, nextCursor: null } });
