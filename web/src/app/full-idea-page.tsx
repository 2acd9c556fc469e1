import { IdeaPage, type IdeaPageProps } from '@/features/idea-page/components/idea-page';
import { IdeaCustomProperties } from '@/features/idea-properties/components/idea-custom-properties';
import { IdeaWidgets } from '@/features/idea-widgets/components/idea-widgets';

/** The idea page with its custom properties and widgets: three features, composed here. */
export function FullIdeaPage(props: Omit<IdeaPageProps, 'customProperties' | 'widgets'>) {
  const { idea, properties, widgets } = props.view;
  const readOnly = !idea.permissions.canEdit;
  return (
    <IdeaPage
      {...props}
      customProperties={<IdeaCustomProperties ideaId={idea.id} properties={properties} readOnly={readOnly} />}
      widgets={<IdeaWidgets ideaId={idea.id} widgets={widgets} readOnly={readOnly} />}
    />
  );
}
