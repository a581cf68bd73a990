import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface NumberSettingProps {
  label: string;
  min: number;
  step: number;
  /** Kept as text so the user can clear the field while typing without it snapping to 0. */
  value: string;
  onChange: (value: string) => void;
}

export function NumberSetting({ label, min, step, value, onChange }: NumberSettingProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
