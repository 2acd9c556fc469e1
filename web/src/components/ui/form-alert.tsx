/** A form's message that belongs to no single field (too many attempts, the service unreachable…), read out at once. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
