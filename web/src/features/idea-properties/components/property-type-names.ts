import type { PropertyType } from '@core/idea-page/property-contracts';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The property types' names as messages: core keeps the stored keys and their English names
 * (PROPERTY_TYPE_LABELS), the web says them in the page's language. Each English default is core's text.
 */
export const PROPERTY_TYPE_NAMES: Record<PropertyType, MessageDescriptor> = defineMessages({
  text: { id: 'ideaProperties.type.text', defaultMessage: 'Text' },
  'long-text': { id: 'ideaProperties.type.longText', defaultMessage: 'Long text' },
  number: { id: 'ideaProperties.type.number', defaultMessage: 'Number' },
  currency: { id: 'ideaProperties.type.currency', defaultMessage: 'Currency' },
  date: { id: 'ideaProperties.type.date', defaultMessage: 'Date' },
  select: { id: 'ideaProperties.type.select', defaultMessage: 'Select' },
  'multi-select': { id: 'ideaProperties.type.multiSelect', defaultMessage: 'Multi-select' },
  checkbox: { id: 'ideaProperties.type.checkbox', defaultMessage: 'Checkbox' },
  person: { id: 'ideaProperties.type.person', defaultMessage: 'Person' },
  url: { id: 'ideaProperties.type.url', defaultMessage: 'URL' },
  email: { id: 'ideaProperties.type.email', defaultMessage: 'Email' },
  phone: { id: 'ideaProperties.type.phone', defaultMessage: 'Phone' },
  image: { id: 'ideaProperties.type.image', defaultMessage: 'Image' },
});
