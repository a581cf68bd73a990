import { KeyCombo } from '@/features/shortcuts';
import { cn } from '@/lib/cn';
import type { Command } from '../model/command-types';
import type { ResultRow } from '../model/result-rows';

interface CommandRowProps {
  row: ResultRow;
  id: string;
  top: number;
  height: number;
  active: boolean;
  onHover: () => void;
  onSelect: (command: Command) => void;
}

export function CommandRow({ row, id, top, height, active, onHover, onSelect }: CommandRowProps) {
  const style = { transform: `translateY(${top}px)`, height };
  const position = 'absolute left-0 top-0 w-full';
  if (row.kind === 'separator') {
    return (
      <div role="presentation" className={cn(position, 'flex items-center px-2')} style={style}>
        <div className="h-px w-full bg-border" />
      </div>
    );
  }
  if (row.kind === 'group') {
    return (
      <div role="presentation" data-group={row.label} className={cn(position, 'flex items-end px-2 pb-1 text-xs font-medium text-muted-foreground')} style={style}>
        {row.label}
      </div>
    );
  }
  const { command } = row;
  const Icon = command.icon;
  return (
    <div
      role="option"
      id={id}
      aria-selected={active}
      data-command-id={command.id}
      onMouseMove={active ? undefined : onHover}
      onClick={() => onSelect(command)}
      className={cn(position, 'flex cursor-pointer items-center gap-3 rounded-md px-2', active && 'bg-muted')}
      style={style}
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm">{command.name}</span>
        <span className="truncate text-xs text-muted-foreground">{command.description}</span>
      </span>
      {command.shortcut ? <KeyCombo combo={command.shortcut} /> : null}
    </div>
  );
}
