export * from './auth';
export * from './profiles';
export * from './user-preferences';
export * from './ideas';
export * from './idea-shares';
export * from './idea-pages';
export * from './tool-documents';
export * from './notifications';
