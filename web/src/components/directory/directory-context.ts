import type { ToolId } from '@core/tools/tool-catalogue';
import { createContext, useContext } from 'react';

/** The directory a card is drawn in (its tool id): its buttons act on that directory's entries. */
export const DirectoryContext = createContext<ToolId | null>(null);

export const useDirectoryId = () => useContext(DirectoryContext);
