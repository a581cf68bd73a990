/** A field's error message, announced as it appears; link it with aria-describedby={id}. */
export function FieldError({ id, children }: { id: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-xs text-destructive">
      {children}
    </p>
  );
}
