import { useId } from 'react';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A label over a native select of fixed options. */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
