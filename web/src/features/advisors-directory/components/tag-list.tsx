import { Badge } from '@/components/ui/badge';

/** A profile's tags, each a badge, under an accessible name (expertise `primary`, industries `neutral`). */
export function TagList({
  label,
  tags,
  variant = 'neutral',
}: {
  label: string;
  tags: readonly string[];
  variant?: 'primary' | 'neutral';
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant={variant}>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
