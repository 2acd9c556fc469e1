import type { IdeaWidget } from '@core/idea-page/widget-contracts';
import { useWidgetMutations } from '../api/widget-mutations';
import { WidgetList } from './widget-list';

type IdeaWidgetsProps = { ideaId: string; widgets: IdeaWidget[]; readOnly: boolean };

/** An idea's widgets on its page, each change saved to the server. */
export function IdeaWidgets({ ideaId, widgets, readOnly }: IdeaWidgetsProps) {
  const mutations = useWidgetMutations(ideaId);
  return (
    <WidgetList
      widgets={widgets}
      readOnly={readOnly}
      onAdd={(type) => mutations.add.mutate(type)}
      onUpdate={(widgetId, data) => mutations.update.mutate({ widgetId, data })}
      onRemove={(widgetId) => mutations.remove.mutate(widgetId)}
      onReorder={(ids) => mutations.reorder.mutate(ids)}
    />
  );
}
