/** A few labelled figures side by side: each label a <dt>, its value the <dd> after it. */
export function FigureList({
  figures,
  className,
}: {
  figures: readonly (readonly [label: string, value: string])[];
  className: string;
}) {
  return (
    <dl className={className}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
