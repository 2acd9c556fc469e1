import { Badge } from '@/components/ui/badge';

/** A profile's tags, each a badge, under an accessible name. */
export function TagList({ label, tags }: { label: string; tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
