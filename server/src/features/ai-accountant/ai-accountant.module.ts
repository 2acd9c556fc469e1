import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { aiAccountantData } from './ai-accountant-data';
import { aiAccountantRoutes } from './ai-accountant.routes';

/** The AI Accountant's books (ADR 0051). */
export const aiAccountantModule = defineServerToolModule({
  id: 'ai-accountant',
  routes: {
    '/ai-accountant': ({ db, readSession }) => aiAccountantRoutes(db, readSession),
  },
  data: aiAccountantData,
});
