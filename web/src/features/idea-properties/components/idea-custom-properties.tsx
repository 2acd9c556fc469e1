import type { IdeaProperty } from '@core/idea-page/property-contracts';
import { usePropertyMutations } from '../api/property-mutations';
import { CustomPropertyList } from './custom-property-list';

type IdeaCustomPropertiesProps = { ideaId: string; properties: IdeaProperty[]; readOnly: boolean };

/** An idea's custom properties on its page, each change saved to the server. */
export function IdeaCustomProperties({ ideaId, properties, readOnly }: IdeaCustomPropertiesProps) {
  const mutations = usePropertyMutations(ideaId);
  return (
    <CustomPropertyList
      properties={properties}
      readOnly={readOnly}
      onAdd={(input) => mutations.add.mutate(input)}
      onUpdate={(propertyId, change) => mutations.update.mutate({ propertyId, change })}
      onDelete={(propertyId) => mutations.remove.mutate(propertyId)}
      onReorder={(ids) => mutations.reorder.mutate(ids)}
    />
  );
}
